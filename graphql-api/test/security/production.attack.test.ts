// What a scanner sees of a shop started as production (NODE_ENV=production), here with GRAPHQL_INTROSPECTION=false:
// hardening headers, cookie flags, no code in error answers, and a schema that cannot be read or guessed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { expectNoLeak, gql, hit } from "./attack.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    NODE_ENV: "production",
    TOKEN_SECRET: "a-production-secret-of-more-than-32-characters",
    SEED_ADMIN_PASSWORD: "not-the-default-1",
    GRAPHQL_INTROSPECTION: "false",
    // No PayPal account or SMTP server here: the demo stand-ins, chosen explicitly as production requires.
    PAYPAL_MODE: "offline",
    MAIL_TRANSPORT: "outbox",
    // Load shedding (on in production) is tested in traffic.attack; a busy test machine's lag must not refuse these reads.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
    LOAD_SHED_DB_WAIT_MS: "0",
  });
});
afterAll(() => t?.close());

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}
const cookies = (headers: Headers): Cookie[] =>
  headers.getSetCookie().map((line) => {
    const [pair, ...attrs] = line.split(";").map((s) => s.trim());
    return { name: pair!.split("=")[0]!, attributes: new Map(attrs.map((a) => [a.split("=")[0]!.toLowerCase(), a.split("=")[1] ?? ""])) };
  });

describe("production headers", () => {
  it("every kind of answer carries helmet's hardening headers and no X-Powered-By", async () => {
    for (const path of ["/healthz", "/api/shop/products/get", "/api/no/such/route", "/graphql?query=%7B__typename%7D"]) {
      const res = await hit(t.url, "GET", path, { headers: { "apollo-require-preflight": "1" } });
      const h = res.headers;
      expect(h.get("content-security-policy"), path).toMatch(/default-src 'self'/);
      // No inline script but the one allowed by its hash (web-page.test.ts checks it is the page's early-taps keeper).
      expect(h.get("content-security-policy"), path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
      expect(h.get("content-security-policy"), path).toMatch(/frame-ancestors 'self'/);
      expect(h.get("content-security-policy"), path).toMatch(/object-src 'none'/);
      expect(Number(/max-age=(\d+)/.exec(h.get("strict-transport-security") ?? "")?.[1]), path).toBeGreaterThanOrEqual(15_552_000);
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(h.get("referrer-policy"), path).toBe("no-referrer");
      expect(h.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(h.get("cross-origin-resource-policy"), path).toBe("same-site");
      expect(h.get("x-powered-by"), path).toBeNull();
    }
  });

  it("session cookies from either API are HttpOnly, Secure and SameSite; __Host- ones are host-only on /", async () => {
    const user = await createUser(t);
    const rest = await hit(t.url, "POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
    const graphql = await gql(t.url, `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, { e: user.email, p: user.password });
    for (const res of [rest, graphql]) {
      const set = cookies(res.headers);
      expect(set.map((c) => c.name)).toContain("token");
      for (const c of set) {
        expect(c.attributes.has("httponly"), c.name).toBe(true);
        expect(c.attributes.has("secure"), c.name).toBe(true);
        expect(c.attributes.get("samesite")?.toLowerCase(), c.name).toMatch(/^(lax|strict)$/);
        if (c.name.startsWith("__Host-")) {
          expect(c.attributes.get("path"), c.name).toBe("/");
          expect(c.attributes.has("domain"), c.name).toBe(false);
        }
      }
    }
    const out = await hit(t.url, "POST", "/api/auth/logout", { token: rest.json.token });
    const cleared = cookies(out.headers).find((c) => c.name === "token")!;
    expect(cleared.attributes.has("secure")).toBe(true);
    expect(new Date(cleared.attributes.get("expires")!).getTime()).toBeLessThan(Date.now());
  });

  it("error answers show no code in production either", async () => {
    const probes: [string, string, Parameters<typeof hit>[3]][] = [
      ["POST", "/graphql", { body: "{", headers: { "content-type": "application/json" } }],
      ["POST", "/graphql", { body: { query: "{ products(" } }],
      ["POST", "/api/auth/login", { body: "garbage", headers: { "content-type": "application/json", "content-encoding": "gzip" } }],
      ["GET", "/api/shop/search/%E0%A4%A", {}],
      ["GET", "/api/shop/products/get/..%2F..%2Fpackage.json", {}],
    ];
    for (const [method, path, options] of probes) expectNoLeak(await hit(t.url, method, path, options), `${method} ${path}`);
  });
});

describe("trusted origins", () => {
  it("the development origin http://localhost:5173 is trusted by nothing in production without CORS_ORIGINS: no CORS grant, cookie writes from it refused", async () => {
    const dev = "http://localhost:5173";
    const preflight = await hit(t.url, "OPTIONS", "/graphql", { headers: { origin: dev, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();

    const user = await createUser(t);
    const signIn = await hit(t.url, "POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
    const cookie = `token=${signIn.json.token}`;
    const write = await hit(t.url, "PUT", "/api/user/profile", { headers: { cookie, origin: dev, "sec-fetch-site": "same-site" }, body: { userName: "Renamed by localhost" } });
    expect(write.status).toBe(403);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userName).toBe(user.userName);
  });
});

describe("GRAPHQL_INTROSPECTION=false", () => {
  it("refuses introspection, however it is asked", async () => {
    for (const query of [`{ __schema { types { name } } }`, `{ x: __schema { queryType { name } } }`, `{ __type(name: "User") { fields { name } } }`, `query { ...F } fragment F on Query { __schema { types { name } } }`]) {
      const res = await gql(t.url, query);
      expect(res.status, query).toBe(400);
      expect(res.json.data ?? null, query).toBeNull();
      expect(res.json.errors[0].message, query).toMatch(/introspection/i);
    }
    expect((await gql(t.url, `{ __typename }`)).json.data).toEqual({ __typename: "Query" }); // clients' cache keys still work
  });

  it("gives no 'Did you mean' hints that would rebuild the schema field by field", async () => {
    for (const query of [`{ produts { total } }`, `{ products { itemz { id } } }`, `mutation { logn(email: "a", password: "b") { token } }`]) {
      const res = await gql(t.url, query);
      expect(res.status, query).toBe(400);
      expect(res.text, query).not.toMatch(/did you mean/i);
    }
  });
});
