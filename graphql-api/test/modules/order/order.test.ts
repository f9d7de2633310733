import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, statementsDuring, type TestServer } from "../../support/harness.js";
import { PayPalProvider } from "../../../src/payments/paypal.js";
import { OrderService } from "../../../src/modules/order/order.service.js";
import { readOutbox } from "../../../src/mail/mailer.js";
import {
  CAPTURE, CREATE, ORDER, ORDER_FIELDS, addAddress, cartLines, createApprovedOrder, errorOf, fillCart, stockOf, submitApprovalForm,
} from "../../support/order-helpers.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const CAPTURE_STATUS = `mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { paymentStatus } }`;

/** A shopper with an address and a cart of the given lines. */
async function shopper(lines: { productId: string; quantity: number }[]) {
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, lines);
  return { user, address };
}

describe("createOrder", () => {
  it("prices the order on the server from current sale prices, with shipping, and snapshots the address", async () => {
    const shirt = await createProduct(t, { title: "Shirt", priceCents: 3000, salePriceCents: 2550, totalStock: 10, image: "/img/shirt.png" });
    const cap = await createProduct(t, { title: "Cap", priceCents: 1000, totalStock: 10 });
    const { user, address } = await shopper([{ productId: shirt.id, quantity: 2 }, { productId: cap.id, quantity: 1 }]);

    const created = await t.gql(CREATE, { a: address.id }, user.token);
    expect(created.errors).toBeUndefined();
    const { orderId, approvalURL } = created.data.createOrder;
    expect(approvalURL).toMatch(new RegExp(`^${t.url}/paypal-sandbox/checkoutnow\\?token=`));

    await t.db.prisma.address.update({ where: { id: address.id }, data: { city: "Elsewhere" } });
    const read = await t.gql(ORDER, { id: orderId }, user.token);
    expect(read.errors).toBeUndefined();
    const order = read.data.order;
    expect(order).toMatchObject({
      id: orderId, userId: user.id, userName: user.userName, orderStatus: "pending", paymentMethod: "paypal", paymentStatus: "pending",
      subtotal: 61, shippingCost: 5, totalAmount: 66, payerId: null,
      addressInfo: { addressId: address.id, address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "Ring twice" },
    });
    expect(order.paymentId).toBe(new URL(approvalURL).searchParams.get("token"));
    expect(order.items).toEqual([
      { productId: cap.id, title: "Cap", image: cap.image, price: 10, quantity: 1, total: 10 },
      { productId: shirt.id, title: "Shirt", image: "/img/shirt.png", price: 25.5, quantity: 2, total: 51 },
    ]);
    // PayPal is asked for exactly the server's total.
    const page = await (await fetch(approvalURL)).text();
    expect(page).toContain("<title>PayPal Sandbox</title>");
    expect(page).toContain("$66.00");
  });

  it("applies the shipping bands (2.50 from 1000, free from 2000)", async () => {
    const mid = await createProduct(t, { priceCents: 150_000, totalStock: 5 });
    const high = await createProduct(t, { priceCents: 250_000, salePriceCents: 200_000, totalStock: 5 });
    for (const [p, shipping, total] of [[mid, 2.5, 1502.5], [high, 0, 2000]] as const) {
      const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
      const { orderId } = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder;
      const order = (await t.gql(ORDER, { id: orderId }, user.token)).data.order;
      expect([order.shippingCost, order.totalAmount]).toEqual([shipping, total]);
    }
  });

  it("refuses an empty cart, a missing address and someone else's address", async () => {
    const p = await createProduct(t);
    const empty = await createUser(t);
    const emptyAddress = await addAddress(t, empty.id);
    expect(errorOf(await t.gql(CREATE, { a: emptyAddress.id }, empty.token))).toEqual({
      code: "BAD_USER_INPUT", message: "Your cart is empty. Please add items to proceed.",
    });

    const { user } = await shopper([{ productId: p.id, quantity: 1 }]);
    expect(errorOf(await t.gql(CREATE, { a: "  " }, user.token))).toEqual({ code: "BAD_USER_INPUT", message: "Please select one address to proceed." });
    expect(errorOf(await t.gql(CREATE, { a: emptyAddress.id }, user.token))).toEqual({ code: "NOT_FOUND", message: "Address not found" });
    expect(errorOf(await t.gql(CREATE, { a: "not-a-uuid" }, user.token))).toEqual({ code: "NOT_FOUND", message: "Address not found" });
    expect(await t.db.prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a line above current stock and creates nothing", async () => {
    const p = await createProduct(t, { title: "Rare Boots", totalStock: 5 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 3 }]);
    await t.db.prisma.product.update({ where: { id: p.id }, data: { totalStock: 2 } });
    expect(errorOf(await t.gql(CREATE, { a: address.id }, user.token))).toEqual({
      code: "BAD_USER_INPUT", message: "Only 2 quantity of Rare Boots is available",
    });
    expect(await t.db.prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("requires sign-in", async () => {
    expect(errorOf(await t.gql(CREATE, { a: "x" }))?.code).toBe("UNAUTHENTICATED");
  });

  it("answers PAYMENT_FAILED with the spec's message and leaves no order when PayPal is unreachable", async () => {
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const unreachable = new PayPalProvider({ baseUrl: "http://127.0.0.1:1", clientId: "a", clientSecret: "b" });
    const service = new OrderService({ prisma: t.db.prisma, hotQuery: t.db.hotQuery, config: t.config, tokens: t.shop.tokens, mailer: { send: async () => {} }, payments: unreachable });
    await expect(service.createOrder({ id: user.id, role: "user" }, address.id)).rejects.toMatchObject({
      code: "PAYMENT_FAILED", message: "Something went wrong during payment setup.",
    });
    expect(await t.db.prisma.order.count({ where: { userId: user.id } })).toBe(0);
    expect(await cartLines(t, user.id)).toEqual({ [p.id]: 1 });
  });
});

describe("captureOrder", () => {
  it("create → approve at the sandbox → capture: paid, stock taken once, bought lines leave the cart", async () => {
    const a = await createProduct(t, { totalStock: 10 });
    const b = await createProduct(t, { totalStock: 4 });
    const { user, address } = await shopper([{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    expect(approved.location.pathname).toBe("/shop/paypal-return");
    expect(approved.location.searchParams.get("orderId")).toBe(approved.orderId);
    expect(approved.payerId).toMatch(/^[A-Z0-9]{13}$/);
    // Something added to the cart after checkout is not part of the order and stays.
    const extra = await createProduct(t);
    await fillCart(t, user.id, [{ productId: extra.id, quantity: 2 }]);

    const r = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.captureOrder).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed", payerId: approved.payerId, paymentId: approved.paymentId });
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([7, 3]);
    expect(await cartLines(t, user.id)).toEqual({ [extra.id]: 2 });
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: approved.orderId } })).capturedAt).toBeInstanceOf(Date);
    // The confirmation is a background job: it arrives shortly after the answer.
    await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === user.email).length).toBe(1);
    const mails = readOutbox(t.config.outboxDir).filter((m) => m.to === user.email);
    expect(mails[0]!.text).toContain(approved.orderId);

    // A second capture changes nothing and returns the same paid order.
    const again = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(again.errors).toBeUndefined();
    expect(again.data.captureOrder.paymentStatus).toBe("paid");
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([7, 3]);
    expect(readOutbox(t.config.outboxDir).filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it("the confirmation, its invoice attached, reads the order once and records itself sent in one statement", async () => {
    const p = await createProduct(t, { title: "Mail Scarf", totalStock: 5 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    const toShopper = () => readOutbox(t.config.outboxDir).filter((m) => m.to === user.email);
    const { statements } = await statementsDuring(t.db, async () => {
      // As the PayPal return page asks it: the answer reads none of the order's lines.
      const r = await t.gql(CAPTURE_STATUS, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
      expect(r.data.captureOrder.paymentStatus).toBe("paid");
      await expect.poll(() => toShopper().length).toBe(1);
      // Recorded once the mail is sent: waited for with a count, which the checks below leave out.
      await expect.poll(() => t.db.prisma.completedJob.count({ where: { key: `order-confirmation:${approved.orderId}` } })).toBe(1);
    });
    const [mail] = toShopper();
    expect(mail!.text).toContain("1 x Mail Scarf");
    expect(mail!.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf", filename: expect.stringMatching(/\.pdf$/) })]);
    // The email and its invoice are drawn from one read of the order's lines (they were read twice, once for each).
    expect(statements.filter((sql) => sql.includes('FROM "public"."OrderItem"'))).toHaveLength(1);
    // Whether it was sent, then that it was: one look and one insert, no transaction around them.
    const record = statements.filter((sql) => sql.includes('"public"."CompletedJob"') && !/COUNT\(/.test(sql));
    expect(record).toHaveLength(2);
    expect(record[1]).toMatch(/INSERT INTO "public"."CompletedJob".*ON CONFLICT DO NOTHING/s);
  });

  it("only decrements a cart line by the bought quantity when the shopper added more meanwhile", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 2 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    await fillCart(t, user.id, [{ productId: p.id, quantity: 5 }]);
    await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(await cartLines(t, user.id)).toEqual({ [p.id]: 3 });
    expect(await stockOf(t, p.id)).toBe(8);
  });

  it("sends the confirmation on the shopper's retry when the replica that paid the order died before queuing it, and only once", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    // Paid by another replica, which was lost between saving the order and queuing its email.
    await t.db.prisma.order.update({ where: { id: approved.orderId }, data: { paymentStatus: "paid", orderStatus: "confirmed" } });
    const toShopper = () => readOutbox(t.config.outboxDir).filter((m) => m.to === user.email);
    expect(toShopper()).toHaveLength(0);

    const retry = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(retry.data.captureOrder.paymentStatus).toBe("paid");
    await expect.poll(() => toShopper().length).toBe(1);
    expect(toShopper()[0]!.text).toContain(approved.orderId);
    await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    await expect.poll(async () => t.db.prisma.completedJob.count({ where: { key: `order-confirmation:${approved.orderId}` } })).toBe(1);
    expect(toShopper()).toHaveLength(1);
  });

  it("10 concurrent captures of one order: one effect", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 2 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token)),
    );
    for (const r of results) {
      expect(r.errors).toBeUndefined();
      expect(r.data.captureOrder.paymentStatus).toBe("paid");
    }
    expect(await stockOf(t, p.id)).toBe(8);
  });

  it("cancel at the sandbox: capture fails clearly, stock and cart untouched, the order stays pending", async () => {
    const p = await createProduct(t, { totalStock: 6 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 2 }]);
    const { orderId, approvalURL } = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder;
    const { location } = await submitApprovalForm(approvalURL, "Cancel");
    expect(location.pathname).toBe("/shop/checkout");
    const paymentId = new URL(approvalURL).searchParams.get("token")!;

    const r = await t.gql(CAPTURE, { o: orderId, p: paymentId, r: "NOPAYER" }, user.token);
    expect(errorOf(r)).toEqual({ code: "PAYMENT_FAILED", message: "The payment has not been approved at PayPal yet. Please approve it and try again." });
    expect(await stockOf(t, p.id)).toBe(6);
    expect(await cartLines(t, user.id)).toEqual({ [p.id]: 2 });
    expect((await t.gql(ORDER, { id: orderId }, user.token)).data.order.paymentStatus).toBe("pending");
  });

  it("out of stock at capture: nothing captured, the order fails, stock untouched", async () => {
    const p = await createProduct(t, { title: "Last Jacket", totalStock: 3 });
    const q = await createProduct(t, { totalStock: 3 });
    const { user, address } = await shopper([{ productId: q.id, quantity: 1 }, { productId: p.id, quantity: 2 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    await t.db.prisma.product.update({ where: { id: p.id }, data: { totalStock: 1 } });
    const r = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(errorOf(r)).toEqual({ code: "BAD_USER_INPUT", message: "Last Jacket is out of stock" });
    expect([await stockOf(t, p.id), await stockOf(t, q.id)]).toEqual([1, 3]);
    expect(await cartLines(t, user.id)).toEqual({ [p.id]: 2, [q.id]: 1 });
    const order = await t.db.prisma.order.findUniqueOrThrow({ where: { id: approved.orderId } });
    expect([order.paymentStatus, order.orderStatus]).toEqual(["failed", "rejected"]);
    // The sandbox never captured: the payment is still only approved.
    const retry = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(errorOf(retry)?.code).toBe("BAD_USER_INPUT");
  });

  it("a captured amount that differs from the order total fails the capture and rolls the stock back", async () => {
    const p = await createProduct(t, { priceCents: 1000, totalStock: 5 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    await t.db.prisma.order.update({ where: { id: approved.orderId }, data: { subtotalCents: 99_499, totalCents: 99_999 } });
    const r = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, user.token);
    expect(errorOf(r)?.code).toBe("PAYMENT_FAILED");
    expect(await stockOf(t, p.id)).toBe(5);
  });

  it("refuses a payment id that is not the order's, and another user's order", async () => {
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    const wrong = await t.gql(CAPTURE, { o: approved.orderId, p: "SOMEOTHERID", r: approved.payerId }, user.token);
    expect(errorOf(wrong)).toEqual({ code: "BAD_USER_INPUT", message: "This payment does not belong to this order." });

    const intruder = await createUser(t);
    const stolen = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, intruder.token);
    expect(errorOf(stolen)).toEqual({ code: "NOT_FOUND", message: "Order not found" });
    expect(errorOf(await t.gql(ORDER, { id: approved.orderId }, intruder.token))).toEqual({ code: "NOT_FOUND", message: "Order not found" });
    expect(errorOf(await t.gql(CAPTURE, { o: "nope", p: "x", r: "y" }, user.token))?.code).toBe("NOT_FOUND");
    expect((await t.gql(ORDER, { id: approved.orderId }, user.token)).data.order.paymentStatus).toBe("pending");
  });
});

describe("order lists and admin", () => {
  const MY = `query($page: Int, $size: Int) { myOrders(page: $page, pageSize: $size) { total page pageSize items { id userName } } }`;
  const ADMIN = `query($s: OrderStatus, $size: Int) { adminOrders(status: $s, pageSize: $size) { total items { id userName orderStatus } } }`;
  const UPDATE = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { ${ORDER_FIELDS} } }`;

  it("myOrders: own orders only, newest first, paginated", async () => {
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder.orderId);
    const first = await t.gql(MY, { page: 1, size: 2 }, user.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.myOrders).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = await t.gql(MY, { page: 2, size: 2 }, user.token);
    expect([...first.data.myOrders.items, ...second.data.myOrders.items].map((o: { id: string }) => o.id)).toEqual(ids.reverse());
    expect(first.data.myOrders.items[0].userName).toBe(user.userName);
    expect(errorOf(await t.gql(MY, { page: 0 }, user.token))?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(await t.gql(MY, { size: 1000 }, user.token))?.code).toBe("BAD_USER_INPUT");
    expect((await t.gql(MY, {}, (await createUser(t)).token)).data.myOrders.total).toBe(0);
  });

  it("admin: lists every order with the customer's userName, filters by status, reads and updates any order", async () => {
    const admin = await createUser(t, { role: "admin" });
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const { orderId } = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder;

    const read = await t.gql(ORDER, { id: orderId }, admin.token);
    expect(read.data.order.userName).toBe(user.userName);

    const unpaid = await t.gql(UPDATE, { id: orderId, s: "inShipping" }, admin.token);
    expect(errorOf(unpaid)).toEqual({ code: "CONFLICT", message: "This order is Pending payment; it can only be Cancelled." });
    await t.db.prisma.order.update({ where: { id: orderId }, data: { paymentStatus: "paid", orderStatus: "confirmed" } });
    const updated = await t.gql(UPDATE, { id: orderId, s: "inShipping" }, admin.token);
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateOrderStatus.orderStatus).toBe("inShipping");

    const shipped = await t.gql(ADMIN, { s: "inShipping", size: 100 }, admin.token);
    expect(shipped.data.adminOrders.items).toContainEqual({ id: orderId, userName: user.userName, orderStatus: "inShipping" });
    expect(shipped.data.adminOrders.items.every((o: { orderStatus: string }) => o.orderStatus === "inShipping")).toBe(true);
    const all = await t.gql(ADMIN, { size: 100 }, admin.token);
    expect(all.data.adminOrders.total).toBe(await t.db.prisma.order.count());

    expect(errorOf(await t.gql(UPDATE, { id: "00000000-0000-4000-8000-000000000000", s: "delivered" }, admin.token))?.code).toBe("NOT_FOUND");
    expect(errorOf(await t.gql(UPDATE, { id: "bad", s: "delivered" }, admin.token))?.code).toBe("NOT_FOUND");
  });

  it("customers and anonymous callers cannot use the admin fields", async () => {
    const customer = await createUser(t);
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const { orderId } = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder;
    expect(errorOf(await t.gql(ADMIN, {}, customer.token))?.code).toBe("FORBIDDEN");
    expect(errorOf(await t.gql(UPDATE, { id: orderId, s: "delivered" }, customer.token))?.code).toBe("FORBIDDEN");
    expect(errorOf(await t.gql(UPDATE, { id: orderId, s: "delivered" }, user.token))?.code).toBe("FORBIDDEN");
    expect(errorOf(await t.gql(ADMIN, {}))?.code).toBe("UNAUTHENTICATED");
    expect(errorOf(await t.gql(MY, {}))?.code).toBe("UNAUTHENTICATED");
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).orderStatus).toBe("pending");
  });
});
