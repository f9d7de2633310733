// Attacks on accounts from outside: password guessing spread over many client addresses (a botnet), flooding or
// blocking someone's password-reset mails, and taking an account over through its email with a stolen session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { LOGIN_BACKOFF, RESET_SENT } from "../../src/modules/user/auth.service.js";
import { mapLimit } from "../reliability/flows.js";
import { codeOf, from, gql, hit, mailsTo, waitRetryAfter, type Answer } from "./attack.js";

let t: TestServer;
beforeAll(async () => {
  // The attacker's many addresses reach the shop through a proxy on loopback, as X-Forwarded-For.
  t = await startTestServer({ TRUST_PROXY: "loopback" });
});
afterAll(() => t?.close());

let addresses = 0;
/** A client address nobody else in this file uses. */
const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
type Api = "graphql" | "rest";
const login = (api: Api, email: string, password: string, ip = nextAddress()) =>
  api === "graphql"
    ? gql(t.url, LOGIN, { e: email, p: password }, { headers: from(ip) })
    : hit(t.url, "POST", "/api/auth/login", { body: { email, password }, headers: from(ip) });

function outcome(a: Answer): string {
  if (a.status === 429) return "slowed";
  if (a.json?.token || a.json?.data?.login?.token) return "signed in";
  if ((a.json?.message ?? a.json?.errors?.[0]?.message) === "Incorrect email or password.") return "wrong";
  return `unexpected ${a.status}: ${a.text.slice(0, 120)}`;
}

/** Guesses until the account answers 429 (five are checked at once; a busy machine may let one more through). */
async function untilSlowed(email: string): Promise<Answer> {
  for (let i = 0; i < 3 * LOGIN_BACKOFF.free; i++) {
    const a = await login(i % 2 ? "rest" : "graphql", email, "botnet guess");
    if (a.status === 429) return a;
  }
  throw new Error(`${email} was never slowed down`);
}

describe("password guessing spread over many addresses", () => {
  it("25 guesses at one account from 25 addresses (both APIs): five are checked, the rest answer 429 with Retry-After", async () => {
    const victim = await createUser(t);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(i % 2 ? "rest" : "graphql", victim.email, `guess-${i}`)));
    const elapsed = (performance.now() - started) / 1000;
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o !== "wrong" && o !== "slowed")).toEqual([]);
    // One guess per wait (1 s, then 2 s, 4 s ...) beyond the first five, however many addresses send them.
    const checked = outcomes.filter((o) => o === "wrong").length;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_BACKOFF.free);
    expect(checked).toBeLessThanOrEqual(LOGIN_BACKOFF.free + Math.floor(Math.log2(elapsed + 1)));
    for (const a of answers.filter((a) => a.status === 429)) {
      expect(Number(a.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(a.headers.get("retry-after"))).toBeLessThanOrEqual(LOGIN_BACKOFF.capSeconds);
      expect(a.json.message ?? a.json.errors[0].message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    }
    console.info(`[security] 25 concurrent guesses from 25 addresses in ${elapsed.toFixed(2)} s: ${checked} checked, ${25 - checked} answered 429`);

    // Once the wait is over, one more guess gets through, however many are sent at once.
    await waitRetryAfter(await untilSlowed(victim.email));
    const next = (await Promise.all([1, 2, 3].map(() => login("graphql", victim.email, "another guess")))).map(outcome);
    expect(next.filter((o) => o === "wrong")).toHaveLength(1);
    expect(next.filter((o) => o === "slowed")).toHaveLength(2);
  });

  it("is never a lockout: the owner gets in after at most the wait it is told, which then starts over; one alert mail", async () => {
    const owner = await createUser(t);
    const ownAddress = nextAddress();
    await Promise.all(Array.from({ length: 12 }, () => login("rest", owner.email, "botnet guess")));
    let answer = await login("rest", owner.email, owner.password, ownAddress);
    if (answer.status === 429) {
      expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(LOGIN_BACKOFF.capSeconds);
      await waitRetryAfter(answer);
      answer = await login("rest", owner.email, owner.password, ownAddress);
    }
    expect(outcome(answer)).toBe("signed in");
    // A success starts over: the owner's next typos are checked at once, not slowed.
    for (let i = 0; i < LOGIN_BACKOFF.free - 1; i++) expect(outcome(await login("graphql", owner.email, "typo"))).toBe("wrong");

    const [alert] = await mailsTo(t.config.outboxDir, owner.email, 1);
    expect(alert!.subject).toBe("Repeated failed sign-ins to your account");
    expect(alert!.text).toContain(`${t.config.publicUrl}/auth/forgot-password`);
    expect(alert!.text).not.toContain("botnet guess");
    // More failures within the hour: still that one mail.
    await Promise.all(Array.from({ length: 8 }, () => login("graphql", owner.email, "botnet guess")));
    expect(await mailsTo(t.config.outboxDir, owner.email)).toHaveLength(1);
  });

  it("a password reset ends the wait at once", async () => {
    const owner = await createUser(t);
    await untilSlowed(owner.email);
    await hit(t.url, "POST", "/api/auth/forgot-password", { body: { email: owner.email }, headers: from(nextAddress()) });
    const mail = (await mailsTo(t.config.outboxDir, owner.email)).find((m) => m.subject === "Reset your password")!;
    const [, id, token] = /\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/.exec(mail.text)!;
    expect((await hit(t.url, "POST", `/api/auth/reset-password/${id}/${token}`, { body: { password: "a-new-password-1" } })).status).toBe(200);
    // Slowed, four attempts at once would get one check between them; after the reset each is checked.
    const after = await Promise.all([1, 2, 3, 4].map(() => login("graphql", owner.email, "a typo")));
    expect(after.map(outcome)).toEqual(["wrong", "wrong", "wrong", "wrong"]);
    expect(outcome(await login("rest", owner.email, "a-new-password-1"))).toBe("signed in");
  });

  it("slowing one account leaves others and the same addresses alone", async () => {
    const [target, bystander] = [await createUser(t), await createUser(t)];
    const shared = nextAddress(); // e.g. an office behind one address
    await untilSlowed(target.email);
    expect(outcome(await login("rest", bystander.email, bystander.password, shared))).toBe("signed in");
    expect(outcome(await login("rest", bystander.email, bystander.password, nextAddress()))).toBe("signed in");
  });
});

