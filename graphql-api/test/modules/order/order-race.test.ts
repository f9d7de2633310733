import { afterAll, beforeAll, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, startTestServer, statementsByCheckout, statementsDuring, type TestServer } from "../../support/harness.js";
import { CAPTURE, addAddress, createApprovedOrder, errorOf, fillCart, stockOf } from "../../support/order-helpers.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

it("20 shoppers capture approved orders for the last 5 units at once: exactly 5 are paid, stock ends at 0", async () => {
  const product = await createProduct(t, { title: "Limited Sneaker", totalStock: 5 });
  const shoppers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const user = await createUser(t);
      const address = await addAddress(t, user.id);
      await fillCart(t, user.id, [{ productId: product.id, quantity: 1 }]);
      return { user, address };
    }),
  );
  // Every order is created and approved while stock still covers it.
  const approved = [];
  for (const s of shoppers) approved.push({ ...s, ...(await createApprovedOrder(t, s.user.token, s.address.id)) });

  const results = await Promise.all(approved.map((a) => t.gql(CAPTURE, { o: a.orderId, p: a.paymentId, r: a.payerId }, a.user.token)));

  const paid = results.filter((r) => r.data?.captureOrder?.paymentStatus === "paid");
  const refused = results.map(errorOf).filter(Boolean);
  expect(paid).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const e of refused) expect(e).toEqual({ code: "BAD_USER_INPUT", message: "Limited Sneaker is out of stock" });
  expect(await stockOf(t, product.id)).toBe(0);
  const orders = await t.db.prisma.order.groupBy({ by: ["paymentStatus"], where: { items: { some: { productId: product.id } } }, _count: true });
  expect(Object.fromEntries(orders.map((o) => [o.paymentStatus, o._count]))).toEqual({ paid: 5, failed: 15 });
}, 120_000);

it("two shoppers race for the last unit of size M: one is paid, M ends at 0 and size L is untouched", async () => {
  const product = await createVariantProduct(t, [{ size: "M", stock: 1 }, { size: "L", stock: 4 }], { title: "Race Tee" });
  const [m, l] = product.variants;
  const shoppers = await Promise.all(
    Array.from({ length: 2 }, async () => {
      const user = await createUser(t);
      const address = await addAddress(t, user.id);
      await fillCart(t, user.id, [{ productId: product.id, variantId: m!.id, quantity: 1 }]);
      return { user, address };
    }),
  );
  const approved = [];
  for (const s of shoppers) approved.push({ ...s, ...(await createApprovedOrder(t, s.user.token, s.address.id)) });

  const results = await Promise.all(approved.map((a) => t.gql(CAPTURE, { o: a.orderId, p: a.paymentId, r: a.payerId }, a.user.token)));

  expect(results.filter((r) => r.data?.captureOrder?.paymentStatus === "paid")).toHaveLength(1);
  expect(results.map(errorOf).filter(Boolean)).toEqual([{ code: "BAD_USER_INPUT", message: "Race Tee (M) is out of stock" }]);
  const stock = await t.db.prisma.productVariant.findMany({ where: { productId: product.id }, orderBy: { position: "asc" } });
  expect(stock.map((v) => [v.id, v.stock])).toEqual([[m!.id, 0], [l!.id, 4]]);
  expect(await stockOf(t, product.id)).toBe(4);
}, 120_000);

it("a payer whose units were sold while they paid is refused from the order's read, without a claim on the stock or a transaction", async () => {
  const product = await createProduct(t, { title: "Last Scarf", totalStock: 1 });
  const [first, late] = await approvedOrdersOfOne(product.id, 2);
  const paid = await t.gql(CAPTURE, { o: first!.orderId, p: first!.paymentId, r: first!.payerId }, first!.user.token);
  expect(paid.data?.captureOrder?.paymentStatus).toBe("paid");

  const { value: refused, checkouts } = await statementsByCheckout(t.db, () => t.gql(CAPTURE, { o: late!.orderId, p: late!.paymentId, r: late!.payerId }, late!.user.token));
  const sent = checkouts.flat();

  expect(errorOf(refused)).toEqual({ code: "BAD_USER_INPUT", message: "Last Scarf is out of stock" });
  expect(await t.db.prisma.order.findUnique({ where: { id: late!.orderId }, select: { paymentStatus: true, orderStatus: true } })).toEqual({ paymentStatus: "failed", orderStatus: "rejected" });
  // No stock row was locked or taken for an order the read already knew could not be served.
  expect(sent.filter((sql) => sql.includes('"ProductVariant"') && /\bUPDATE\b/.test(sql))).toEqual([]);
  expect(await stockOf(t, product.id)).toBe(0);
  // The refusal is one statement, no transaction: a sold-out hot product has as many refusals as sales.
  expect(sent.filter((sql) => /UPDATE "Order"/.test(sql))).toHaveLength(1);
  expect(sentAlone(checkouts, /UPDATE "Order"/).around).toEqual([]);
}, 120_000);

