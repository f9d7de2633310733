// Steady sales in the background of a scenario, so stock changes as it does on a selling day while the scenario's
// readers are measured (issue 47: catalogue reads that stay fast while the shop sells). A sale moves stock at its
// capture, so by default ("capture") each sale is the capture of an order its shopper put in a cart, checked out and
// approved at the sandbox before the sales started; BENCH_SALES_PATH=checkout does the whole checkout (cart, order,
// approval, capture) on the spot, and then the measured server also spends the carts' and orders' CPU;
// BENCH_SALES_PATH=sql moves the stock with the statement the capture's claim runs (stock-moves.ts: the product locked,
// the variant's stock taken), sent by the bench itself: the stock moves as a sale moves it, on the database every
// replica reads, without the capture's own work (its PayPal call, the offline sandbox's answer and webhook, its mail and
// invoice) on the measured server. Issue 47 allows either; the two together tell the catalogue's cost from the sale's.
import pg from "pg";
import type { Shopper } from "./scenarios.js";

const ADD = `mutation Add($p: ID!, $v: ID, $q: Int!) { addToCart(productId: $p, variantId: $v, quantity: $q) { itemCount } }`;
const CREATE = `mutation Create($a: ID!) { createOrder(addressId: $a) { orderId approvalURL } }`;
const CAPTURE = `mutation Capture($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { paymentStatus } }`;

export type SalesPath = "capture" | "checkout" | "sql";

const PATHS: SalesPath[] = ["capture", "checkout", "sql"];
const askedPath = process.env.BENCH_SALES_PATH ?? "capture";
if (!PATHS.includes(askedPath as SalesPath)) throw new Error(`BENCH_SALES_PATH must be one of ${PATHS.join(", ")}, not ${askedPath}`);
export const SALES_PATH = askedPath as SalesPath;

/** How the sales of SALES_PATH are made, for the scenarios' names. */
export const SALES_HOW: Record<SalesPath, string> = {
  capture: "by the shop's capture",
  checkout: "by the shop's capture, each after its whole checkout",
  sql: "by the capture's stock statement, sent straight to the database",
};

/** The capture's take of one unit (stock-moves.ts takeStock, one line): the product locked, then its variant's stock. */
const TAKE_ONE = `WITH locked AS (SELECT id FROM "Product" WHERE id = $1::uuid FOR UPDATE)
  UPDATE "ProductVariant" v SET "stock" = v."stock" - 1, "updatedAt" = now()
  WHERE v.id = $2::uuid AND v."stock" >= 1 AND (SELECT count(*) FROM locked) >= 0 RETURNING v.id`;

export interface SalesOutcome {
  sales: number;
  errors: number;
  seconds: number;
  firstError?: string;
}

/** An order approved at the sandbox: what the shopper's browser holds on PayPal's return page, before the capture. */
interface ApprovedOrder {
  shopper: Shopper;
  orderId: string;
  paymentId: string;
  payerId: string;
}

async function gql(base: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(`${query.slice(9, 20)}: ${body.errors[0]!.message}`);
  return body.data;
}

/** One unit in the cart, the order, and the approval at the sandbox. */
async function approveOne(base: string, s: Shopper): Promise<ApprovedOrder> {
  const product = s.products[Math.floor(Math.random() * s.products.length)]!;
  await gql(base, s.token, ADD, { p: product.id, v: product.variantId, q: 1 });
  const { orderId, approvalURL } = (await gql(base, s.token, CREATE, { a: s.addressId })).createOrder as { orderId: string; approvalURL: string };
  const token = new URL(approvalURL).searchParams.get("token")!;
  const approved = await fetch(`${base}/paypal-sandbox/checkoutnow/approve`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const location = new URL(approved.headers.get("location") ?? "about:blank");
  return { shopper: s, orderId, paymentId: location.searchParams.get("paymentId") ?? token, payerId: location.searchParams.get("PayerID") ?? "" };
}

/** The capture: the stock moves, the order is paid, its mail and invoice are queued. */
async function captureOne(base: string, o: ApprovedOrder) {
  const paid = await gql(base, o.shopper.token, CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId });
  if (paid.captureOrder.paymentStatus !== "paid") throw new Error(`capture: ${paid.captureOrder.paymentStatus}`);
}

export interface RowUpdates {
  updates: number;
  /** Heap-only: the row rewritten in place, with no new entry in any of the table's indexes. */
  hot: number;
}

/**
 * Product rows updated so far, and how many of them HOT, as PostgreSQL counts them (pg_stat_user_tables); null off
 * PostgreSQL. A sale updates its product's row (the variants' trigger: totalStock, updatedAt); HOT, it leaves the
 * product's 13 indexes, the two trigram ones included, alone. A backend reports its counts within 10 s of its last
 * write (PostgreSQL 15+ when idle): read a figure that must include a run's last sales that long after them.
 */