describe("password-reset mails", () => {
  it("a stranger's 30 requests for one account (30 addresses, both APIs) send three mails and answer each alike; the owner still resets", async () => {
    const owner = await createUser(t);
    const FORGOT = `mutation($e: String!) { forgotPassword(email: $e) { success message } }`;
    const answers = await mapLimit(Array.from({ length: 30 }, (_, i) => i), 10, (i) =>
      i % 2
        ? hit(t.url, "POST", "/api/auth/forgot-password", { body: { email: owner.email }, headers: from(nextAddress()) })
        : gql(t.url, FORGOT, { e: owner.email }, { headers: from(nextAddress()) }),
    );
    expect(new Set(answers.map((a) => JSON.stringify({ status: a.status, body: a.json.data?.forgotPassword ?? a.json })))).toEqual(
      new Set([JSON.stringify({ status: 200, body: { success: true, message: RESET_SENT } })]),
    );
    const mails = await mailsTo(t.config.outboxDir, owner.email);
    expect(mails).toHaveLength(3);

    // The owner asks too, from home: the same answer, no fourth mail, and the latest link in the inbox works.
    const own = await hit(t.url, "POST", "/api/auth/forgot-password", { body: { email: owner.email }, headers: from(nextAddress()) });
    expect(own.json).toEqual({ success: true, message: RESET_SENT });
    expect(await mailsTo(t.config.outboxDir, owner.email)).toHaveLength(3);
    const [, id, token] = /\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/.exec(mails.at(-1)!.text)!;
    expect((await hit(t.url, "POST", `/api/auth/reset-password/${id}/${token}`, { body: { password: "owner-chose-this" } })).status).toBe(200);
    // And reset mails flow again afterwards.
    await hit(t.url, "POST", "/api/auth/forgot-password", { body: { email: owner.email }, headers: from(nextAddress()) });
    expect(await mailsTo(t.config.outboxDir, owner.email, 4)).toHaveLength(4);
  });
});

