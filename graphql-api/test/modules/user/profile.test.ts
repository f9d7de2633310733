import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../../support/harness.js";
import { ensureUser } from "../../../src/modules/user/user.service.js";
import { verifyPassword } from "../../../src/auth/passwords.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { id userName email phone role } }`;

describe("updateProfile", () => {
  it("updates the caller's own name and phone; the email as typed in another case is the same email", async () => {
    const user = await createUser(t);
    const res = await t.gql(UPDATE, { input: { userName: " New Name ", email: ` ${user.email.toUpperCase()} `, phone: "0123456789" } }, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toEqual({ id: user.id, userName: "New Name", email: user.email, phone: "0123456789", role: "user" });
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ userName: row.userName, phone: row.phone }).toEqual({ userName: "New Name", phone: "0123456789" });
  });

  it("allows an empty phone and keeping one's own email", async () => {
    const user = await createUser(t);
    const res = await t.gql(UPDATE, { input: { userName: "Same", email: user.email, phone: "" } }, user.token);
    expect(res.data.updateProfile.phone).toBe("");
  });

  it.each([
    ["a right-to-left override", "Ann\u202Egnp.exe"],
    ["a zero-width space", "Ad\u200Bmin"],
    ["a control character", "Ann\u0007"],
    ["a byte-order mark inside it (at the ends it is trimmed like a space)", "An\uFEFFn"],
    ["a Hangul filler", "\u3164"],
  ])("refuses a user name with %s, changing nothing", async (_what, userName) => {
    const user = await createUser(t);
    const res = await t.gql(UPDATE, { input: { userName, email: user.email, phone: "" } }, user.token);
    expect(res.errors?.[0]).toMatchObject({ message: "User name cannot contain invisible, control or text-direction characters.", extensions: { code: "BAD_USER_INPUT" } });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userName).toBe(user.userName);
  });

  it("keeps names in other scripts and with emoji", async () => {
    const user = await createUser(t);
    for (const userName of ["Zoë Ångström", "محمد", "山田 太郎", "Sam 🎉"]) {
      const res = await t.gql(UPDATE, { input: { userName, email: user.email, phone: "" } }, user.token);
      expect(res.data?.updateProfile.userName, userName).toBe(userName);
    }
  });

  it.each([
    [{ userName: " ", email: "a@example.test", phone: "" }, /user name/i],
    [{ userName: "A", email: "not an email", phone: "" }, /email/i],
    [{ userName: "A", email: "a@example.test", phone: "12345678901" }, /digits only, at most 10/],
    [{ userName: "A", email: "a@example.test", phone: "+1 555" }, /digits only/],
  ])("rejects bad input %o", async (input, message) => {
    const user = await createUser(t);
    const res = await t.gql(UPDATE, { input }, user.token);
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toMatch(message);
  });

  it("requires sign-in", async () => {
    const res = await t.gql(UPDATE, { input: { userName: "A", email: "a@example.test", phone: "" } });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("ensureUser (seeding)", () => {
  it("creates the user once and leaves an existing one untouched", async () => {
    const first = await ensureUser(t.db.prisma, { email: "Seed.Admin@Example.TEST", password: "seed password", userName: "Admin", role: "admin" });
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({ email: "seed.admin@example.test", role: "admin", userName: "Admin" });
    const second = await ensureUser(t.db.prisma, { email: "seed.admin@example.test", password: "other password", userName: "Changed", role: "user" });
    expect(second).toEqual({ created: false, user: first.user });
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { email: "seed.admin@example.test" } });
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(row.passwordHash, "seed password")).toBe(true);
    const login = await t.gql(`mutation { login(email: "seed.admin@example.test", password: "seed password") { user { role } } }`);
    expect(login.data.login.user.role).toBe("admin");
  });
});
