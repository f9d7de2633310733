import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createVariantProduct, type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient, type TestUser } from "../support/rest-client.js";

let t: TestServer, api: RestClient, me: TestUser;
beforeAll(async () => ({ t, api, users: { me } } = await startRestSuite({ me: "user" })));
afterAll(() => t?.close());

describe("cart with sizes on the legacy REST API", () => {
  it("POST /api/shop/cart/add without a variant: 400 'Please choose a size' for a product with several sizes", async () => {
    const p = await createVariantProduct(t, [{ size: "M", stock: 3 }, { size: "L", stock: 3 }]);
    const res = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, quantity: 1 }, me.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Please choose a size" });
    const upd = await api.put("/api/shop/cart/update-cart", { userId: me.id, productId: p.id, quantity: 1 }, me.token);
    expect(upd.status).toBe(400);
    expect(upd.body).toEqual({ success: false, message: "Please choose a size" });
  });

  it("with variantId adds that size; the legacy keys stay and the variant's are added", async () => {
    const p = await createVariantProduct(t, [{ size: "M", stock: 3 }, { size: "L", stock: 3, priceCents: 2450 }], { title: "Hoodie", priceCents: 3000 });
    const l = p.variants[1]!;
    const res = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id, variantId: l.id, quantity: 2 }, me.token);
    expect(res.status).toBe(200);
    const line = res.body.data.items.find((i: { productId: string }) => i.productId === p.id);
    expect(line).toMatchObject({ productId: p.id, title: "Hoodie", price: 24.5, salePrice: 0, quantity: 2, variantId: l.id, size: "L", colour: "", sku: l.sku });
    const upd = await api.put("/api/shop/cart/update-cart", { userId: me.id, productId: p.id, variantId: l.id, quantity: 3 }, me.token);
    expect(upd.body.data.items.find((i: { variantId: string }) => i.variantId === l.id).quantity).toBe(3);
    const over = await api.put("/api/shop/cart/update-cart", { userId: me.id, productId: p.id, variantId: l.id, quantity: 4 }, me.token);
    expect(over).toMatchObject({ status: 400, body: { success: false, message: "Only 3 quantity can be added for this item" } });
  });

  it("a product with one size behaves as before: no variantId needed, same response shape", async () => {
    const p = await createProduct(t, { title: "Cap", priceCents: 1200, totalStock: 2 });
    const res = await api.post("/api/shop/cart/add", { userId: me.id, productId: p.id }, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.items.find((i: { productId: string }) => i.productId === p.id)).toMatchObject({ title: "Cap", price: 12, quantity: 1, totalStock: 2, size: "" });
    const product = await api.get(`/api/shop/products/get/${p.id}`);
    expect(product.body.data).toMatchObject({ _id: p.id, totalStock: 2 });
  });
});
