// Changing the email: needs the current password, takes effect only from the link mailed to the new address, tells
// the old one, and answers alike whether or not the new address has an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { readOutbox } from "../../../src/mail/mailer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { id userName email phone pendingEmail } }`;
const CONFIRM = `mutation($t: String!) { confirmEmailChange(token: $t) { success message } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { email } } }`;
const LINK = /\/confirm-email\/([0-9a-f]{64})/;

let n = 0;
const fresh = () => `moved-${++n}-${Date.now()}@example.test`;
const mailsTo = (to: string) => readOutbox(t.config.outboxDir).filter((m) => m.to === to);
/** Mails are sent in the background: wait until the expected number has arrived. */
async function waitForMails(to: string, count: number) {
  await expect.poll(() => mailsTo(to).length).toBe(count);
  return mailsTo(to);
}
const emailOf = async (id: string) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id } })).email;

describe("changing the email", () => {
  it("keeps the old email until the link mailed to the new one is opened; the old address is told; the link works once", async () => {
    const user = await createUser(t);
    const to = fresh();
    const res = await t.gql(UPDATE, { input: { userName: "Mover", email: ` ${to.toUpperCase()} `, phone: "", currentPassword: user.password } }, user.token);
    expect(res.data.updateProfile).toEqual({ id: user.id, userName: "Mover", email: user.email, phone: "", pendingEmail: to });
    expect(await emailOf(user.id)).toBe(user.email);

    const [link] = await waitForMails(to, 1);
    expect(link!.subject).toBe("Confirm your new email address");
    const token = LINK.exec(link!.text)![1]!;
    expect(link!.text).toContain(`${t.config.publicUrl}/confirm-email/${token}`);
    const [notice] = await waitForMails(user.email, 1);
    expect(notice!.text).toContain(`change its email address to ${to}`);

    const confirmed = await t.gql(CONFIRM, { t: token }); // signed out: the link is the proof
    expect(confirmed.data.confirmEmailChange).toEqual({ success: true, message: "Your email address has been changed. Use it to sign in from now on." });
    expect(await emailOf(user.id)).toBe(to);
    expect((await t.gql(`{ me { email pendingEmail } }`, {}, user.token)).data.me).toEqual({ email: to, pendingEmail: null });
    expect((await t.gql(LOGIN, { e: to, p: user.password })).data.login.user.email).toBe(to);
    expect(errorOf(await t.gql(LOGIN, { e: user.email, p: user.password }))?.code).toBe("UNAUTHENTICATED");
    expect((await waitForMails(user.email, 2))[1]!.subject).toBe("Your email address was changed");

    const again = await t.gql(CONFIRM, { t: token });
    expect(errorOf(again)).toEqual({ code: "BAD_USER_INPUT", message: expect.stringMatching(/invalid or has expired/) });
  });

  it("needs the current password: without it or with a wrong one nothing changes, not even the name, and no mail goes out", async () => {
    const user = await createUser(t);
    const to = fresh();
    for (const currentPassword of [undefined, "", "not my password"]) {
      const res = await t.gql(UPDATE, { input: { userName: "Thief", email: to, phone: "", currentPassword } }, user.token);
      expect(errorOf(res)).toEqual({
        code: "BAD_USER_INPUT",
        message: currentPassword ? "Your current password is incorrect." : "Please enter your current password (currentPassword) to change your email.",
      });
    }
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ userName: row.userName, email: row.email }).toEqual({ userName: user.userName, email: user.email });
    expect(await t.db.prisma.emailChangeRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(mailsTo(to)).toEqual([]);
  });

  it("answers alike when the new address has an account; that address gets a notice, never a link", async () => {
    const [a, b, owner] = [await createUser(t), await createUser(t), await createUser(t)];
    const free = fresh();
    const ask = (u: typeof a, email: string) => t.gql(UPDATE, { input: { userName: "Same", email, phone: "", currentPassword: u.password } }, u.token);
    const taken = await ask(a, owner.email);
    const untaken = await ask(b, free);
    // Byte for byte, once each caller's own id and addresses are blanked out.
    const blank = (r: typeof taken, u: typeof a, email: string) =>
      JSON.stringify({ status: r.status, errors: r.errors, data: r.data }).replaceAll(u.id, "<id>").replaceAll(u.email, "<email>").replaceAll(email, "<new>");
    expect(blank(taken, a, owner.email)).toBe(blank(untaken, b, free));

    const [notice] = await waitForMails(owner.email, 1);
    expect(notice!.subject).toBe("Someone tried to use your email address");
    expect(notice!.text).not.toMatch(LINK);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await emailOf(a.id)).toBe(a.email);
  });

  it("only the latest link works, and using one ends the account's outstanding password-reset links", async () => {
    const user = await createUser(t);
    const [first, second] = [fresh(), fresh()];
    for (const email of [first, second]) {
      await t.gql(UPDATE, { input: { userName: "Twice", email, phone: "", currentPassword: user.password } }, user.token);
    }
    const tokenFor = async (to: string) => LINK.exec((await waitForMails(to, 1))[0]!.text)![1]!;
    const [old, latest] = [await tokenFor(first), await tokenFor(second)];
    await t.gql(`mutation($e: String!) { forgotPassword(email: $e) { success } }`, { e: user.email });
    expect(await t.db.prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);

    expect(errorOf(await t.gql(CONFIRM, { t: old }))?.code).toBe("BAD_USER_INPUT");
    expect((await t.gql(CONFIRM, { t: latest })).data.confirmEmailChange.success).toBe(true);
    expect(await emailOf(user.id)).toBe(second);
    expect(await t.db.prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
  });

  it("refuses an expired link, and says CONFLICT when the address was taken meanwhile", async () => {
    const [user, late] = [await createUser(t), await createUser(t)];
    const [to, racing] = [fresh(), fresh()];
    await t.gql(UPDATE, { input: { userName: "Slow", email: to, phone: "", currentPassword: user.password } }, user.token);
    await t.gql(UPDATE, { input: { userName: "Late", email: racing, phone: "", currentPassword: late.password } }, late.token);
    const expired = LINK.exec((await waitForMails(to, 1))[0]!.text)![1]!;
    await t.db.prisma.emailChangeRequest.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(errorOf(await t.gql(CONFIRM, { t: expired }))?.code).toBe("BAD_USER_INPUT");

    const token = LINK.exec((await waitForMails(racing, 1))[0]!.text)![1]!;
    await createUser(t, { email: racing }); // someone registers the address before the link is opened
    expect(errorOf(await t.gql(CONFIRM, { t: token }))).toEqual({ code: "CONFLICT", message: "That email is already used by another account." });
    expect(await emailOf(late.id)).toBe(late.email);
  });

  it("allows five requests an hour per account, then answers 429 with Retry-After", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await t.gql(UPDATE, { input: { userName: "Busy", email: fresh(), phone: "", currentPassword: i === 2 ? "wrong password" : user.password } }, user.token);
      expect(res.status).toBe(200);
    }
    const res = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ query: UPDATE, variables: { input: { userName: "Busy", email: fresh(), phone: "", currentPassword: user.password } } }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Name and phone alone are never limited.
    const plain = await t.gql(UPDATE, { input: { userName: "Still me", email: user.email, phone: "" } }, user.token);
    expect(plain.data.updateProfile.userName).toBe("Still me");
  });
});
