import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "otplib";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { SECOND_STEP_DUE, SETUP_DUE } from "../../../src/modules/user/auth.service.js";
import { WRONG_CODE } from "../../../src/modules/user/two-factor.js";
import { LOGIN_BACKOFF } from "../../../src/modules/user/auth-limits.js";

let t: TestServer;
let strict: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // Admins must use it (the production default), on a second shop over the same database.
  strict = await startTestServer({ ADMIN_TWO_FACTOR: "required" }, { db: t.db });
});
afterAll(async () => {
  await strict?.close();
  await t?.close();
});

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const VERIFY = `mutation($t: String!, $c: String!) { verifySignInCode(ticket: $t, code: $c) { token user { id } } }`;
const BEGIN = `mutation { beginTwoFactorSetup { secret uri qrCode } }`;
const ENABLE = `mutation($c: String!) { enableTwoFactor(code: $c) { codes } }`;
const STATUS = `{ twoFactorStatus { enabled required recoveryCodesLeft } }`;

/** A shopper who turned two-step sign-in on: its secret and recovery codes. */
async function enrolled() {
  const user = await createUser(t);
  const setup = (await t.gql(BEGIN, {}, user.token)).data.beginTwoFactorSetup;
  const codes = (await t.gql(ENABLE, { c: await generate({ secret: setup.secret }) }, user.token)).data.enableTwoFactor.codes as string[];
  return { ...user, secret: setup.secret as string, codes };
}

/** The login's second-step ticket (the password was right). */
async function ticketOf(server: TestServer, user: { email: string; password: string }, code = "SECOND_FACTOR_REQUIRED") {
  const r = await server.gql(LOGIN, { e: user.email, p: user.password });
  expect(r.errors?.[0]?.extensions).toMatchObject({ code });
  return (r.errors![0]!.extensions as { ticket: string }).ticket;
}

/** The code of the step after the app's current one: each code is taken once, so a second sign-in needs a newer one. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe("setting two-step sign-in up", () => {
  it("shows a QR code drawn by the shop and the secret, and turns on with the app's first code: ten recovery codes, once", async () => {
    const user = await createUser(t);
    const setup = (await t.gql(BEGIN, {}, user.token)).data.beginTwoFactorSetup;
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    expect(setup.uri).toBe(`otpauth://totp/E-Commerce%20Shop:${encodeURIComponent(user.email)}?secret=${setup.secret}&issuer=E-Commerce%20Shop`);
    expect(errorOf(await t.gql(ENABLE, { c: "000000" }, user.token))?.code).toBe("BAD_USER_INPUT");
    const codes = (await t.gql(ENABLE, { c: await generate({ secret: setup.secret }) }, user.token)).data.enableTwoFactor.codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await t.gql(STATUS, {}, user.token)).data.twoFactorStatus).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Stored as hashes only, the secret sealed.
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { recoveryCodes: true } });
    expect(JSON.stringify(stored)).not.toContain(setup.secret);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
  });
});

describe("signing in with it", () => {
  it("asks for a code after the password (GraphQL and REST), takes a code once and a recovery code once", async () => {
    const user = await enrolled();
    const rest = await fetch(`${t.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: user.email, password: user.password }) });
    const restBody = (await rest.json()) as { success: boolean; message: string; step: string; ticket: string; token?: string };
    expect([rest.status, restBody.success, restBody.message, restBody.step, restBody.token]).toEqual([401, false, SECOND_STEP_DUE, "SECOND_FACTOR_REQUIRED", undefined]);
    expect(rest.headers.getSetCookie().filter((c) => c.startsWith("token="))).toEqual([]);

    const ticket = await ticketOf(t, user);
    const code = await nextCode(user.secret);
    const signedIn = await t.gql(VERIFY, { t: ticket, c: code });
    expect(signedIn.data.verifySignInCode.user.id).toBe(user.id);
    expect((await t.gql(`{ me { id } }`, {}, signedIn.data.verifySignInCode.token)).data.me.id).toBe(user.id);
    // The same code again (a replay): refused.
    expect(errorOf(await t.gql(VERIFY, { t: ticket, c: code }))).toEqual({ code: "UNAUTHENTICATED", message: WRONG_CODE });

    const [recovery] = user.codes;
    const viaRest = await fetch(`${t.url}/api/auth/login/code`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ticket, code: recovery!.toUpperCase() }) });
    expect(viaRest.status).toBe(200);
    expect(((await viaRest.json()) as { token: string }).token).toBeTruthy();
    expect(errorOf(await t.gql(VERIFY, { t: ticket, c: recovery }))?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(STATUS, {}, user.token)).data.twoFactorStatus.recoveryCodesLeft).toBe(9);
  });

  it("slows wrong codes per account like passwords, and refuses a ticket that is not one", async () => {
    const user = await enrolled();
    const ticket = await ticketOf(t, user);
    const answers = [];
    for (let i = 0; i <= LOGIN_BACKOFF.free; i++) answers.push(errorOf(await t.gql(VERIFY, { t: ticket, c: "123456" }))?.code);
    expect(answers).toEqual([...Array(LOGIN_BACKOFF.free).fill("UNAUTHENTICATED"), "TOO_MANY_REQUESTS"]);
    expect(errorOf(await t.gql(VERIFY, { t: user.token, c: "123456" }))?.code).toBe("UNAUTHENTICATED");
  });

  it("turns off only with the password and a code", async () => {
    const user = await enrolled();
    const OFF = `mutation($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) { success } }`;
    expect(errorOf(await t.gql(OFF, { p: "wrong-password", c: await generate({ secret: user.secret }) }, user.token))?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(await t.gql(OFF, { p: user.password, c: "654321" }, user.token))?.code).toBe("UNAUTHENTICATED");
    expect(errorOf(await t.gql(OFF, { p: user.password, c: user.codes[1]! }, user.token))).toBeNull();
    expect((await t.gql(LOGIN, { e: user.email, p: user.password })).data.login.token).toBeTruthy();
  });
});

describe("ADMIN_TWO_FACTOR=required", () => {
  it("makes an admin set it up at the next sign-in, then sign in with a code; it cannot be turned off", async () => {
    const admin = await createUser(strict, { role: "admin" });
    const ticket = await ticketOf(strict, admin, "TWO_FACTOR_SETUP_REQUIRED");
    expect(errorOf(await strict.gql(LOGIN, { e: admin.email, p: admin.password }))?.message).toBe(SETUP_DUE);
    const setup = (await strict.gql(`mutation($t: String!) { beginTwoFactorSetupAtSignIn(ticket: $t) { secret qrCode } }`, { t: ticket })).data.beginTwoFactorSetupAtSignIn;
    const done = await strict.gql(`mutation($t: String!, $c: String!) { enableTwoFactorAtSignIn(ticket: $t, code: $c) { token recoveryCodes } }`, {
      t: ticket,
      c: await generate({ secret: setup.secret }),
    });
    expect(done.data.enableTwoFactorAtSignIn.recoveryCodes).toHaveLength(10);
    const token = done.data.enableTwoFactorAtSignIn.token;
    expect((await strict.gql(STATUS, {}, token)).data.twoFactorStatus).toMatchObject({ enabled: true, required: true });
    const off = await strict.gql(`mutation($c: String!) { disableTwoFactor(password: "password123", code: $c) { success } }`, { c: await nextCode(setup.secret) }, token);
    expect(errorOf(off)).toEqual({ code: "FORBIDDEN", message: "Admins must keep two-step sign-in on." });
    // From now on the admin's sign-in asks for a code.
    await ticketOf(strict, admin, "SECOND_FACTOR_REQUIRED");
  });
});
