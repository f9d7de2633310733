// "Hot-product checkout": many shoppers pay for the last units of one product at the same moment while PayPal is
// slow. Every shopper first checks out and approves at the built-in sandbox; then every capture is fired at once and
// each is timed until its order is settled (paid, or refused because the stock ran out).
import type { SqlExecutor } from "../graphql-api/src/db/database.js";

export interface HotCheckoutResult {
  shoppers: number;
  stock: number;
  sandboxLatencyMs: number;
  won: number;
  refused: number;
  errors: number;
  sampleError?: string;
  seconds: number;
  settledPerSecond: number;
  p50: number;
  p95: number;
  /** Read from the database afterwards: paid orders holding the product, and what is left of its stock. */
  paidOrders: number;
  stockLeft: number;
  /**
   * PostgreSQL only (the embedded database has room for the server alone): the paid orders whose confirmation email
   * (with its invoice) was sent, read while the server ran on, and how long after the checkout's last answer the last
   * one went.
   */
  confirmations?: { sent: number; secondsAfterCheckout: number };
}

export interface HotShopper {
  token: string;
  addressId: string;
}

const ADD = `mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { itemCount } }`;
const CREATE = `mutation($a: ID!) { createOrder(addressId: $a) { orderId approvalURL } }`;
const APPLY = `mutation($c: String!) { applyDiscountCode(code: $c) { discountCents } }`;
/** Every hot order carries a code and tax (issue 44): the code's use is taken with the stock, on one row for all. */
export const HOT_CODE = "HOTDROP10";
export const CAPTURE = `mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { id paymentStatus } }`;

/** Empties every cart and adds the hot product, a 10% code for it and a 5% tax; run while no server holds the database. */
export async function prepareHotProduct(sql: SqlExecutor, stock: number): Promise<string> {
  await sql.exec(`DELETE FROM "CartItem"`);
  await sql.exec(`UPDATE "Cart" SET "discountCode" = NULL`);
  await sql.exec(`INSERT INTO "DiscountCode" (id, code, "codeKey", kind, "basisPoints", "updatedAt") VALUES (gen_random_uuid(), '${HOT_CODE}', '${HOT_CODE}', 'percentage', 1000, now()) ON CONFLICT ("codeKey") DO NOTHING`);
  await sql.exec(`INSERT INTO "TaxRate" (id, country, region, name, ppm, "updatedAt") SELECT gen_random_uuid(), country, '', 'Bench tax', 50000, now() FROM "ShopSetting" WHERE id = 1 ON CONFLICT DO NOTHING`);
  const rows = await sql.query<{ id: string }>(
    `INSERT INTO "Product" (id, title, description, category, brand, image, "priceCents", "salePriceCents", "effectivePriceCents", "totalStock", "updatedAt")
     VALUES (gen_random_uuid(), 'Hot Drop Sneaker', 'The one everybody wants', 'footwear', 'nike', '/images/products/test.svg', 12000, 0, 12000, $1, now())
     RETURNING id`,
    [stock],
  );
  return rows[0]!.id;
}

export async function countHotOutcome(sql: SqlExecutor, productId: string) {
  const [paid] = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM "Order" o WHERE o."paymentStatus" = 'paid' AND EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o.id AND i."productId" = $1::uuid)`,
    [productId],
  );
  const [product] = await sql.query<{ totalStock: number }>(`SELECT "totalStock" FROM "Product" WHERE id = $1::uuid`, [productId]);
  return { paidOrders: Number(paid!.n), stockLeft: product!.totalStock };
}

/**
 * Waits until each of the product's `paid` orders has its confirmation recorded sent (its job's key in CompletedJob),
 * up to `timeoutMs`: what a burst of buyers waits for after paying. The seconds from `since` until the last was seen.
 */
export async function waitForConfirmations(sql: SqlExecutor, productId: string, paid: number, since: number, timeoutMs = 300_000) {
  let sent = 0;
  while (Date.now() - since < timeoutMs) {
    const [row] = await sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM "CompletedJob" c JOIN "Order" o ON c.key = 'order-confirmation:' || o.id::text
        WHERE o."paymentStatus" = 'paid' AND EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o.id AND i."productId" = $1::uuid)`,
      [productId],
    );
    sent = Number(row!.n);
    if (sent >= paid) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { sent, secondsAfterCheckout: Math.round((Date.now() - since) / 100) / 10 };
}

export async function gql(base: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string }[] } };
}

/** Cart, order and approval at the sandbox, with a few shoppers at a time (this part is not measured). */
export async function approvedCheckout(base: string, s: HotShopper, productId: string, code = HOT_CODE) {
  const added = await gql(base, s.token, ADD, { p: productId });
  if (added.body.errors) throw new Error(`addToCart: ${added.body.errors[0]!.message}`);
  const applied = await gql(base, s.token, APPLY, { c: code });
  if (applied.body.errors) throw new Error(`applyDiscountCode: ${applied.body.errors[0]!.message}`);
  const created = await gql(base, s.token, CREATE, { a: s.addressId });
  if (created.body.errors) throw new Error(`createOrder: ${created.body.errors[0]!.message}`);
  const { orderId, approvalURL } = created.body.data.createOrder as { orderId: string; approvalURL: string };
  const token = new URL(approvalURL).searchParams.get("token")!;
  const approved = await fetch(`${base}/paypal-sandbox/checkoutnow/approve`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const location = new URL(approved.headers.get("location") ?? "about:blank");
  return { orderId, paymentId: location.searchParams.get("paymentId") ?? token, payerId: location.searchParams.get("PayerID") ?? "" };
}

export async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!) : 0);

export async function runHotCheckout(base: string, shoppers: HotShopper[], productId: string, stock: number, sandboxLatencyMs: number) {
  const checkouts = await inBatches(shoppers, 16, (s) => approvedCheckout(base, s, productId));
  const t0 = performance.now();
  const outcomes = await Promise.all(
    shoppers.map(async (s, i) => {
      const c = checkouts[i]!;
      try {
        const r = await gql(base, s.token, CAPTURE, { o: c.orderId, p: c.paymentId, r: c.payerId });
        const ms = performance.now() - t0;
        if (r.body.data?.captureOrder?.paymentStatus === "paid") return { kind: "won" as const, ms };
        const message = r.body.errors?.[0]?.message ?? `HTTP ${r.status}`;
        return { kind: r.status < 500 && /out of stock/.test(message) ? ("refused" as const) : ("error" as const), ms, message };
      } catch (e) {
        return { kind: "error" as const, ms: performance.now() - t0, message: (e as Error).message };
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((o) => o.kind === "error");
  const settled = outcomes.length - errors.length;
  return {
    shoppers: shoppers.length,
    stock,
    sandboxLatencyMs,
    won: outcomes.filter((o) => o.kind === "won").length,
    refused: outcomes.filter((o) => o.kind === "refused").length,
    errors: errors.length,
    sampleError: (errors[0] as { message?: string } | undefined)?.message,
    seconds: Math.round(seconds * 100) / 100,
    settledPerSecond: Math.round((settled / seconds) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}