export async function productRowUpdates(databaseUrl?: string): Promise<RowUpdates | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot FROM pg_stat_user_tables WHERE relname = 'Product'`);
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}

/** What a scenario's note says of the sales made beside it. */
export function soldNote(sold: SalesOutcome, path: SalesPath = SALES_PATH): string {
  const rate = sold.sales / Math.max(sold.seconds, 1e-9);
  const how = {
    capture: "captures of orders approved before the slice; their CPU included above",
    checkout: "whole checkouts: cart, order, approval, capture; their CPU included above",
    sql: "the capture's stock statement, sent by the bench: no capture's CPU on the server",
  }[path];
  return `${sold.sales} units sold in ${sold.seconds.toFixed(0)} s (${rate.toFixed(1)}/s, ${how})${sold.errors ? `, ${sold.errors} sales failed: ${sold.firstError}` : ""}`;
}

/**
 * The background buyers of the "while the shop sells" scenarios. start() sells `perSecond` units a second for about
 * `seconds` seconds; its stop() ends it and tells what was sold. On the capture path start() first approves enough
 * orders (awaited, before any measurement starts: a few at a time, one per shopper, since a shopper's newer checkout
 * cancels their older unpaid one); orders a run did not capture are kept for the next. A run that outlasts them counts
 * each missing sale as failed. On the checkout path each shopper buys one purchase at a time. The sql path needs
 * `databaseUrl` (PostgreSQL: the embedded database has room for one process only) and takes a unit of one of the
 * shoppers' products at random.
 */
export function salesDesk(base: string, shoppers: Shopper[], databaseUrl?: string, path: SalesPath = SALES_PATH) {
  if (path === "sql" && !databaseUrl) throw new Error("BENCH_SALES_PATH=sql sends its statements to PostgreSQL: set DATABASE_URL");
  const pool = path === "sql" ? new pg.Pool({ connectionString: databaseUrl, max: 2 }) : null;
  const approved: ApprovedOrder[] = [];
  const free = [...shoppers];

  async function approveUpTo(count: number) {
    if (count > shoppers.length) {
      throw new Error(`${count} sales need as many shoppers with an approved order; ${shoppers.length} are set aside for sales: shorten BENCH_DURATION or use BENCH_SALES_PATH=checkout`);
    }
    while (approved.length < count) {
      const batch = free.splice(0, Math.min(4, count - approved.length));
      approved.push(...(await Promise.all(batch.map((s) => approveOne(base, s)))));
    }
  }

  return {
    /** Captures the orders no run took, so no bench shopper's cart still holds a unit when the next scenarios start. */
    async settle() {
      for (const order of approved.splice(0)) await captureOne(base, order);
      await pool?.end();
    },
    async start(perSecond: number, seconds: number) {
      const wanted = Math.ceil(perSecond * seconds) + 2;
      if (path === "capture") await approveUpTo(wanted);
      const started = performance.now();
      const running = new Set<Promise<void>>();
      const outcome: SalesOutcome = { sales: 0, errors: 0, seconds: 0 };
      const failed = (e: Error) => {
        outcome.errors++;
        outcome.firstError ??= e.message.slice(0, 200);
      };
      const track = (sale: Promise<void>) => {
        const tracked = sale.then(() => void outcome.sales++, failed).finally(() => running.delete(tracked));
        running.add(tracked);
      };
      const sell = (shopper: Shopper, sale: Promise<void>) => track(sale.finally(() => free.push(shopper)));
      const timer = setInterval(() => {
        if (pool) {
          const shopper = shoppers[Math.floor(Math.random() * shoppers.length)]!;
          const product = shopper.products[Math.floor(Math.random() * shopper.products.length)]!;
          track(
            pool.query(TAKE_ONE, [product.id, product.variantId]).then((r) => {
              if (!r.rowCount) throw new Error(`no unit of variant ${product.variantId} left to take`);
            }),
          );
          return;
        }
        if (path === "capture") {
          const order = approved.shift();
          if (order) sell(order.shopper, captureOne(base, order));
          else failed(new Error(`the ${wanted} approved orders ran out`));
          return;
        }
        const shopper = free.shift();
        if (!shopper) return; // every shopper still busy: the server is slower than the rate asked
        sell(shopper, approveOne(base, shopper).then((order) => captureOne(base, order)));
      }, 1000 / perSecond);
      return {
        async stop(): Promise<SalesOutcome> {
          clearInterval(timer);
          await Promise.all(running);
          return { ...outcome, seconds: (performance.now() - started) / 1000 };
        },
      };
    },
  };
}
