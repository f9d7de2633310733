// The transactional outbox: the services call these inside the transaction that makes a change, so an event exists
// exactly when its change committed (a rolled-back change leaves none) and no event is lost between a commit and a
// send. Each event gets one delivery per endpoint subscribed to its type; the worker (webhook.worker.ts) sends them.
import { Prisma } from "../../generated/prisma/client.js";
import { ORDER_INCLUDE, toOrderView } from "../order/order.view.js";
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { readProducts } from "../product/product.reader.js";
import type { OutboxEvent, WebhookEventType } from "./webhook.events.js";

type Tx = Prisma.TransactionClient;

/**
 * Which of `types` some enabled endpoint wants: nothing is read or written for an event nobody subscribed to. Only
 * those asked: an endpoint's other types are not this change's events (answering them made every move of an order
 * write its variants' unchanged stock as variant.stock_changed).
 */
async function wanted(tx: Tx, types: WebhookEventType[]): Promise<Set<string>> {
  const rows = await tx.$queryRaw<{ type: string }[]>`
    SELECT DISTINCT t AS type FROM "WebhookEndpoint", unnest(events) t WHERE enabled AND t = ANY(${types}::text[])`;
  return new Set(rows.map((r) => r.type));
}

/**
 * Writes the events, in the order given (times in UTC, as Prisma keeps DateTime), and their deliveries to the endpoints subscribed now, in one statement. The
 * caller holds the resource's row lock, so the events of one resource are numbered in the order they happened.
 */
export async function writeEvents(tx: Tx, events: OutboxEvent[]): Promise<void> {
  if (!events.length) return;
  await tx.$executeRaw`
    WITH e AS (
      INSERT INTO "WebhookEvent" (id, type, "resourceKey", data, "occurredAt")
      SELECT gen_random_uuid(), x.j->>'type', x.j->>'resourceKey', x.j->'data', now() AT TIME ZONE 'UTC'
      FROM jsonb_array_elements(${JSON.stringify(events)}::jsonb) WITH ORDINALITY AS x(j, n) ORDER BY x.n
      RETURNING seq, type, "resourceKey")
    ${deliveriesSql(Prisma.sql`e`)}`;
}

/**
 * One delivery per enabled endpoint subscribed to each event of `events` (a relation of seq, type, resourceKey: the
 * events just inserted), due now; also a part of the paid move's one statement (order-settle.ts).
 */
export const deliveriesSql = (events: Prisma.Sql) => Prisma.sql`
  INSERT INTO "WebhookDelivery" (id, "eventSeq", "endpointId", "resourceKey", "nextAttemptAt", "createdAt")
  SELECT gen_random_uuid(), e.seq, w.id, e."resourceKey", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
  FROM ${events} e JOIN "WebhookEndpoint" w ON w.enabled AND e.type = ANY(w.events)`;

/** An order as the API shows it, with Cart's money names beside the deprecated ones (order-view-sql.ts builds the same in SQL). */
export async function orderData(tx: Tx, orderId: string) {
  const row = await tx.order.findUnique({ where: { id: orderId }, include: ORDER_INCLUDE });
  if (!row) return null;
  const view = toOrderView(row);
  return { ...view, shippingCents: view.shippingCostCents, totalCents: view.totalAmountCents };
}

/** A new order (its payment set up): order.created. */
export async function orderCreated(tx: Tx, orderId: string): Promise<void> {
  if (!(await wanted(tx, ["order.created"])).size) return;
  await writeEvents(tx, [{ type: "order.created", resourceKey: `order:${orderId}`, data: await orderData(tx, orderId) }]);
}

type State = { payment: PaymentStatus; status: OrderStatus };

/** The enabled endpoints' event types, as a column of a query (the order's lock in order-moves.ts). */
export const subscribedTypesSql = Prisma.sql`ARRAY(SELECT DISTINCT unnest(events) FROM "WebhookEndpoint" WHERE enabled)`;

/**
 * What one move of an order tells partners about the order (order-moves.ts): paid, refunded and status changes, in
 * that order, with the order as it now is. `subscribed`: the event types enabled endpoints want, read with the order's
 * row lock (subscribedTypesSql), so a move nobody listens to costs no statement here.
 */
export async function orderMoved(tx: Tx, orderId: string, from: State, to: State, subscribed: ReadonlySet<string>): Promise<void> {
  const types: WebhookEventType[] = [];
  if (to.payment === "paid" && from.payment !== "paid") types.push("order.paid");
  if (to.payment === "refunded" && from.payment !== "refunded") types.push("order.refunded");
  if (to.status !== from.status) types.push("order.status_changed");
  const wantedTypes = types.filter((t) => subscribed.has(t));
  if (!wantedTypes.length) return;
  const order = await orderData(tx, orderId);
  await writeEvents(tx, wantedTypes.map((type) => ({ type, resourceKey: `order:${orderId}`, data: order })));
}

