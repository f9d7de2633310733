import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { SoftPasskey } from "../../support/passkey.js";
import { relyingParty } from "../../../src/modules/passkey/passkey.service.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const REGISTER = `mutation { passkeyRegistrationOptions { challengeId options } }`;
const ADD = `mutation($c: ID!, $r: String!, $n: String) { addPasskey(challengeId: $c, response: $r, name: $n) { id name synced } }`;
const SIGN_IN_OPTIONS = `mutation { passkeySignInOptions { challengeId options } }`;
const SIGN_IN = `mutation($c: ID!, $r: String!) { signInWithPasskey(challengeId: $c, response: $r) { token user { id } } }`;

describe("relying party", () => {
  it("is PUBLIC_URL's host; a loopback address uses localhost (passkeys cannot be bound to an IP address)", () => {
    expect(relyingParty("https://shop.example")).toEqual({ rpID: "shop.example", origins: ["https://shop.example"] });
    expect(relyingParty("http://127.0.0.1:5000")).toEqual({ rpID: "localhost", origins: ["http://127.0.0.1:5000", "http://localhost:5000"] });
  });
});

describe("passkeys", () => {
  it("are added from the account, sign in without a password (once per challenge), and are listed and removed", async () => {
    const user = await createUser(t);
    const key = new SoftPasskey("localhost", t.url);
    const reg = (await t.gql(REGISTER, {}, user.token)).data.passkeyRegistrationOptions;
    expect(JSON.parse(reg.options)).toMatchObject({ rp: { id: "localhost" }, authenticatorSelection: { residentKey: "required" } });
    const added = await t.gql(ADD, { c: reg.challengeId, r: key.register(reg.options), n: "My laptop" }, user.token);
    expect(added.data.addPasskey).toEqual({ id: key.id, name: "My laptop", synced: false });
    // The challenge is used up.
    expect(errorOf(await t.gql(ADD, { c: reg.challengeId, r: key.register(reg.options) }, user.token))?.code).toBe("BAD_USER_INPUT");

    const options = (await t.gql(SIGN_IN_OPTIONS)).data.passkeySignInOptions;
    const answer = key.signIn(options.options, user.id);
    const signedIn = await t.gql(SIGN_IN, { c: options.challengeId, r: answer });
    expect(signedIn.data.signInWithPasskey.user.id).toBe(user.id);
    expect((await t.gql(`{ me { id } }`, {}, signedIn.data.signInWithPasskey.token)).data.me.id).toBe(user.id);
    // A replayed answer finds its challenge gone.
    expect(errorOf(await t.gql(SIGN_IN, { c: options.challengeId, r: answer }))?.code).toBe("BAD_USER_INPUT");

    // Another account cannot remove it; its owner can, and it no longer signs in.
    const other = await createUser(t);
    expect(errorOf(await t.gql(`mutation($id: ID!) { removePasskey(id: $id) { id } }`, { id: key.id }, other.token))?.code).toBe("NOT_FOUND");
    expect((await t.gql(`{ passkeys { id name } }`, {}, user.token)).data.passkeys).toEqual([{ id: key.id, name: "My laptop" }]);
    expect((await t.gql(`mutation($id: ID!) { removePasskey(id: $id) { id } }`, { id: key.id }, user.token)).data.removePasskey).toEqual([]);
    const again = (await t.gql(SIGN_IN_OPTIONS)).data.passkeySignInOptions;
    expect(errorOf(await t.gql(SIGN_IN, { c: again.challengeId, r: key.signIn(again.options, user.id) }))?.code).toBe("UNAUTHENTICATED");
  });

  it("satisfies two-step sign-in: an account with it on signs in with its passkey alone", async () => {
    const user = await createUser(t);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { totpEnabledAt: new Date(), totpSecret: "sealed" } });
    const key = new SoftPasskey("localhost", t.url);
    await t.db.prisma.passkey.create({ data: { id: key.id, userId: user.id, publicKey: new Uint8Array(key.publicKey()), deviceType: "singleDevice", name: "Key" } });
    const options = (await t.gql(SIGN_IN_OPTIONS)).data.passkeySignInOptions;
    expect(errorOf(await t.gql(SIGN_IN, { c: options.challengeId, r: key.signIn(options.options, user.id) }))).toBeNull();
  });
});
