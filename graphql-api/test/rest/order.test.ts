import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createProduct, type TestServer } from "../support/harness.js";
import { addAddress, fillCart, submitApprovalForm } from "../support/order-helpers.js";
import { startRestSuite, type RestClient, type TestUser } from "../support/rest-client.js";

let t: TestServer, api: RestClient, admin: TestUser;
beforeAll(async () => ({ t, api, users: { admin } } = await startRestSuite({ admin: "admin" })));
afterAll(() => t?.close());

/** A shopper with an address and one cart line (quantity 2 of a 30.00 product on sale at 25.50). */
async function shopper() {
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  const product = await createProduct(t, { title: "Shirt", priceCents: 3000, salePriceCents: 2550, totalStock: 10 });
  await fillCart(t, user.id, [{ productId: product.id, quantity: 2 }]);
  return { user, address, product };
}

/** The spec's client sends the whole order; the server must ignore its prices, totals and lines. */
const forgedOrder = (userId: string, addressId: string) => ({
  userId,
  cartId: "whatever",
  cartItems: [{ productId: "x", title: "Free stuff", image: "", price: "0.01", quantity: 100 }],
  addressInfo: { addressId, address: "Elsewhere", city: "X", pincode: "1", phone: "1", notes: "" },
  orderStatus: "delivered",
  paymentMethod: "paypal",
  paymentStatus: "paid",
  totalAmount: 0.01,
  orderDate: new Date().toISOString(),
  orderUpdateDate: new Date().toISOString(),
  paymentId: "",
  payerId: "",
});

describe("POST /api/shop/order/create", () => {
  it("builds the order from the caller's cart and address, ignoring client prices, and answers success, approvalURL, orderId", async () => {
    const { user, address, product } = await shopper();
    const res = await api.post("/api/shop/order/create", forgedOrder(user.id, address.id), user.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, approvalURL: expect.stringMatching(/^http/), orderId: expect.any(String) });
    const order = await t.db.prisma.order.findUniqueOrThrow({ where: { id: res.body.orderId }, include: { items: true } });
    expect(order).toMatchObject({ totalCents: 5100 + 500, paymentStatus: "pending", orderStatus: "pending", city: "Springfield" });
    expect(order.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, priceCents: 2550 })]);
  });

  it("accepts a plain addressId too", async () => {
    const { user, address } = await shopper();
    const res = await api.post("/api/shop/order/create", { addressId: address.id }, user.token);
    expect(res.status).toBe(201);
  });

  it("answers 401 anonymous, 403 for another userId, 400 for a missing address, 404 for someone else's address", async () => {
    const { user, address } = await shopper();
    const stranger = await shopper();
    expect((await api.post("/api/shop/order/create", forgedOrder(user.id, address.id))).status).toBe(401);
    const wrong = await api.post("/api/shop/order/create", forgedOrder(stranger.user.id, address.id), user.token);
    expect(wrong.status).toBe(403);
    const missing = await api.post("/api/shop/order/create", { userId: user.id, addressInfo: {} }, user.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please select one address to proceed.");
    expect((await api.post("/api/shop/order/create", { addressId: stranger.address.id }, user.token)).status).toBe(404);
    expect(await t.db.prisma.order.count({ where: { userId: { in: [user.id, stranger.user.id] } } })).toBe(0);
  });
});