it("a payer's claim takes the stock, and PayPal's answer numbers the invoice, each in the one statement that moves the order, sent on its own: no round trip while the stock or the counter is locked", async () => {
  const product = await createProduct(t, { title: "Hot Cap", totalStock: 3 });
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, [{ productId: product.id, quantity: 2 }]);
  const a = await createApprovedOrder(t, user.token, address.id);

  const { value: paid, checkouts } = await statementsByCheckout(t.db, () => t.gql(CAPTURE, { o: a.orderId, p: a.paymentId, r: a.payerId }, user.token));
  const sent = checkouts.flat();

  expect(paid.data?.captureOrder?.paymentStatus).toBe("paid");
  expect(await stockOf(t, product.id)).toBe(1);
  // One statement locks and takes the variant's stock, and it is the claim itself: the order's move and its history.
  expect(sent.filter((sql) => /UPDATE "ProductVariant"/.test(sql))).toHaveLength(1);
  const claim = sentAlone(checkouts, /UPDATE "ProductVariant"/);
  expect(claim.statement).toMatch(/UPDATE "Order" SET "paymentStatus" = 'capturing'/);
  expect(claim.statement).toMatch(/INSERT INTO "OrderEvent"/);
  // Sent outside any transaction, it commits where it runs: no BEGIN before it, no COMMIT after it (in a transaction,
  // the stock stayed locked while its answer went to Node and the COMMIT came back).
  expect(claim.around).toEqual([]);
  // So is the move to paid with its invoice number: the year's counter, which every payment waits for, is not held
  // across a round trip either, and the order has its number.
  expect(sent.filter((sql) => /INSERT INTO "InvoiceCounter"/.test(sql))).toHaveLength(1);
  const numbering = sentAlone(checkouts, /INSERT INTO "InvoiceCounter"/);
  expect(numbering.statement).toMatch(/UPDATE "Order" t SET "paymentStatus"/);
  expect(numbering.around).toEqual([]);
  expect(await t.db.prisma.invoice.count({ where: { orderId: a.orderId, kind: "invoice" } })).toBe(1);
  const history = await t.db.prisma.orderEvent.findMany({ where: { orderId: a.orderId, field: "payment" }, orderBy: { id: "asc" } });
  expect(history.map((e) => [e.from, e.to, e.actor, e.actorId])).toEqual([
    [null, "pending", "shopper", user.id],
    ["pending", "capturing", "shopper", user.id],
    ["capturing", "paid", "shopper", user.id],
  ]);
}, 120_000);

it("the PayPal return page's capture (where the order stands) is answered from the order's row, without reading its lines, history or customer; a capture asking for them gets them", async () => {
  const product = await createProduct(t, { title: "Return Page Belt", totalStock: 5 });
  const [onReturnPage, askingAll] = await approvedOrdersOfOne(product.id, 2);
  const capture = (fields: string) => `mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { ${fields} } }`;
  // What web/src/pages/shop/PaypalReturn.tsx asks.
  const { value: paid, statements } = await statementsDuring(t.db, () =>
    t.gql(capture("id orderStatus paymentStatus totalCents"), { o: onReturnPage!.orderId, p: onReturnPage!.paymentId, r: onReturnPage!.payerId }, onReturnPage!.user.token),
  );
  expect(paid.errors).toBeUndefined();
  expect(paid.data.captureOrder).toMatchObject({ id: onReturnPage!.orderId, orderStatus: "confirmed", paymentStatus: "paid" });
  expect(paid.data.captureOrder.totalCents).toBeGreaterThan(0);
  // The history is read by the full view only (the order's mail reads its lines and customer, in the background).
  expect(statements.filter((sql) => sql.includes('FROM "public"."OrderEvent"'))).toEqual([]);

  const all = await t.gql(capture("paymentStatus userName items { title quantity } history { to }"), { o: askingAll!.orderId, p: askingAll!.paymentId, r: askingAll!.payerId }, askingAll!.user.token);
  expect(all.errors).toBeUndefined();
  expect(all.data.captureOrder).toMatchObject({ paymentStatus: "paid", userName: askingAll!.user.userName, items: [{ title: "Return Page Belt", quantity: 1 }] });
  expect(all.data.captureOrder.history.map((e: { to: string }) => e.to)).toEqual(expect.arrayContaining(["capturing", "paid", "confirmed"]));
}, 120_000);

/** `count` shoppers, each with one unit of `productId` in an order approved at PayPal and not yet captured. */
function approvedOrdersOfOne(productId: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUser(t);
      const address = await addAddress(t, user.id);
      await fillCart(t, user.id, [{ productId, quantity: 1 }]);
      return { user, ...(await createApprovedOrder(t, user.token, address.id)) };
    }),
  );
}

// The embedded database's driver logs no BEGIN and its commit as a comment.
const TRANSACTION_BOUNDS = /^\s*(BEGIN|COMMIT)\b|Implicit "COMMIT"/;

/**
 * The statement matching `pattern`, and the BEGIN before it or COMMIT after it on its connection, if any: a statement
 * sent alone has none.
 */
function sentAlone(checkouts: string[][], pattern: RegExp) {
  const checkout = checkouts.find((statements) => statements.some((sql) => pattern.test(sql)))!;
  const at = checkout.findIndex((sql) => pattern.test(sql));
  const around = [checkout[at - 1], checkout[at + 1]].filter((sql): sql is string => sql !== undefined && TRANSACTION_BOUNDS.test(sql));
  return { statement: checkout[at]!, around };
}
