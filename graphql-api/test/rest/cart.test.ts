import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient, type TestUser } from "../support/rest-client.js";

let t: TestServer, api: RestClient, me: TestUser, other: TestUser;
beforeAll(async () => ({ t, api, users: { me, other } } = await startRestSuite({ me: "user", other: "user" })));
afterAll(() => t?.close());

const lines = (userId: string) => t.db.prisma.cartItem.findMany({ where: { cart: { userId } } });

describe("cart", () => {
  it("GET /api/shop/cart/get/:userId answers an empty cart with items: []", async () => {
    const res = await api.get(`/api/shop/cart/get/${me.id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: expect.any(String), userId: me.id, items: [] } });
  });

  it("POST /api/shop/cart/add adds (quantity defaults to 1) and answers the cart with items", async () => {
    const p = await createProduct(t, { title: "Tee", priceCents: 2000, salePriceCents: 1500, totalStock: 5 });
    const res = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, quantity: 2 }, me.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ _id: expect.any(String), userId: me.id });
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ productId: p.id, title: "Tee", image: p.image, price: 20, salePrice: 15, quantity: 2 }),
    ]);
    const again = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id }, me.token);
    expect(again.body.data.items[0].quantity).toBe(3);
    const read = await api.get(`/api/shop/cart/get/${me.id}`, me.token);
    expect(read.body.data.items[0]).toMatchObject({ productId: p.id, quantity: 3 });
  });

  it("PUT /api/shop/cart/update-cart sets the quantity; DELETE removes the line", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, quantity: 1 }, me.token);
    const upd = await api.put("/api/shop/cart/update-cart", { userId: me.id, productId: p.id, quantity: 4 }, me.token);
    expect(upd.status).toBe(200);
    expect(upd.body.data.items.find((i: { productId: string }) => i.productId === p.id).quantity).toBe(4);
    const del = await api.del(`/api/shop/cart/${me.id}/${p.id}`, me.token);
    expect(del.status).toBe(200);
    expect(del.body.success).toBe(true);
    expect(del.body.data.items.some((i: { productId: string }) => i.productId === p.id)).toBe(false);
  });

  it("answers 401 to anonymous callers on every cart route", async () => {
    const p = await createProduct(t);
    expect((await api.get(`/api/shop/cart/get/${me.id}`)).status).toBe(401);
    expect((await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, quantity: 1 })).status).toBe(401);
    expect((await api.put("/api/shop/cart/update-cart", { userId: me.id, productId: p.id, quantity: 1 })).status).toBe(401);
    expect((await api.del(`/api/shop/cart/${me.id}/${p.id}`)).status).toBe(401);
  });

  it("refuses another user's userId with 403 and changes nothing", async () => {
    const p = await createProduct(t);
    await api.post("/api/shop/cart/add", { userId: other.id, productId: p.id, quantity: 1 }, other.token);
    const before = await lines(other.id);
    const mine = await lines(me.id);
    const get = await api.get(`/api/shop/cart/get/${other.id}`, me.token);
    expect(get.status).toBe(403);
    expect(get.body).toEqual({ success: false, message: "You can only access your own data." });
    expect((await api.post("/api/shop/cart/add", { userId: other.id, productId: p.id, quantity: 1 }, me.token)).status).toBe(403);
    expect((await api.put("/api/shop/cart/update-cart", { userId: other.id, productId: p.id, quantity: 5 }, me.token)).status).toBe(403);
    expect((await api.del(`/api/shop/cart/${other.id}/${p.id}`, me.token)).status).toBe(403);
    expect(await lines(other.id)).toEqual(before);
    expect(await lines(me.id)).toEqual(mine);
  });

  it("refuses bad input with 400 and unknown products with 404", async () => {
    const p = await createProduct(t, { totalStock: 2 });
    for (const quantity of ["2", -1, 0, 1.5]) {
      const res = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, quantity }, me.token);
      expect(res.status, String(quantity)).toBe(400);
    }
    const tooMany = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, quantity: 3 }, me.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Only 2 quantity can be added for this item");
    expect((await api.post("/api/shop/cart/add", { userId: me.id, quantity: 1 }, me.token)).status).toBe(400);
    const unknown = await api.post("/api/shop/cart/add", { userId: me.id, productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }, me.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Product not found");
    const notInCart = await api.put("/api/shop/cart/update-cart", { userId: me.id, productId: p.id, quantity: 1 }, me.token);
    expect(notInCart.status).toBe(404);
    expect((await lines(me.id)).some((l) => l.productId === p.id)).toBe(false);
  });
});
