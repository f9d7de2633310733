import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createProduct, type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient } from "../support/rest-client.js";

let t: TestServer, api: RestClient;
beforeAll(async () => ({ t, api } = await startRestSuite({})));
afterAll(() => t?.close());

const wished = (userId: string) => t.db.prisma.wishlistItem.findMany({ where: { userId } });

describe.each(["", "/api"])("wishlist under %s/wishlist", (prefix) => {
  it("GET answers 200 with an empty list at first", async () => {
    const u = await createUser(t);
    const res = await api.get(`${prefix}/wishlist`, u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [], wishlist: [] });
  });

  it("POST {_id} adds the product (idempotently) and answers the wishlist field; DELETE removes it", async () => {
    const u = await createUser(t);
    const p = await createProduct(t, { title: "Scarf", brand: "hm", priceCents: 1250 });
    const add = await api.post(`${prefix}/wishlist`, { _id: p.id }, u.token);
    expect(add.status).toBe(200);
    expect(add.body.wishlist).toEqual([expect.objectContaining({ _id: p.id, id: p.id, title: "Scarf", brand: "h&m", price: 12.5 })]);
    expect((await api.post(`${prefix}/wishlist`, { _id: p.id }, u.token)).body.wishlist).toHaveLength(1);
    expect((await api.get(`${prefix}/wishlist`, u.token)).body.data.map((x: { _id: string }) => x._id)).toEqual([p.id]);

    const del = await api.del(`${prefix}/wishlist/${p.id}`, u.token);
    expect(del.status).toBe(200);
    expect(del.body.wishlist).toEqual([]);
    expect(await wished(u.id)).toEqual([]);
  });

  it("answers 401 to anonymous callers", async () => {
    const p = await createProduct(t);
    expect((await api.get(`${prefix}/wishlist`)).status).toBe(401);
    expect((await api.post(`${prefix}/wishlist`, { _id: p.id })).status).toBe(401);
    expect((await api.del(`${prefix}/wishlist/${p.id}`)).status).toBe(401);
  });

  it("only ever touches the caller's own list; another user's userId is a 403", async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const p = await createProduct(t);
    await api.post(`${prefix}/wishlist`, { _id: p.id }, other.token);
    const before = await wished(other.id);
    expect((await api.del(`${prefix}/wishlist/${p.id}`, u.token)).status).toBe(200);
    const posted = await api.post(`${prefix}/wishlist`, { _id: p.id, userId: other.id }, u.token);
    expect([posted.status, posted.body.message]).toEqual([403, "You can only access your own data."]);
    const deleted = await api.call("DELETE", `${prefix}/wishlist/${p.id}`, { body: { userId: other.id }, token: u.token });
    expect(deleted.status).toBe(403);
    expect(await wished(other.id)).toEqual(before);
    expect((await api.post(`${prefix}/wishlist`, { _id: p.id, userId: u.id }, u.token)).status).toBe(200);
    expect((await wished(u.id)).map((w) => w.productId)).toEqual([p.id]);
  });

  it("refuses a missing _id (400) and an unknown product (404)", async () => {
    const u = await createUser(t);
    const missing = await api.post(`${prefix}/wishlist`, {}, u.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("_id is required.");
    const unknown = await api.post(`${prefix}/wishlist`, { _id: "00000000-0000-4000-8000-000000000000" }, u.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Product not found");
    expect(await wished(u.id)).toEqual([]);
  });
});
