// Registration is limited per client address and hour, on both APIs, with one budget shared between them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/harness.js";

const BUDGET = 3;
let t: TestServer;
beforeAll(async () => {
  // The test plays clients at several addresses through X-Forwarded-For, as a proxy on loopback would send them.
  t = await startTestServer({ RATE_LIMIT_REGISTER_PER_HOUR: String(BUDGET), TRUST_PROXY: "loopback" });
});
afterAll(() => t?.close());

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { success } }`;
type GqlBody = { data?: { register?: { success: boolean } } | null; errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[] };

let seq = 0;
const account = (email = `newcomer${++seq}-${Date.now()}@example.test`) => ({ userName: "Newcomer", email, password: "password123" });

/** One registration from the given client address (TRUST_PROXY=loopback: the app trusts X-Forwarded-For from here). */
async function register(api: "graphql" | "rest", ip: string, input = account()) {
  const [path, body] = api === "graphql" ? ["/graphql", { query: REGISTER, variables: { input } }] : ["/api/auth/register", input];
  const res = await fetch(`${t.url}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as GqlBody & { success?: boolean; message?: string }, email: input.email };
}

const accounts = (email: string) => t.db.prisma.user.count({ where: { email } });

describe("registration rate limit", () => {
  it("GraphQL: answers 429 TOO_MANY_REQUESTS with Retry-After once the address's hourly budget is spent, creating nothing", async () => {
    const ip = "10.7.0.1";
    for (let i = 0; i < BUDGET; i++) expect((await register("graphql", ip)).body.data?.register?.success).toBe(true);
    const limited = await register("graphql", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(15 * 60);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60 * 60);
    const error = limited.body.errors?.[0];
    expect(error?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(error?.extensions?.retryAfterSeconds).toBe(Number(limited.retryAfter));
    expect(error?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(await accounts(limited.email)).toBe(0);
  });

  it("REST: answers 429 with Retry-After and { success: false, message }, creating nothing", async () => {
    const ip = "10.7.0.2";
    for (let i = 0; i < BUDGET; i++) expect((await register("rest", ip)).status).toBe(201);
    const limited = await register("rest", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(15 * 60);
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/) });
    expect(await accounts(limited.email)).toBe(0);
  });

  it("counts both APIs and taken emails against one budget, but not forms refused for their fields", async () => {
    const ip = "10.7.0.3";
    const first = await register("graphql", ip);
    expect((await register("rest", ip, account(first.email))).status).toBe(409); // taken: counts (no free enumeration)
    expect((await register("rest", ip, { ...account(), password: "short" })).status).toBe(400); // bad field: free
    expect((await register("graphql", ip, account("not-an-email"))).body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await register("rest", ip)).status).toBe(201);
    expect((await register("graphql", ip)).status).toBe(429);
  });

  it("keeps other addresses' budgets separate", async () => {
    const busy = "10.7.0.4";
    for (let i = 0; i < BUDGET; i++) await register("rest", busy);
    expect((await register("rest", busy)).status).toBe(429);
    const other = await register("graphql", "10.7.0.5");
    expect(other.status).toBe(200);
    expect(other.body.data?.register?.success).toBe(true);
  });
});
