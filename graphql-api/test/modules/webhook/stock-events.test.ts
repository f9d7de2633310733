// A hot product's stock as a partner mirroring it sees it: many shoppers paying for the last units at once (captures
// that win, claims refused for want of stock, declined cards giving their units back) and an admin cancelling the
// paid orders. Every stock move is one variant.stock_changed event carrying the stock after it, and the endpoint
// receives them in the order they happened, so the mirror ends at the shop's stock. The endpoint also wants the
// orders' events, as a mirror of orders and stock does: a move that pays or cancels without moving stock tells of no
// stock change (the outbox once wrote the variant's unchanged stock for every such move: 288 stock events in the
// bench's hot checkout where 100 moves happened).
import http from "node:http";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { addAddress, CREATE, fillCart, submitApprovalForm } from "../../support/order-helpers.js";

const CAPTURE = `mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { paymentStatus } }`;
const CANCEL = `mutation($id: ID!) { updateOrderStatus(id: $id, status: rejected) { paymentStatus } }`;
const HOLDS_STOCK = new Set(["capturing", "held", "paid", "refunding"]);

const got: { id: string; type: string }[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    got.push(JSON.parse(body));
    res.writeHead(204).end();
  });
});

let t: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
});
afterAll(async () => {
  await t?.close();
  server.close();
});

it("writes one variant.stock_changed per stock move of a hot product, with the stock after it, and delivers them in order", async () => {
  const admin = await createUser(t, { role: "admin" });
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/stock`;
  const made = await t.gql(`mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`, { i: { url, events: ["order.paid", "order.status_changed", "order.refunded", "variant.stock_changed"] } }, admin.token);
  expect(errorOf(made)).toBeNull();
  // 3 units: the two declined cards can hold at most 2 of them while their payment is asked for, so one unit is always
  // there for the 4 approving shoppers (with 2, a busy machine once had every approving shopper read the order while
  // the declined ones held both units: all refused, as a shop must, and no paid order to cancel).
  const product = await createProduct(t, { totalStock: 3 });

  // 6 shoppers approve, 2 of them with a card the bank declines; then all capture at the same moment.
  const shoppers = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const shopper = await createUser(t);
      const address = await addAddress(t, shopper.id);
      await fillCart(t, shopper.id, [{ productId: product.id, quantity: 1 }]);
      const created = await t.gql(CREATE, { a: address.id }, shopper.token);
      const { orderId, approvalURL } = created.data.createOrder as { orderId: string; approvalURL: string };
      const { location } = await submitApprovalForm(approvalURL, i % 3 === 0 ? "Pay with a card the bank declines" : "Approve");
      return { token: shopper.token, orderId, paymentId: location.searchParams.get("paymentId")!, payerId: location.searchParams.get("PayerID")! };
    }),
  );
  const captured = await Promise.all(shoppers.map((s) => t.gql(CAPTURE, { o: s.orderId, p: s.paymentId, r: s.payerId }, s.token)));
  const paid = shoppers.filter((_, i) => captured[i]!.data?.captureOrder?.paymentStatus === "paid");
  expect(paid.length).toBeGreaterThan(0);
  // The shop cancels the paid orders at once: each refund puts its unit back (a refund PayPal has not answered yet on
  // a busy machine stays refunding, its unit still out: the moves below are what happened).
  const cancelled = await Promise.all(paid.map((s) => t.gql(CANCEL, { id: s.orderId }, admin.token)));
  for (const c of cancelled) expect(c.errors).toBeUndefined();

  // The stock moves, from the orders' histories: a take or a return each time the payment enters or leaves holding.
  const moves = await t.db.prisma.orderEvent.findMany({ where: { field: "payment", orderId: { in: shoppers.map((s) => s.orderId) } } });
  const takes = moves.filter((m) => !HOLDS_STOCK.has(m.from ?? "") && HOLDS_STOCK.has(m.to)).length;
  const returns = moves.filter((m) => HOLDS_STOCK.has(m.from ?? "") && !HOLDS_STOCK.has(m.to)).length;
  expect(takes).toBeGreaterThanOrEqual(paid.length);
  expect(returns).toBeGreaterThan(0);

  const events = await t.db.prisma.webhookEvent.findMany({ where: { type: "variant.stock_changed", resourceKey: `product:${product.id}` }, orderBy: { seq: "asc" } });
  const stocks = events.map((e) => (e.data as { stock: number }).stock);
  expect(stocks).toHaveLength(takes + returns);
  // In the order they happened: each one unit from the one before, from 3 to the stock there is now.
  stocks.forEach((s, i) => expect(Math.abs(s - (i ? stocks[i - 1]! : 3))).toBe(1));
  expect(stocks.at(-1)).toBe((await t.db.prisma.productVariant.findUniqueOrThrow({ where: { id: product.variantId } })).stock);

  // The endpoint receives them all, in that order (first arrivals: a receiver deduplicates by the event id).
  const received = () => {
    const seen = new Set<string>();
    return got.filter((g) => g.type === "variant.stock_changed" && !seen.has(g.id) && seen.add(g.id)).map((g) => g.id);
  };
  await vi.waitFor(() => expect(received()).toHaveLength(events.length), { timeout: 30_000, interval: 100 });
  expect(received()).toEqual(events.map((e) => e.id));
});