/**
 * Statements of a WITH that write variant.stock_changed for each row of `variants` (a CTE's name: its rows' id,
 * productId, sku, size, colour and stock now, as stockEvent makes the data), in variant id order, and their
 * deliveries. `when` guards the write (e.g. only when every line's stock was taken).
 */
export const stockEventsSql = (variants: Prisma.Sql, when: Prisma.Sql = Prisma.sql`true`) => Prisma.sql`
  stock_events AS (
    INSERT INTO "WebhookEvent" (id, type, "resourceKey", data, "occurredAt")
    SELECT gen_random_uuid(), 'variant.stock_changed', 'product:' || v."productId"::text,
      jsonb_build_object('id', v.id::text, 'productId', v."productId"::text, 'sku', v.sku, 'size', v.size, 'colour', v.colour, 'stock', v.stock),
      now() AT TIME ZONE 'UTC'
    FROM ${variants} v WHERE ${when}
    ORDER BY v.id
    RETURNING seq, type, "resourceKey"),
  stock_deliveries AS (
    INSERT INTO "WebhookDelivery" (id, "eventSeq", "endpointId", "resourceKey", "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid(), e.seq, w.id, e."resourceKey", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM stock_events e JOIN "WebhookEndpoint" w ON w.enabled AND e.type = ANY(w.events))`;

/**
 * A move that gave back the order's stock (order-moves.ts, holding its products' locks): variant.stock_changed for
 * each of its variants with the stock now, and their deliveries, in one statement. (A take writes them in its own
 * statement: stock-take.ts.)
 */
export async function orderStockMoved(tx: Tx, orderId: string, subscribed: ReadonlySet<string>): Promise<void> {
  if (!subscribed.has("variant.stock_changed")) return;
  await tx.$executeRaw`
    WITH moved AS (
      SELECT DISTINCT v.id, v."productId", v.sku, v.size, v.colour, v.stock
      FROM "OrderItem" i JOIN "ProductVariant" v ON v.id = i."variantId" WHERE i."orderId" = ${orderId}::uuid),
    ${stockEventsSql(Prisma.sql`moved`)}
    SELECT count(*) FROM stock_events`;
}

type VariantData = { id: string; productId: string; sku: string; size: string; colour: string; stock: number };

const stockEvent = (v: VariantData): OutboxEvent => ({
  type: "variant.stock_changed",
  // A variant's stock changes in the order of its product's events.
  resourceKey: `product:${v.productId}`,
  data: { id: v.id, productId: v.productId, sku: v.sku, size: v.size, colour: v.colour, stock: Number(v.stock) },
});

/**
 * A product made, changed or removed (product.service.ts), after the write: product.created / product.updated with
 * the product as it now is, or product.deleted; and variant.stock_changed for each variant whose stock moved
 * (`stockBefore`: variant id -> stock before the change).
 */
export async function productChanged(tx: Tx, kind: "created" | "updated" | "deleted", productId: string, stockBefore = new Map<string, number>()): Promise<void> {
  const type = `product.${kind}` as const;
  const want = await wanted(tx, [type, "variant.stock_changed"]);
  if (!want.size) return;
  const resourceKey = `product:${productId}`;
  if (kind === "deleted") {
    if (want.has(type)) await writeEvents(tx, [{ type, resourceKey, data: { id: productId } }]);
    return;
  }
  const [product] = await readProducts(tx as never, [productId]);
  if (!product) return;
  const events: OutboxEvent[] = want.has(type) ? [{ type, resourceKey, data: product }] : [];
  if (want.has("variant.stock_changed")) {
    for (const v of product.variants) {
      if (kind === "created" || (stockBefore.has(v.id) ? stockBefore.get(v.id) !== v.stock : true)) {
        events.push(stockEvent({ id: v.id, productId, sku: v.sku, size: v.size, colour: v.colour, stock: v.stock }));
      }
    }
  }
  await writeEvents(tx, events);
}

/**
 * A product's rating moved (a review written, review.service.ts, which holds the product's row lock): product.updated
 * with the product as the API now shows it (averageReview, reviewCount). Its stock did not move: no stock events.
 */
export async function productRated(tx: Tx, productId: string): Promise<void> {
  if (!(await wanted(tx, ["product.updated"])).size) return;
  const [product] = await readProducts(tx as never, [productId]);
  if (product) await writeEvents(tx, [{ type: "product.updated", resourceKey: `product:${productId}`, data: product }]);
}
