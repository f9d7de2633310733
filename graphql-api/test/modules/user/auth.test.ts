import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../../support/harness.js";
import { readOutbox } from "../../../src/mail/mailer.js";
import { TokenService } from "../../../src/auth/tokens.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { success message } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token csrfToken message user { id email userName role phone } } }`;
const ME = `{ me { id email userName role } }`;
const LOGOUT = `mutation { logout { success message } }`;
const FORGOT = `mutation($email: String!) { forgotPassword(email: $email) { success message } }`;
const RESET = `mutation($userId: ID!, $token: String!, $password: String!) { resetPassword(userId: $userId, token: $token, password: $password) { success message } }`;

let seq = 0;
const freshEmail = () => `shopper${++seq}-${Date.now()}@example.test`;

/** POST /graphql with raw headers, returning the response too (cookies, status). */
async function rawGql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

async function register(email: string, password = "correct horse") {
  return t.gql(REGISTER, { input: { userName: "Shopper", email, password } });
}

describe("register", () => {
  it("creates an account with an argon2id hash and does not sign in", async () => {
    const email = freshEmail();
    const res = await rawGql(REGISTER, { input: { userName: "  Ada  ", email: `  ${email.toUpperCase()} `, password: "correct horse" } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register).toEqual({ success: true, message: "You Have Registered Successfully !" });
    expect(cookieValue(res.res, "token")).toBeUndefined();
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(row.userName).toBe("Ada");
    expect(row.role).toBe("user");
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(row.passwordHash).not.toContain("correct horse");
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const email = freshEmail();
    await register(email);
    const again = await register(email.toUpperCase());
    expect(again.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(again.errors?.[0].message).toBe("User already exists with the same email! Please try again.");
  });

  it.each([
    [{ userName: "   ", password: "correct horse" }, /user name/i],
    [{ userName: "x".repeat(61), password: "correct horse" }, /at most 60/],
    [{ userName: "A", password: "short" }, /at least 8/],
    [{ userName: "A", password: "x".repeat(129) }, /at most 128/],
  ])("validates fields: %o", async (fields, message) => {
    const res = await t.gql(REGISTER, { input: { email: freshEmail(), ...fields } });
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toMatch(message);
  });

  it.each(["not-an-email", "a@b", `${"x".repeat(250)}@example.test`, ""])("rejects the email %j", async (email) => {
    const res = await t.gql(REGISTER, { input: { userName: "A", email, password: "correct horse" } });
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toMatch(/email/i);
  });
});

describe("login, me and logout", () => {
  it("answers null for me when anonymous", async () => {
    const res = await t.gql(ME);
    expect(res.errors).toBeUndefined();
    expect(res.data.me).toBeNull();
  });

  it("signs in with a token and an httpOnly cookie; logout revokes both", async () => {
    const email = freshEmail();
    await register(email);
    const login = await rawGql(LOGIN, { email: email.toUpperCase(), password: "correct horse" });
    expect(login.body.errors).toBeUndefined();
    const payload = login.body.data.login;
    expect(payload.user).toMatchObject({ email, userName: "Shopper", role: "user", phone: "" });
    // Still answered for clients written when writes needed it (deprecated: nothing requires it now).
    expect(payload.csrfToken).toEqual(expect.any(String));
    const setCookie = login.res.headers.getSetCookie().find((c) => c.startsWith("token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieValue(login.res, "token")!;
    expect(cookie).toBe(payload.token);

    expect((await t.gql(ME, {}, payload.token)).data.me.email).toBe(email);
    // A POST authenticated by the cookie from the shop's own page, as the browser sends it.
    const cookieSession = { cookie: `token=${cookie}`, origin: t.url, "sec-fetch-site": "same-origin" };
    const viaCookie = await rawGql(ME, {}, cookieSession);
    expect(viaCookie.body.data.me.email).toBe(email);

    const logout = await rawGql(LOGOUT, {}, { authorization: `Bearer ${payload.token}` });
    expect(logout.body.data.logout.success).toBe(true);
    expect(logout.res.headers.getSetCookie().find((c) => c.startsWith("token="))).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect((await t.gql(ME, {}, payload.token)).data.me).toBeNull();
    // The revoked cookie now counts as anonymous.
    expect((await rawGql(ME, {}, { cookie: `token=${cookie}` })).body.data.me).toBeNull();
    expect((await rawGql(ME, {}, cookieSession)).body.data.me).toBeNull();
  });

  it("logout without a valid session succeeds and still clears the cookie (as POST /api/auth/logout does)", async () => {
    const anonymous = await rawGql(LOGOUT);
    expect(anonymous.body.errors).toBeUndefined();
    expect(anonymous.body.data).toEqual({ logout: { success: true, message: "Logged out successfully!" } });

    // A session revoked elsewhere (another device logged out): the browser's dead cookie is cleared, not refused.
    const user = await createUser(t);
    expect((await t.gql(LOGOUT, {}, user.token)).data.logout.success).toBe(true);
    const stale = await rawGql(LOGOUT, {}, { cookie: `token=${user.token}` });
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data.logout.success).toBe(true);
    expect(stale.res.headers.getSetCookie().find((c) => c.startsWith("token="))).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("says the same thing for a wrong password and an unknown email", async () => {
    const email = freshEmail();
    await register(email);
    const wrongPassword = await t.gql(LOGIN, { email, password: "wrong password" });
    const unknownEmail = await t.gql(LOGIN, { email: freshEmail(), password: "correct horse" });
    expect(wrongPassword.errors?.[0].message).toBe("Incorrect email or password.");
    // Only the request id (extensions.requestId) may differ.
    const answer = (e: { message: string; extensions?: Record<string, unknown> } | undefined) => ({ ...e, extensions: { ...e?.extensions, requestId: undefined } });
    expect(answer(unknownEmail.errors?.[0])).toEqual(answer(wrongPassword.errors?.[0]));
    expect(wrongPassword.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(wrongPassword.data).toBeNull();
  });

  it("takes comparable time for unknown emails (a hash is verified either way)", async () => {
    const email = freshEmail();
    await register(email);
    const time = async (e: string) => {
      const start = performance.now();
      await t.gql(LOGIN, { email: e, password: "wrong password" });
      return performance.now() - start;
    };
    await time(freshEmail()); // warm the decoy hash
    // Interleaved, and compared by median, so a pause on a busy machine cannot tip one side. Three tries: the
    // failures before login starts slowing down on purpose.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(email));
      unknown.push(await time(freshEmail()));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    // Without the decoy the unknown-email path skips argon2 entirely and is many times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it("rejects tokens signed with another secret and tokens of an older version", async () => {
    const user = await createUser(t);
    const forged = await new TokenService("another-secret-another-secret-0123456789", 3600).sign({ userId: user.id, role: "admin", version: 0 });
    expect((await t.gql(ME, {}, forged)).data.me).toBeNull();
    expect((await rawGql(ME, {}, { cookie: `token=${forged}` })).body.data.me).toBeNull();
    const stale = await t.shop.tokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion + 1 });
    expect((await t.gql(ME, {}, stale)).data.me).toBeNull();
    expect((await t.gql(ME, {}, user.token)).data.me.id).toBe(user.id);
  });
});

describe("forgot and reset password", () => {
  const RESET_LINK = /\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/;

  const mailsTo = (email: string) => readOutbox(t.config.outboxDir).filter((m) => m.to === email);

  /** Asks for a link; for an account, waits for its mail (it may finish after the answer, in the background). */
  async function requestReset(email: string, { account = true } = {}) {
    const before = mailsTo(email).length;
    const res = await t.gql(FORGOT, { email });
    if (account) await expect.poll(() => mailsTo(email).length).toBe(before + 1);
    return { res, newMails: mailsTo(email).slice(before) };
  }

  it("gives the same answer for unknown emails and sends nothing", async () => {
    const email = freshEmail();
    await register(email);
    const known = await requestReset(email);
    const unknown = await requestReset(freshEmail(), { account: false });
    expect(known.res.data.forgotPassword).toEqual({ success: true, message: "If an account exists for that email, a reset link has been sent." });
    expect(unknown.res.data).toEqual(known.res.data);
    expect(known.newMails).toHaveLength(1);
    expect(unknown.newMails).toHaveLength(0);
  });

  it("resets the password once with the emailed link, stores only a hash, and revokes old sessions", async () => {
    const email = freshEmail();
    await register(email, "old password 1");
    const oldSession = (await t.gql(LOGIN, { email, password: "old password 1" })).data.login.token;

    const { newMails } = await requestReset(email);
    expect(newMails[0].to).toBe(email);
    const [, userId, token] = newMails[0].text.match(RESET_LINK)!;
    expect(newMails[0].text).toContain(`${t.config.publicUrl}/reset-password/${userId}/${token}`);
    const stored = await t.db.prisma.passwordResetToken.findFirstOrThrow({ where: { userId } });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const ok = await t.gql(RESET, { userId, token, password: "new password 2" });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.resetPassword.success).toBe(true);

    const again = await t.gql(RESET, { userId, token, password: "new password 3" });
    expect(again.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(again.errors?.[0].message).toMatch(/invalid or has expired/);

    expect((await t.gql(LOGIN, { email, password: "old password 1" })).errors?.[0].message).toBe("Incorrect email or password.");
    expect((await t.gql(LOGIN, { email, password: "new password 3" })).errors?.[0].message).toBe("Incorrect email or password.");
    expect((await t.gql(LOGIN, { email, password: "new password 2" })).data.login.user.email).toBe(email);
    expect((await t.gql(ME, {}, oldSession)).data.me).toBeNull();
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
  });

  it("invalidates the user's other outstanding links when one is used", async () => {
    const email = freshEmail();
    await register(email);
    const first = (await requestReset(email)).newMails[0].text.match(RESET_LINK)!;
    const second = (await requestReset(email)).newMails[0].text.match(RESET_LINK)!;
    expect((await t.gql(RESET, { userId: second[1], token: second[2], password: "new password 2" })).errors).toBeUndefined();
    const stale = await t.gql(RESET, { userId: first[1], token: first[2], password: "new password 3" });
    expect(stale.errors?.[0].message).toMatch(/invalid or has expired/);
  });

  it("refuses an expired link, a link for another user and a malformed one", async () => {
    const email = freshEmail();
    await register(email);
    const [, userId, token] = (await requestReset(email)).newMails[0].text.match(RESET_LINK)!;
    const other = await createUser(t);

    const wrongUser = await t.gql(RESET, { userId: other.id, token, password: "new password 2" });
    expect(wrongUser.errors?.[0].message).toMatch(/invalid or has expired/);
    const malformed = await t.gql(RESET, { userId: "not-a-uuid", token: "abc", password: "new password 2" });
    expect(malformed.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    await t.db.prisma.passwordResetToken.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await t.gql(RESET, { userId, token, password: "new password 2" });
    expect(expired.errors?.[0].message).toMatch(/invalid or has expired/);
    expect((await t.gql(LOGIN, { email, password: "correct horse" })).errors).toBeUndefined();
  });

  it("validates the new password without spending the link", async () => {
    const email = freshEmail();
    await register(email);
    const [, userId, token] = (await requestReset(email)).newMails[0].text.match(RESET_LINK)!;
    const short = await t.gql(RESET, { userId, token, password: "short" });
    expect(short.errors?.[0].message).toMatch(/at least 8/);
    expect((await t.gql(RESET, { userId, token, password: "long enough" })).errors).toBeUndefined();
  });
});

describe("CSRF on cookie-authenticated calls (Fetch Metadata and Origin, no header needed)", () => {
  const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { userName } }`;
  const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" };

  it("refuses a cookie-authenticated mutation from another site and accepts it from the shop's own page", async () => {
    const user = await createUser(t);
    const input = { input: { userName: "Cookie Person", email: user.email, phone: "" } };
    const forged = await rawGql(PROFILE, input, { cookie: `token=${user.token}`, ...crossSite });
    expect(forged.res.status).toBe(403);
    expect(forged.body).toEqual({ errors: [{ message: expect.stringMatching(/another site \(https:\/\/evil\.example\)/), extensions: { code: "FORBIDDEN", requestId: forged.res.headers.get("x-request-id") } }] });
    expect((await t.gql(ME, {}, user.token)).data.me.userName).toBe(user.userName);

    const own = await rawGql(PROFILE, input, { cookie: `token=${user.token}`, origin: t.url, "sec-fetch-site": "same-origin" });
    expect(own.res.status).toBe(200);
    expect(own.body.data.updateProfile.userName).toBe("Cookie Person");
  });

  it("still hands out a token to clients that fetch one, and accepts their header without needing it", async () => {
    const user = await createUser(t);
    const issued = await fetch(`${t.url}/api/auth/csrf-token`, { headers: { cookie: `token=${user.token}` } });
    const { success, csrfToken } = (await issued.json()) as { success: boolean; csrfToken: string };
    expect(success).toBe(true);
    expect(csrfToken).toMatch(/^[\w-]{40,}$/);
    const withHeader = await rawGql(PROFILE, { input: { userName: "Header Person", email: user.email, phone: "" } }, { cookie: `token=${user.token}`, "x-csrf-token": csrfToken });
    expect(withHeader.body.data.updateProfile.userName).toBe("Header Person");
  });

  it("does not check bearer-authenticated mutations: a browser never attaches that header by itself", async () => {
    const user = await createUser(t);
    const res = await rawGql(PROFILE, { input: { userName: "Bearer Person", email: user.email, phone: "123" } }, { authorization: `Bearer ${user.token}`, ...crossSite });
    expect(res.res.status).toBe(200);
    expect(res.body.data.updateProfile.userName).toBe("Bearer Person");
  });
});
