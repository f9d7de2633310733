// Accounts under attack: what modules/user and rest/auth tests do not already cover. Expired and foreign tokens over
// HTTP and cookie, a reset link dying with a password change across APIs, logout ending a cookie session everywhere,
// and no answer (nor its timing) telling who is registered. Password guessing (per account, from many addresses) is
// attacked from outside in security/accounts.attack.test.ts.
import net from "node:net";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { readOutbox } from "../../src/mail/mailer.js";
import { FORGOT_ANSWER_MS } from "../../src/modules/user/auth.service.js";

const BUDGET = 6;
let t: TestServer;
beforeAll(async () => {
  // Probes come from their own address (X-Forwarded-For, trusted from loopback here) so budgets do not mix.
  t = await startTestServer({ RATE_LIMIT_AUTH_PER_15MIN: String(BUDGET), TRUST_PROXY: "loopback" });
});
afterAll(() => t?.close());

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token csrfToken } }`;
const FORGOT = `mutation($e: String!) { forgotPassword(email: $e) { success message } }`;
const RESET = `mutation($u: ID!, $t: String!, $p: String!) { resetPassword(userId: $u, token: $t, password: $p) { success } }`;
const ME = `{ me { id } }`;

async function http(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null, ms: performance.now() - started };
}
const gqlHttp = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => http("POST", "/graphql", { query, variables }, headers);

describe("tokens", () => {
  it("a token signed with another secret, an expired one, or one of a deleted user is anonymous on GraphQL, REST and as a cookie", async () => {
    const user = await createUser(t);
    const gone = await createUser(t);
    const secret = new TextEncoder().encode(t.config.tokenSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: "admin", v: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(user.id).setIssuedAt(now - 7200).setExpirationTime(now - 60).sign(secret);
    const foreign = await new SignJWT({ role: "admin", v: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(user.id).setExpirationTime("1h").sign(new TextEncoder().encode("x".repeat(48)));
    await t.db.prisma.user.delete({ where: { id: gone.id } });
    for (const token of [expired, foreign, gone.token]) {
      for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `token=${token}` }] as Record<string, string>[]) {
        expect((await gqlHttp(ME, {}, headers)).json.data.me).toBeNull();
        expect((await http("GET", "/api/auth/check-auth", undefined, headers)).status).toBe(401);
        expect((await gqlHttp(`{ adminOrders { total } }`, {}, headers)).json.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      }
    }
    expect((await http("GET", "/api/auth/check-auth", undefined, { authorization: `Bearer ${user.token}` })).status).toBe(200);
  });

  it("logout through GraphQL ends the cookie session that REST login opened, and every token of the user", async () => {
    const user = await createUser(t);
    const login = await http("POST", "/api/auth/login", { email: user.email, password: user.password });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toMatch(/token=/);
    expect((await http("GET", "/api/auth/check-auth", undefined, { cookie })).status).toBe(200);
    const out = await gqlHttp(`mutation { logout { success } }`, {}, { cookie });
    expect(out.json.data.logout.success).toBe(true);
    expect(out.headers.getSetCookie().join(";")).toMatch(/token=;/);
    // A copy of the old cookie (or the bearer token) no longer opens anything.
    expect((await http("GET", "/api/auth/check-auth", undefined, { cookie })).status).toBe(401);
    expect((await gqlHttp(ME, {}, { cookie })).json.data.me).toBeNull();
    expect((await http("GET", "/api/auth/check-auth", undefined, { authorization: `Bearer ${login.json.token}` })).status).toBe(401);
    expect((await http("GET", "/api/auth/check-auth", undefined, { authorization: `Bearer ${user.token}` })).status).toBe(401);
  });
});

describe("password reset links", () => {
  const LINK = /\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/;
  it("two links: the one used on REST works once; the other dies with the password change on GraphQL; old sessions end", async () => {
    const user = await createUser(t);
    const before = readOutbox(t.config.outboxDir).length;
    await http("POST", "/api/auth/forgot-password", { email: user.email });
    await gqlHttp(FORGOT, { e: user.email });
    const mailed = () => readOutbox(t.config.outboxDir).slice(before).filter((m) => m.to === user.email);
    await expect.poll(() => mailed().length).toBe(2); // mail may finish after the answer, in the background
    const links = readOutbox(t.config.outboxDir).slice(before).filter((m) => m.to === user.email).map((m) => m.text.match(LINK)!);
    expect(links).toHaveLength(2);
    const [first, second] = links as [RegExpMatchArray, RegExpMatchArray];
    const used = await http("POST", `/api/auth/reset-password/${first[1]}/${first[2]}`, { password: "brand-new-pass1" });
    expect(used.status).toBe(200);
    expect((await http("POST", `/api/auth/reset-password/${first[1]}/${first[2]}`, { password: "another-pass-2" })).status).toBe(400);
    const stale = await gqlHttp(RESET, { u: second[1], t: second[2], p: "another-pass-2" });
    expect(stale.json.errors[0].message).toBe("This reset link is invalid or has expired. Please request a new one.");
    expect((await http("GET", "/api/auth/check-auth", undefined, { authorization: `Bearer ${user.token}` })).status).toBe(401);
    expect((await gqlHttp(LOGIN, { e: user.email, p: "brand-new-pass1" })).json.data.login.token).toBeTruthy();
  });
});

describe("who is registered stays secret", () => {
  /** Known and unknown emails must get byte-identical answers (status and body) from every endpoint but registration. */
  it("login, forgot-password and reset answer the same for registered and unknown emails, on both APIs", async () => {
    const known = await createUser(t);
    const unknown = `nobody-${Date.now()}@example.test`;
    const unknownId = "7d4f0c57-8a3e-4b7c-9d6e-2f1a0b3c4d5e";
    const bogus = "ab".repeat(32);
    const ip = { "x-forwarded-for": "10.0.2.1" };
    const probes: [string, (email: string, id: string) => Promise<{ status: number; json: unknown }>][] = [
      ["graphql login", (e) => gqlHttp(LOGIN, { e, p: "wrong password" }, ip)],
      ["rest login", (e) => http("POST", "/api/auth/login", { email: e, password: "wrong password" }, ip)],
      ["graphql forgotPassword", (e) => gqlHttp(FORGOT, { e }, ip)],
      ["rest forgot-password", (e) => http("POST", "/api/auth/forgot-password", { email: e }, ip)],
      ["graphql resetPassword", (_e, id) => gqlHttp(RESET, { u: id, t: bogus, p: "password123" }, ip)],
      ["rest reset-password", (_e, id) => http("POST", `/api/auth/reset-password/${id}/${bogus}`, { password: "password123" }, ip)],
    ];
    for (const [name, call] of probes) {
      const a = await call(known.email, known.id);
      const b = await call(unknown, unknownId);
      // Every answer carries its own request id (extensions.requestId) and what is left of the caller's query budget
      // (extensions.cost); nothing else may differ.
      const answer = (r: { status: number; json: unknown }) => ({ status: r.status, json: JSON.parse(JSON.stringify(r.json), (k, v) => (k === "requestId" || k === "cost" ? undefined : v)) });
      expect(answer(b), name).toEqual(answer(a));
    }
    // The one place that must tell: registration (and, for a signed-in user, taking an email someone else has).
    expect((await http("POST", "/api/auth/register", { userName: "Dup", email: known.email, password: "password123" })).status).toBe(409);
  });

  it("forgot-password takes the same time for registered and unknown emails, even with a stalled mail server", async () => {
    // An SMTP server that accepts connections and never says a word: sending to it would hang for minutes.
    const sockets: net.Socket[] = [];
    const smtp = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
    const stalled = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as net.AddressInfo).port}` });
    const t0 = performance.now();
    try {
      const user = await createUser(stalled);
      const time = async (email: string) => {
        const started = performance.now();
        const res = await fetch(`${stalled.url}/api/auth/forgot-password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
        expect(res.status).toBe(200);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so load on the machine hits both alike.
      for (let i = 0; i < 5; i++) {
        known.push(await time(user.email));
        unknown.push(await time(`nobody-${i}@example.test`));
      }
      for (const ms of [...known, ...unknown]) {
        expect(ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
        expect(ms).toBeLessThan(FORGOT_ANSWER_MS + 1500); // without the fix a stalled server holds it for minutes
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2]!;
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(150);
      console.info(`[accounts] forgot-password with a stalled SMTP: known ${known.map(Math.round)} ms, unknown ${unknown.map(Math.round)} ms (setup+calls ${Math.round(performance.now() - t0)} ms)`);
    } finally {
      sockets.forEach((s) => s.destroy());
      smtp.close();
      await stalled.close();
    }
  }, 30_000);
});
