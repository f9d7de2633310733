import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../../test/harness.js";
import { ensureUser } from "./user.service.js";
import { verifyPassword } from "../../auth/passwords.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { id userName email phone role } }`;

describe("updateProfile", () => {
  it("updates the caller's own name, email (lowercased) and phone", async () => {
    const user = await createUser(t);
    const res = await t.gql(UPDATE, { input: { userName: " New Name ", email: " New.Address@Example.TEST ", phone: "0123456789" } }, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toEqual({ id: user.id, userName: "New Name", email: "new.address@example.test", phone: "0123456789", role: "user" });
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.email).toBe("new.address@example.test");
  });

  it("allows an empty phone and keeping one's own email", async () => {
    const user = await createUser(t);
    const res = await t.gql(UPDATE, { input: { userName: "Same", email: user.email, phone: "" } }, user.token);
    expect(res.data.updateProfile.phone).toBe("");
  });

  it("refuses an email another account uses", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await t.gql(UPDATE, { input: { userName: "X", email: other.email.toUpperCase(), phone: "" } }, user.token);
    expect(res.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(res.errors?.[0].message).toMatch(/already used/);
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
