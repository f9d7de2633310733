import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../../support/harness.js";
import { readOutbox } from "../../../src/mail/mailer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMIT_AUTH_PER_15MIN: "3" });
});
afterAll(() => t?.close());

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const FORGOT = `mutation($email: String!) { forgotPassword(email: $email) { success } }`;
const RESET = `mutation($userId: ID!, $token: String!, $password: String!) { resetPassword(userId: $userId, token: $token, password: $password) { success } }`;

async function post(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe("auth rate limits", () => {
  it("answers 429 with Retry-After once the login budget for an email is spent, even for the right password", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await post(LOGIN, { email: user.email, password: "wrong password" });
      expect(res.status).toBe(200);
      expect(res.body.errors?.[0].message).toBe("Incorrect email or password.");
    }
    const limited = await post(LOGIN, { email: user.email, password: user.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(limited.body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.body.errors?.[0].message).toMatch(/Too many attempts/);
  });

  it("forgives earlier failures after a successful login", async () => {
    const user = await createUser(t);
    await post(LOGIN, { email: user.email, password: "wrong password" });
    await post(LOGIN, { email: user.email, password: "wrong password" });
    expect((await post(LOGIN, { email: user.email, password: user.password })).status).toBe(200);
    await post(LOGIN, { email: user.email, password: "wrong password" });
    await post(LOGIN, { email: user.email, password: "wrong password" });
    const res = await post(LOGIN, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it("caps reset mails per account at three in a row, answering every request alike (no 429 a stranger could cause)", async () => {
    const user = await createUser(t);
    const mails = () => readOutbox(t.config.outboxDir).filter((m) => m.to === user.email).length;
    for (let i = 0; i < 6; i++) {
      const res = await post(FORGOT, { email: user.email });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    }
    await expect.poll(mails).toBe(3); // the mails may finish after the answers, in the background
    expect(mails()).toBe(3);
  });

  it("limits resetPassword guesses", async () => {
    const user = await createUser(t);
    const guess = { userId: user.id, token: "0".repeat(64), password: "new password 1" };
    for (let i = 0; i < 3; i++) expect((await post(RESET, guess)).body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const limited = await post(RESET, guess);
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
  });

  it("caps login attempts per ip across many emails", async () => {
    // Budget per ip is 5x the per-account one (15 here); the earlier tests already spent some of it.
    let status = 200;
    for (let i = 0; i < 20 && status !== 429; i++) {
      status = (await post(LOGIN, { email: `spray${i}@example.test`, password: "guess guess" })).status;
    }
    expect(status).toBe(429);
  });
});

describe("login rate limit shared through Redis (REDIS_URL)", () => {
  it("counts attempts across two replicas of the shop", async () => {
    const env = { REDIS_URL: "redis://127.0.0.1:6379", RATE_LIMIT_AUTH_PER_15MIN: "3" };
    const [a, b] = [await startTestServer(env), await startTestServer(env)];
    try {
      const email = `shared-${Date.now()}@example.test`;
      const attempt = (t: typeof a) => t.gql(`mutation { login(email: "${email}", password: "wrong-password") { token } }`);
      await attempt(a);
      await attempt(b);
      await attempt(a);
      const fourth = await attempt(b);
      expect(fourth.status).toBe(429);
      expect(fourth.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000); // two shops with fresh databases start inside the test: slow on a busy machine
});
