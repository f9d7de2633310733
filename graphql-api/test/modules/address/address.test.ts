import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, errorOf } from "../../support/harness.js";

const FIELDS = "id address city pincode phone notes";
const LIST = `query { addresses { ${FIELDS} } }`;
const ADD = `mutation($input: AddressInput!) { addAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteAddress(id: $id) }`;

const valid = (n = 1) => ({ address: `  ${n} Main Street `, city: " Pune ", pincode: "411001", phone: "+919876543210", notes: " Ring twice " });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});


describe("addresses", () => {
  it("rejects anonymous callers", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [q, v] of [[LIST, {}], [ADD, { input: valid() }], [UPDATE, { id, input: valid() }], [DELETE, { id }]] as const) {
      expect(errorOf(await t.gql(q, v))?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("adds trimmed addresses, lists, updates and deletes them", async () => {
    const u = await createUser(t);
    const added = await t.gql(ADD, { input: valid() }, u.token);
    expect(added.errors).toBeUndefined();
    expect(added.data.addAddress).toMatchObject({ address: "1 Main Street", city: "Pune", pincode: "411001", phone: "+919876543210", notes: "Ring twice" });
    const id = added.data.addAddress.id;

    const updated = await t.gql(UPDATE, { id, input: { ...valid(), city: "Mumbai", notes: "Leave at door" } }, u.token);
    expect(updated.data.updateAddress).toMatchObject({ id, city: "Mumbai", notes: "Leave at door" });
    expect((await t.gql(LIST, {}, u.token)).data.addresses).toEqual([updated.data.updateAddress]);

    expect((await t.gql(DELETE, { id }, u.token)).data.deleteAddress).toBe(id);
    expect((await t.gql(LIST, {}, u.token)).data.addresses).toEqual([]);
    expect(errorOf(await t.gql(DELETE, { id }, u.token))?.code).toBe("NOT_FOUND");
  });

  it.each([
    [{ city: "   " }, "All address fields are required: city is missing."],
    [{ address: "" }, "All address fields are required: address is missing."],
    [{ notes: " " }, "All address fields are required: notes is missing."],
    [{ address: "x".repeat(301) }, "The address can be at most 300 characters."],
    [{ city: "x".repeat(101) }, "The city can be at most 100 characters."],
    [{ notes: "x".repeat(501) }, "The notes can be at most 500 characters."],
    [{ pincode: "12" }, "Pincode must be 3 to 10 digits."],
    [{ pincode: "41100a" }, "Pincode must be 3 to 10 digits."],
    [{ phone: "12345" }, "Phone must be 6 to 15 digits (a leading + is allowed)."],
    [{ phone: "98-7654-3210" }, "Phone must be 6 to 15 digits (a leading + is allowed)."],
  ])("rejects %o on add and update", async (patch, message) => {
    const u = await createUser(t);
    expect(errorOf(await t.gql(ADD, { input: { ...valid(), ...patch } }, u.token))).toEqual({ code: "BAD_USER_INPUT", message });
    const { data } = await t.gql(ADD, { input: valid() }, u.token);
    expect(errorOf(await t.gql(UPDATE, { id: data.addAddress.id, input: { ...valid(), ...patch } }, u.token))).toEqual({ code: "BAD_USER_INPUT", message });
    expect(await t.db.prisma.address.count({ where: { userId: u.id } })).toBe(1);
  });

  it("allows at most 3 addresses per user", async () => {
    const u = await createUser(t);
    for (let i = 1; i <= 3; i++) expect((await t.gql(ADD, { input: valid(i) }, u.token)).errors).toBeUndefined();
    expect(errorOf(await t.gql(ADD, { input: valid(4) }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "You can add max 3 addresses" });
    // Another user is not affected by this user's limit.
    const other = await createUser(t);
    expect((await t.gql(ADD, { input: valid() }, other.token)).errors).toBeUndefined();
  });

  it("keeps the limit under concurrent adds (the 4th and 5th racing the 3rd)", async () => {
    const u = await createUser(t);
    await t.gql(ADD, { input: valid(1) }, u.token);
    await t.gql(ADD, { input: valid(2) }, u.token);
    const results = await Promise.all([3, 4, 5].map((n) => t.gql(ADD, { input: valid(n) }, u.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expect(errorOf(r)?.message).toBe("You can add max 3 addresses");
    expect(await t.db.prisma.address.count({ where: { userId: u.id } })).toBe(3);
  });

  it("keeps the limit when many adds start at once (service level, tightest timing)", async () => {
    const u = await createUser(t);
    const viewer = { id: u.id, role: "user" as const };
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => t.shop.services.addresses.add(viewer, valid(i))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await t.db.prisma.address.count({ where: { userId: u.id } })).toBe(3);
  });

  it("never shows or changes another user's address", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const { data } = await t.gql(ADD, { input: valid() }, a.token);
    const id = data.addAddress.id;
    expect((await t.gql(LIST, {}, b.token)).data.addresses).toEqual([]);
    expect(errorOf(await t.gql(UPDATE, { id, input: { ...valid(), city: "Hacked" } }, b.token))).toEqual({ code: "NOT_FOUND", message: "Address not found" });
    expect(errorOf(await t.gql(DELETE, { id }, b.token))).toEqual({ code: "NOT_FOUND", message: "Address not found" });
    expect(errorOf(await t.gql(DELETE, { id: "not-a-uuid" }, b.token))?.code).toBe("NOT_FOUND");
    expect((await t.gql(LIST, {}, a.token)).data.addresses[0]).toMatchObject({ id, city: "Pune" });
  });
});

describe("AddressService from REST-style input", () => {
  it("accepts numeric pincode and phone as the spec's form sends them", async () => {
    const u = await createUser(t);
    const saved = await t.shop.services.addresses.add({ id: u.id, role: "user" }, { ...valid(), pincode: 411001, phone: 9876543210 });
    expect(saved).toMatchObject({ pincode: "411001", phone: "9876543210", userId: u.id });
  });
});