describe("capture, list and details", () => {
  it("captures through the sandbox (idempotently), then lists and details the order with the spec's fields", async () => {
    const { user, address, product } = await shopper();
    const created = await api.post("/api/shop/order/create", forgedOrder(user.id, address.id), user.token);
    const { location } = await submitApprovalForm(created.body.approvalURL, "Approve");
    const capture = { paymentId: location.searchParams.get("paymentId"), payerId: location.searchParams.get("PayerID"), orderId: created.body.orderId };

    const first = await api.post("/api/shop/order/capture", capture, user.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { _id: created.body.orderId, paymentStatus: "paid", orderStatus: "confirmed" } });
    const again = await api.post("/api/shop/order/capture", capture, user.token);
    expect(again.status).toBe(200);
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).totalStock).toBe(8);

    const list = await api.get(`/api/shop/order/list/${user.id}`, user.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const details = await api.get(`/api/shop/order/details/${created.body.orderId}`, user.token);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      _id: created.body.orderId,
      userId: user.id,
      cartItems: [{ productId: product.id, title: "Shirt", image: product.image, price: 25.5, quantity: 2 }],
      addressInfo: { addressId: address.id, address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "Ring twice" },
      orderStatus: "confirmed",
      paymentMethod: "paypal",
      paymentStatus: "paid",
      totalAmount: 56,
      shippingCost: 5,
      paymentId: capture.paymentId,
      payerId: expect.any(String),
      orderDate: expect.any(String),
      orderUpdateDate: expect.any(String),
    });
  });

  it("a payment PayPal holds for review is not reported as a success: 202, success false, the order not paid", async () => {
    const { user, address } = await shopper();
    const created = await api.post("/api/shop/order/create", { addressId: address.id }, user.token);
    const { location } = await submitApprovalForm(created.body.approvalURL, "Pay, PayPal holds it for review");
    const capture = { paymentId: location.searchParams.get("paymentId"), payerId: location.searchParams.get("PayerID"), orderId: created.body.orderId };

    const res = await api.post("/api/shop/order/capture", capture, user.token);

    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      success: false,
      message: "PayPal has not confirmed this payment yet. Your order will be confirmed as soon as it does; please do not pay again.",
      data: { _id: created.body.orderId, paymentStatus: "held", orderStatus: "pending" },
    });
  });

  it("refuses capture with bad input (400) or anonymously (401), and another user's order is 404", async () => {
    const { user, address } = await shopper();
    const other = await shopper();
    const created = await api.post("/api/shop/order/create", { addressId: address.id }, user.token);
    expect((await api.post("/api/shop/order/capture", { orderId: created.body.orderId, paymentId: "x", payerId: "y" })).status).toBe(401);
    const bad = await api.post("/api/shop/order/capture", { orderId: created.body.orderId, paymentId: "", payerId: "y" }, user.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("paymentId is required.");
    expect((await api.post("/api/shop/order/capture", { orderId: created.body.orderId, paymentId: "x", payerId: "y" }, other.user.token)).status).toBe(404);
    expect((await api.get(`/api/shop/order/details/${created.body.orderId}`, other.user.token)).status).toBe(404);
    expect((await api.get("/api/shop/order/details/not-an-id", user.token)).status).toBe(404);
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: created.body.orderId } })).paymentStatus).toBe("pending");
  });

  it("lists: data: [] when empty, 401 anonymous, 403 for another userId, 400 for bad paging", async () => {
    const fresh = await createUser(t);
    const other = await createUser(t);
    const empty = await api.get(`/api/shop/order/list/${fresh.id}`, fresh.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ success: true, data: [] });
    expect((await api.get(`/api/shop/order/list/${fresh.id}`)).status).toBe(401);
    const wrong = await api.get(`/api/shop/order/list/${other.id}`, fresh.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("You can only access your own data.");
    expect((await api.get(`/api/shop/order/list/${fresh.id}?limit=-3`, fresh.token)).status).toBe(400);
  });
});

describe("admin orders", () => {
  it("lists all orders, details any order, and moves a paid order along its lifecycle in the spec's spellings", async () => {
    const { user, address } = await shopper();
    const { body } = await api.post("/api/shop/order/create", { addressId: address.id }, user.token);
    const list = await api.get("/api/admin/orders/get", admin.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: { _id: string }) => o._id)).toContain(body.orderId);
    const details = await api.get(`/api/admin/orders/details/${body.orderId}`, admin.token);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ _id: body.orderId, userId: user.id });

    // Unpaid: only a payment confirms it.
    const early = await api.put(`/api/admin/orders/update/${body.orderId}`, { orderStatus: "Confirmed" }, admin.token);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ success: false, message: "This order is Pending payment; it can only be Cancelled." });

    const { location } = await submitApprovalForm(body.approvalURL, "Approve");
    const paid = await api.post("/api/shop/order/capture", { orderId: body.orderId, paymentId: location.searchParams.get("paymentId"), payerId: location.searchParams.get("PayerID") }, user.token);
    expect(paid.body.data.orderStatus).toBe("confirmed");
    for (const [spelling, stored] of [["in process", "inProcess"], ["On the way", "inShipping"], ["Delivered", "delivered"]]) {
      const res = await api.put(`/api/admin/orders/update/${body.orderId}`, { orderStatus: spelling }, admin.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: "Order status is updated successfully!" });
      expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: body.orderId } })).orderStatus).toBe(stored);
    }
    const final = await api.put(`/api/admin/orders/update/${body.orderId}`, { orderStatus: "rejected" }, admin.token);
    expect(final.status).toBe(409);
    expect(final.body).toEqual({ success: false, message: "This order is Delivered; its status can no longer change." });
  });

  it("answers 401 anonymous and 403 customers on every admin order route, changing nothing", async () => {
    const { user, address } = await shopper();
    const { body } = await api.post("/api/shop/order/create", { addressId: address.id }, user.token);
    for (const token of [undefined, user.token]) {
      const expected = token ? 403 : 401;
      expect((await api.get("/api/admin/orders/get", token)).status).toBe(expected);
      expect((await api.get(`/api/admin/orders/details/${body.orderId}`, token)).status).toBe(expected);
      expect((await api.put(`/api/admin/orders/update/${body.orderId}`, { orderStatus: "delivered" }, token)).status).toBe(expected);
    }
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: body.orderId } })).orderStatus).toBe("pending");
  });

  it("refuses an unknown status (400) and an unknown order (404)", async () => {
    const { user, address } = await shopper();
    const { body } = await api.post("/api/shop/order/create", { addressId: address.id }, user.token);
    const bad = await api.put(`/api/admin/orders/update/${body.orderId}`, { orderStatus: "teleported" }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Invalid order status/);
    expect((await api.put(`/api/admin/orders/update/${body.orderId}`, {}, admin.token)).status).toBe(400);
    const unknown = await api.put("/api/admin/orders/update/00000000-0000-4000-8000-000000000000", { orderStatus: "delivered" }, admin.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Order not found");
    expect((await api.get("/api/admin/orders/details/nope", admin.token)).status).toBe(404);
    expect((await api.get("/api/admin/orders/get?status=teleported", admin.token)).status).toBe(400);
  });
});
