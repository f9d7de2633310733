import { afterAll, beforeAll, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { CAPTURE, addAddress, errorOf, fillCart, submitApprovalForm } from "../../support/order-helpers.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const QUOTE_FIELDS = `subtotalCents discountCents shippingCents shippingDiscountCents taxCents taxIncluded totalCents discountCode discountCodeMessage
  shippingMethodName taxLines { name ppm amountCents } lines { discountCents }`;
const SAVE_CODE = `mutation($id: ID, $i: DiscountCodeInput!) { saveDiscountCode(id: $id, input: $i) { id code usedCount active } }`;
const SAVE_METHOD = `mutation($i: ShippingMethodInput!) { saveShippingMethod(input: $i) { id name } }`;
const APPLY = `mutation($c: String!, $a: ID, $m: ID) { applyDiscountCode(code: $c, addressId: $a, shippingMethodId: $m) { ${QUOTE_FIELDS} } }`;
const QUOTE = `query($a: ID, $m: ID) { checkoutQuote(addressId: $a, shippingMethodId: $m) { ${QUOTE_FIELDS} } }`;
const CREATE = `mutation($a: ID!, $m: ID) { createOrder(addressId: $a, shippingMethodId: $m) { orderId approvalURL } }`;
const BREAKDOWN = `query($id: ID!) { order(id: $id) { totalAmountCents paymentStatus items { discountCents } breakdown {
  subtotalCents discountCents shippingCents shippingDiscountCents taxCents taxIncluded totalCents discountCode shippingMethodName country region
  taxLines { name ppm amountCents } } } }`;

let codeCounter = 0;
async function saveCode(input: Record<string, unknown>) {
  const r = await t.gql(SAVE_CODE, { i: { code: `CODE${++codeCounter}X`, kind: "percentage", basisPoints: 1000, ...input } }, admin.token);
  expect(r.errors).toBeUndefined();
  return r.data.saveDiscountCode as { id: string; code: string };
}

async function shopper(lines: { productId: string; quantity: number }[]) {
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, lines);
  return { user, address };
}

async function approvedOrder(token: string, addressId: string, methodId?: string) {
  const created = await t.gql(CREATE, { a: addressId, m: methodId ?? null }, token);
  expect(created.errors).toBeUndefined();
  const { orderId, approvalURL } = created.data.createOrder;
  const { location } = await submitApprovalForm(approvalURL, "Approve");
  return { orderId, paymentId: location.searchParams.get("paymentId")!, payerId: location.searchParams.get("PayerID")! };
}

it("a shopper applies spring10 in any case, picks express, sees the tax, and is charged exactly that breakdown", async () => {
  await t.gql(SAVE_CODE, { i: { code: "Spring10", kind: "percentage", basisPoints: 1000 } }, admin.token);
  const express = (await t.gql(SAVE_METHOD, { i: { name: "Express", priceCents: 1500, freeFromCents: 100_000, deliveryEstimate: "1-2 days" } }, admin.token)).data.saveShippingMethod;
  const tax = await t.gql(`mutation { saveTaxRate(input: { country: "us", name: "Sales tax", ppm: 50000 }) { id } }`, {}, admin.token);
  expect(tax.errors).toBeUndefined();
  const product = await createProduct(t, { priceCents: 4000 });
  const { user, address } = await shopper([{ productId: product.id, quantity: 2 }]);

  const applied = await t.gql(APPLY, { c: "  spring10 " }, user.token);
  expect(applied.errors).toBeUndefined();
  expect(applied.data.applyDiscountCode).toMatchObject({ subtotalCents: 8000, discountCents: 800, discountCode: "Spring10", shippingCents: 500, shippingMethodName: "Standard" });

  const quote = (await t.gql(QUOTE, { a: address.id, m: express.id }, user.token)).data.checkoutQuote;
  // 5% of (8,000 - 800 + 1,500) = 435
  expect(quote).toMatchObject({ discountCents: 800, shippingCents: 1500, taxCents: 435, taxIncluded: false, totalCents: 9135, discountCodeMessage: null });
  expect(quote.taxLines).toEqual([{ name: "Sales tax", ppm: 50000, amountCents: 435 }]);

  const o = await approvedOrder(user.token, address.id, express.id);
  const paid = await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, user.token);
  expect(paid.errors).toBeUndefined();
  const order = (await t.gql(BREAKDOWN, { id: o.orderId }, user.token)).data.order;
  expect(order).toMatchObject({ paymentStatus: "paid", totalAmountCents: 9135, items: [{ discountCents: 800 }] });
  expect(order.breakdown).toEqual({
    subtotalCents: 8000, discountCents: 800, shippingCents: 1500, shippingDiscountCents: 0, taxCents: 435, taxIncluded: false, totalCents: 9135,
    discountCode: "Spring10", shippingMethodName: "Express", country: "US", region: "", taxLines: [{ name: "Sales tax", ppm: 50000, amountCents: 435 }],
  });
  // The paid order has its invoice, for its shopper and the admin; another shopper is told it does not exist.
  const pdf = await fetch(`${t.url}/api/orders/${o.orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="INV-\d{4}-\d{6}\.pdf"$/);
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await fetch(`${t.url}/api/orders/${o.orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200);
  const stranger = await createUser(t);
  expect((await fetch(`${t.url}/api/orders/${o.orderId}/invoice.pdf`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
  // The admin's CSV carries the breakdown (the order's one line; orders of this test user only).
  const csv = await (await fetch(`${t.url}/api/admin/orders/export.csv?customerId=${user.id}`, { headers: { authorization: `Bearer ${admin.token}` } })).text();
  expect(csv.trim().split("\r\n")[1]!.split(",").slice(-9)).toEqual(["80.00", "15.00", "91.35", "Spring10", "8.00", "Express", "4.35", "no", "0.00"]);
  // The code's use is held by the paid order; the admin's changes are in the audit log.
  expect((await t.db.prisma.discountCode.findUniqueOrThrow({ where: { codeKey: "SPRING10" } })).usedCount).toBe(1);
  const audit = await t.db.prisma.auditEntry.findMany({ where: { actorId: admin.id }, select: { action: true } });
  expect(new Set(audit.map((a) => a.action))).toEqual(new Set(["discountCode.change", "shippingMethod.change", "taxRate.change"]));
  await t.db.prisma.taxRate.deleteMany({});
}, 60_000);

it("a code that does not apply is refused with its reason, and the cart keeps no code", async () => {
  const product = await createProduct(t, { priceCents: 2000, brand: "puma" });
  const { user } = await shopper([{ productId: product.id, quantity: 1 }]);
  const expired = await saveCode({ endsAt: new Date(Date.now() - 60_000).toISOString() });
  const later = await saveCode({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
  const big = await saveCode({ minSubtotalCents: 5000 });
  const off = await saveCode({ active: false });
  const adidas = await saveCode({ brands: ["adidas"] });
  const refusals = [];
  for (const code of [expired.code, later.code, big.code, off.code, adidas.code, "NOPE"]) refusals.push(errorOf(await t.gql(APPLY, { c: code }, user.token))?.message);
  expect(refusals).toEqual([
    "This code has expired.",
    "This code is not active yet.",
    "Spend $50.00 or more to use this code.",
    "This code is no longer active.",
    "This code does not apply to anything in your cart.",
    "We don't recognise this code. Please check it and try again.",
  ]);
  expect((await t.db.prisma.cart.findUniqueOrThrow({ where: { userId: user.id } })).discountCode).toBeNull();
});

it("codes are unique whatever their case", async () => {
  await saveCode({ code: "SAMECODE" });
  const again = await t.gql(SAVE_CODE, { i: { code: "samecode", kind: "fixed", amountCents: 500 } }, admin.token);
  expect(errorOf(again)).toEqual({ code: "CONFLICT", message: "The code SAMECODE already exists (codes are the same whatever their case)." });
});

it("a code with one use left and 20 shoppers paying at once: exactly one order gets it, 19 are refused", async () => {
  const code = await saveCode({ maxUses: 1 });
  const product = await createProduct(t, { priceCents: 3000, totalStock: 100 });
  const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper([{ productId: product.id, quantity: 1 }])));
  const approved = [];
  for (const s of shoppers) {
    expect((await t.gql(APPLY, { c: code.code }, s.user.token)).errors).toBeUndefined();
    approved.push({ ...s, ...(await approvedOrder(s.user.token, s.address.id)) });
  }
  const results = await Promise.all(approved.map((a) => t.gql(CAPTURE, { o: a.orderId, p: a.paymentId, r: a.payerId }, a.user.token)));

  expect(results.filter((r) => r.data?.captureOrder?.paymentStatus === "paid")).toHaveLength(1);
  const refused = results.map(errorOf).filter(Boolean);
  expect(refused).toHaveLength(19);
  for (const e of refused) expect(e).toEqual({ code: "BAD_USER_INPUT", message: "This code has been used up. Please check out again without it." });
  expect((await t.db.prisma.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usedCount).toBe(1);
  // The refused orders gave their stock back.
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).totalStock).toBe(99);
  // Every paid order of this server has an invoice, numbered 1, 2, ... without gaps (the refused claims took none).
  const paidCount = await t.db.prisma.order.count({ where: { paymentStatus: "paid" } });
  const numbers = (await t.db.prisma.invoice.findMany({ where: { kind: "invoice" }, orderBy: { number: "asc" } })).map((i) => i.number);
  expect(numbers).toEqual(Array.from({ length: paidCount }, (_, i) => i + 1));
}, 180_000);

it("an order cancelled before it is paid gives its use back", async () => {
  const code = await saveCode({ maxUses: 1 });
  const product = await createProduct(t, { priceCents: 3000 });
  const { user, address } = await shopper([{ productId: product.id, quantity: 1 }]);
  await t.gql(APPLY, { c: code.code }, user.token);
  const created = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder;
  const { location } = await submitApprovalForm(created.approvalURL, "Pay, PayPal holds it for review");
  await t.gql(CAPTURE, { o: created.orderId, p: location.searchParams.get("paymentId"), r: location.searchParams.get("PayerID") }, user.token);
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: created.orderId } })).paymentStatus).toBe("held");
  expect((await t.db.prisma.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usedCount).toBe(1);

  await t.db.prisma.order.update({ where: { id: created.orderId }, data: { captureStartedAt: new Date(0) } });
  const cancelled = await t.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: rejected) { orderStatus } }`, { id: created.orderId }, admin.token);
  expect(cancelled.errors).toBeUndefined();
  expect((await t.db.prisma.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usedCount).toBe(0);
}, 60_000);

it("after 10 unknown codes, every code is refused for a while to that account and address", async () => {
  const code = await saveCode({});
  const product = await createProduct(t, { priceCents: 3000 });
  const { user } = await shopper([{ productId: product.id, quantity: 1 }]);
  // Earlier tests of this server spent a little of the address's budget (one unknown code): it runs out within 10.
  const guesses = [];
  for (let i = 0; i < 10; i++) guesses.push(errorOf(await t.gql(APPLY, { c: `GUESS${i}` }, user.token))?.message);
  expect(guesses.slice(0, 8)).toEqual(Array(8).fill("We don't recognise this code. Please check it and try again."));
  const real = errorOf(await t.gql(APPLY, { c: code.code }, user.token));
  expect(real?.code).toBe("TOO_MANY_REQUESTS");
  expect(real?.message).toMatch(/^Too many attempts\. Please try again in/);
});