describe("taking an account over through its email", () => {
  const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { email pendingEmail } }`;
  const change = (token: string, email: string, currentPassword?: string) =>
    gql(t.url, UPDATE, { input: { userName: "Victim", email, phone: "", currentPassword } }, { token });

  it("a stolen session alone cannot move the email, on GraphQL or either REST path, and nothing is mailed to the thief", async () => {
    const victim = await createUser(t);
    const thief = `thief-${Date.now()}@evil.example`;
    expect(codeOf(await change(victim.token, thief))).toBe("BAD_USER_INPUT");
    for (const path of ["/user/profile", "/api/user/profile"]) {
      const res = await hit(t.url, "PUT", path, { token: victim.token, body: { userName: "Victim", email: thief, phone: "" } });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/current password/);
    }
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).email).toBe(victim.email);
    expect(await mailsTo(t.config.outboxDir, thief)).toEqual([]);
  });

  it("guessing the current password through it stops after five tries an hour, the right one included", async () => {
    const victim = await createUser(t);
    for (let i = 0; i < 5; i++) expect(codeOf(await change(victim.token, `thief${i}@evil.example`, `guess ${i}`))).toBe("BAD_USER_INPUT");
    const right = await change(victim.token, "thief@evil.example", victim.password);
    expect(right.status).toBe(429);
    expect(codeOf(right)).toBe("TOO_MANY_REQUESTS");
    expect(await t.db.prisma.emailChangeRequest.count({ where: { userId: victim.id } })).toBe(0);
  });

  it("does not tell a signed-in user which emails are registered, and stops the probing after five", async () => {
    const prober = await createUser(t);
    const [known1, known2] = [await createUser(t), await createUser(t)];
    const probes = [known1.email, `nobody-1-${Date.now()}@example.test`, known2.email, `nobody-2-${Date.now()}@example.test`];
    const answers = [];
    for (const email of probes) {
      const a = await change(prober.token, email, prober.password);
      answers.push(JSON.stringify({ status: a.status, body: a.json }).replaceAll(email, "<probed>"));
    }
    expect(new Set(answers).size).toBe(1);
    await change(prober.token, `nobody-3-${Date.now()}@example.test`, prober.password);
    expect((await change(prober.token, `nobody-4-${Date.now()}@example.test`, prober.password)).status).toBe(429);
  });

  it("with the password, the change waits for the new inbox; the owner's inbox is told; guessed links do nothing", async () => {
    const victim = await createUser(t);
    const thief = `thief-${Date.now()}@evil.example`;
    expect((await change(victim.token, thief, victim.password)).json.data.updateProfile).toEqual({ email: victim.email, pendingEmail: thief });
    const [notice] = await mailsTo(t.config.outboxDir, victim.email, 1);
    expect(notice!.text).toContain(thief);
    expect(notice!.text).toMatch(/If this was not you, change your password now/);
    const CONFIRM = `mutation($t: String!) { confirmEmailChange(token: $t) { success } }`;
    for (const guess of ["0".repeat(64), "f".repeat(64), "../../x", ""]) expect(codeOf(await gql(t.url, CONFIRM, { t: guess }))).toBe("BAD_USER_INPUT");
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).email).toBe(victim.email);
  });

  const CONFIRM = `mutation($t: String!) { confirmEmailChange(token: $t) { success } }`;
  const ME = `{ me { email pendingEmail } }`;
  /** A thief who knows the password signs in and asks to move the account to their inbox: their link. */
  async function thiefAsksForTheEmail(victim: { email: string; password: string }) {
    const thief = `thief-${Date.now()}-${Math.random().toString(36).slice(2)}@evil.example`;
    const session = (await hit(t.url, "POST", "/api/auth/login", { body: { email: victim.email, password: victim.password }, headers: from(nextAddress()) })).json.token;
    expect((await change(session, thief, victim.password)).json.data.updateProfile.pendingEmail).toBe(thief);
    const [mail] = await mailsTo(t.config.outboxDir, thief, 1);
    return { thief, link: /\/confirm-email\/([0-9a-f]{64})/.exec(mail!.text)![1]! };
  }
  async function expectTheOwnerKeepsTheAccount(victim: { id: string; email: string }, password: string, link: string) {
    const used = await gql(t.url, CONFIRM, { t: link });
    expect(codeOf(used)).toBe("BAD_USER_INPUT");
    expect(used.json.errors[0].message).toMatch(/invalid or has expired/);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).email).toBe(victim.email);
    const owner = await hit(t.url, "POST", "/api/auth/login", { body: { email: victim.email, password }, headers: from(nextAddress()) });
    expect(owner.status).toBe(200);
    expect((await gql(t.url, ME, {}, { token: owner.json.token })).json.data.me).toEqual({ email: victim.email, pendingEmail: null });
  }

  it("the owner, warned by the notice, resets the password: the thief's pending link dies and the owner keeps the account", async () => {
    const victim = await createUser(t);
    const { link } = await thiefAsksForTheEmail(victim);
    const [notice] = await mailsTo(t.config.outboxDir, victim.email, 1);
    expect(notice!.text).toMatch(/Resetting your password \(or signing out everywhere\) cancels the change/);

    await hit(t.url, "POST", "/api/auth/forgot-password", { body: { email: victim.email }, headers: from(nextAddress()) });
    const [, reset] = await mailsTo(t.config.outboxDir, victim.email, 2);
    const [, id, token] = /\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/.exec(reset!.text)!;
    expect((await hit(t.url, "POST", `/api/auth/reset-password/${id}/${token}`, { body: { password: "owner-new-pass-1" } })).status).toBe(200);

    await expectTheOwnerKeepsTheAccount(victim, "owner-new-pass-1", link);
  });

  it("the owner signs out everywhere (GraphQL logout): the thief's pending link dies with the sessions", async () => {
    const victim = await createUser(t);
    const { link } = await thiefAsksForTheEmail(victim);
    expect((await gql(t.url, `mutation { logout { success } }`, {}, { token: victim.token })).json.data.logout.success).toBe(true);
    await expectTheOwnerKeepsTheAccount(victim, victim.password, link);
  });
});
