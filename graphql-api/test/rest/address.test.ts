import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient, type TestUser } from "../support/rest-client.js";

let t: TestServer, api: RestClient, me: TestUser, other: TestUser;
beforeAll(async () => ({ t, api, users: { me, other } } = await startRestSuite({ me: "user", other: "user" })));
afterAll(() => t?.close());

const form = { address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "Ring twice" };
const addressesOf = (userId: string) => t.db.prisma.address.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

describe("addresses", () => {
  it("GET /api/shop/address/get/:userId answers 200 with data: [] when there are none", async () => {
    const res = await api.get(`/api/shop/address/get/${me.id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });

  it("POST /api/shop/address/add saves (201) and the list shows it with _id", async () => {
    const res = await api.post("/api/shop/address/add", { ...form, pincode: 12345, userId: me.id }, me.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { _id: expect.any(String), userId: me.id, ...form } });
    const list = await api.get(`/api/shop/address/get/${me.id}`, me.token);
    expect(list.body.data).toEqual([{ ...form, id: res.body.data._id, _id: res.body.data._id, userId: me.id }]);
  });

  it("PUT /api/shop/address/update/:userId/:addressId updates; DELETE removes", async () => {
    const [a] = await addressesOf(me.id);
    const upd = await api.put(`/api/shop/address/update/${me.id}/${a!.id}`, { ...form, city: "Shelbyville" }, me.token);
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ success: true, data: { _id: a!.id, city: "Shelbyville" } });
    const del = await api.del(`/api/shop/address/delete/${me.id}/${a!.id}`, me.token);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, message: "Address deleted successfully" });
    expect(await addressesOf(me.id)).toEqual([]);
    expect((await api.del(`/api/shop/address/delete/${me.id}/${a!.id}`, me.token)).status).toBe(404);
  });

  it("answers 401 to anonymous callers", async () => {
    expect((await api.get(`/api/shop/address/get/${me.id}`)).status).toBe(401);
    expect((await api.post("/api/shop/address/add", { ...form, userId: me.id })).status).toBe(401);
  });

  it("refuses another user's userId with 403 and changes nothing", async () => {
    const theirs = await api.post("/api/shop/address/add", { ...form, userId: other.id }, other.token);
    const id = theirs.body.data._id as string;
    const before = await addressesOf(other.id);
    expect((await api.get(`/api/shop/address/get/${other.id}`, me.token)).status).toBe(403);
    const add = await api.post("/api/shop/address/add", { ...form, userId: other.id }, me.token);
    expect(add.status).toBe(403);
    expect(add.body.message).toBe("You can only access your own data.");
    expect((await api.put(`/api/shop/address/update/${other.id}/${id}`, { ...form, city: "Hacked" }, me.token)).status).toBe(403);
    expect((await api.del(`/api/shop/address/delete/${other.id}/${id}`, me.token)).status).toBe(403);
    // With the caller's own id in the path, someone else's address id is simply not found.
    expect((await api.put(`/api/shop/address/update/${me.id}/${id}`, { ...form, city: "Hacked" }, me.token)).status).toBe(404);
    expect((await api.del(`/api/shop/address/delete/${me.id}/${id}`, me.token)).status).toBe(404);
    const mine = (await api.post("/api/shop/address/add", { ...form, userId: me.id }, me.token)).body.data._id as string;
    const bodyId = await api.put(`/api/shop/address/update/${me.id}/${mine}`, { ...form, city: "Elsewhere", userId: other.id }, me.token);
    expect(bodyId.status).toBe(403);
    expect((await addressesOf(me.id)).map((a) => a.city)).toEqual([form.city.trim()]);
    await api.del(`/api/shop/address/delete/${me.id}/${mine}`, me.token);
    expect(await addressesOf(other.id)).toEqual(before);
    expect(await addressesOf(me.id)).toEqual([]);
  });

  it("refuses blank fields and a 4th address with 400", async () => {
    const blank = await api.post("/api/shop/address/add", { ...form, city: "  ", userId: me.id }, me.token);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/city/);
    for (let i = 0; i < 3; i++) expect((await api.post("/api/shop/address/add", form, me.token)).status).toBe(201);
    const fourth = await api.post("/api/shop/address/add", form, me.token);
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe("You can add max 3 addresses");
    expect(await addressesOf(me.id)).toHaveLength(3);
  });
});
