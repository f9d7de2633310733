// Steady sales in the background of a scenario: every 1/rate seconds a shopper buys one unit through the shop's own
// checkout (cart, order, sandbox approval, capture), so stock changes as it does on a selling day while the scenario's
// readers are measured (issue: catalogue reads that stay fast while the shop sells).
import type { Shopper } from "./scenarios.js";

const ADD = `mutation Add($p: ID!, $v: ID, $q: Int!) { addToCart(productId: $p, variantId: $v, quantity: $q) { itemCount } }`;
const CREATE = `mutation Create($a: ID!) { createOrder(addressId: $a) { orderId approvalURL } }`;
const CAPTURE = `mutation Capture($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { paymentStatus } }`;

export interface SalesOutcome {
  sales: number;
  errors: number;
  seconds: number;
  firstError?: string;
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

async function buyOne(base: string, s: Shopper) {
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
  const paid = await gql(base, s.token, CAPTURE, { o: orderId, p: location.searchParams.get("paymentId") ?? token, r: location.searchParams.get("PayerID") ?? "" });
  if (paid.captureOrder.paymentStatus !== "paid") throw new Error(`capture: ${paid.captureOrder.paymentStatus}`);
}

/** What a scenario's note says of the sales made beside it. */
export function soldNote(sold: SalesOutcome): string {
  const rate = sold.sales / Math.max(sold.seconds, 1e-9);
  return `${sold.sales} units sold in ${sold.seconds.toFixed(0)} s (${rate.toFixed(1)}/s, CPU included above)${sold.errors ? `, ${sold.errors} sales failed: ${sold.firstError}` : ""}`;
}

/** Starts buying `perSecond` units a second (each shopper buys one purchase at a time); stop() ends it and tells what was sold. */
export function startSales(base: string, shoppers: Shopper[], perSecond: number) {
  const started = performance.now();
  const idle = [...shoppers];
  const running = new Set<Promise<void>>();
  const outcome: SalesOutcome = { sales: 0, errors: 0, seconds: 0 };
  const timer = setInterval(() => {
    const shopper = idle.shift();
    if (!shopper) return; // every shopper still busy: the server is slower than the rate asked
    const sale = buyOne(base, shopper).then(
      () => void outcome.sales++,
      (e: Error) => {
        outcome.errors++;
        outcome.firstError ??= e.message.slice(0, 200);
      },
    );
    const tracked = sale.finally(() => {
      idle.push(shopper);
      running.delete(tracked);
    });
    running.add(tracked);
  }, 1000 / perSecond);
  return {
    async stop(): Promise<SalesOutcome> {
      clearInterval(timer);
      await Promise.all(running);
      return { ...outcome, seconds: (performance.now() - started) / 1000 };
    },
  };
}
