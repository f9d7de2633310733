// A capture PayPal completed (capture-saga.ts step 3) as ONE statement sent on its own, outside any transaction: the
// order's move to paid, its history, its lines' paid time, the bought lines leaving the cart, its webhook events and
// its invoice number. The invoice counter is one row shared by every payment of the year, locked until the commit: in
// a transaction it stayed locked while the numbering statement's answer went back to Node and the COMMIT came back (on
// a busy server, behind everything else on the event loop), so every paid move queued behind that round trip. Sent
// alone, the statement commits where it runs, and a statement that fails takes its number back with it (no gaps).
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { countPayment } from "../../observability/metrics.js";
import type { LowStockCrossing } from "../dashboard/low-stock.js";
import { issueDocumentSql } from "../invoice/invoice-numbers.js";
import { subscribedTypesSql } from "../webhook/webhook.outbox.js";
import { HOLDS_STOCK, PAYMENT_MOVES, STATUS_MOVES } from "./order-lifecycle.js";
import type { Actor, Moved } from "./order-moves.js";
import { orderViewSql } from "./order-view-sql.js";

/** The statuses a payment confirms (pending -> confirmed); any other status stays as it is (order-moves.ts nextStatus). */
const CONFIRMABLE = (Object.keys(STATUS_MOVES) as OrderStatus[]).filter((s) => STATUS_MOVES[s].confirmed?.includes("payment"));

/**
 * Makes an order whose payment is in `from` (capturing, or held for review: both already hold the stock, so no stock
 * moves) paid, as moveOrder would with `{ payment: "paid", status: "confirmed", via: "payment" }` and, from capturing,
 * the bought lines leaving the cart. Returns null when the order's payment was not in `from` (nothing changed).
 * `lowStockThreshold`: a sale from capturing reports its variants at or below it (Moved.lowStock).
 */
export async function settlePaid(
  prisma: PrismaClient,
  orderId: string,
  from: readonly PaymentStatus[],
  captured: { captureId: string | null; payerId: string | null },
  actor: Actor,
  lowStockThreshold?: number,
): Promise<Moved | null> {
  if (from.some((f) => !HOLDS_STOCK.has(f) || !PAYMENT_MOVES[f].includes("paid"))) throw new Error(`settlePaid moves no stock: not from ${from.join(", ")}`);
  // An admin's change is also audited (moveOrder); a payment is never settled by an admin.
  if (actor.kind === "admin") throw new Error("A payment is settled by the shopper's request, PayPal or the reconciler, not by an admin");
  const at = new Date();
  const atSql = Prisma.sql`${at.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;
  const actorId = actor.kind === "shopper" ? actor.id : null;
  const sold = Prisma.sql`(SELECT id FROM moved WHERE "fromPayment" = 'capturing')`;
  const [row] = await prisma.$queryRaw<{ fromPayment: PaymentStatus; fromStatus: OrderStatus; toStatus: OrderStatus; lowStock: LowStockCrossing[] }[]>`
    WITH o AS (
      SELECT id, "paymentStatus", "orderStatus" FROM "Order"
      WHERE id = ${orderId}::uuid AND "paymentStatus" = ANY(${[...from]}::text[]::"PaymentStatus"[]) FOR UPDATE),
    moved AS (
      UPDATE "Order" t SET "paymentStatus" = 'paid',
        "orderStatus" = CASE WHEN t."orderStatus" = ANY(${CONFIRMABLE}::text[]::"OrderStatus"[]) THEN 'confirmed' ELSE t."orderStatus" END,
        "captureId" = ${captured.captureId}, "payerId" = ${captured.payerId}, "capturedAt" = ${atSql}, "orderUpdateDate" = ${atSql}
      FROM o WHERE t.id = o.id
      RETURNING t.*, o."paymentStatus" AS "fromPayment", o."orderStatus" AS "fromStatus"),
    paid_lines AS (UPDATE "OrderItem" SET "paidAt" = ${atSql} WHERE "orderId" = (SELECT id FROM moved)),
    history AS (
      INSERT INTO "OrderEvent" ("orderId", field, "from", "to", actor, "actorId", at)
      SELECT m.id, c.field, c."from", c."to", ${actor.kind}::"OrderActor", ${actorId}::uuid, ${atSql}
      FROM moved m, LATERAL (VALUES (1, 'status', m."fromStatus"::text, m."orderStatus"::text), (2, 'payment', m."fromPayment"::text, 'paid')) c(n, field, "from", "to")
      WHERE c."from" <> c."to" ORDER BY c.n
      RETURNING id, field, "from", "to", actor, at),
    ${boughtLinesSql(sold)},
    order_events AS (
      INSERT INTO "WebhookEvent" (id, type, "resourceKey", data, "occurredAt")
      SELECT gen_random_uuid(), x.type, 'order:' || m.id::text,
        ${orderViewSql(
          Prisma.sql`moved`,
          Prisma.sql`(SELECT id, field, "from", "to", actor, at FROM "OrderEvent" WHERE "orderId" = (SELECT id FROM moved) UNION ALL SELECT * FROM history)`,
          "paid",
        )},
        now() AT TIME ZONE 'UTC'
      FROM moved m, (VALUES (1, 'order.paid'), (2, 'order.status_changed')) x(n, type)
      WHERE x.type = ANY(${subscribedTypesSql}) AND (x.type = 'order.paid' OR m."fromStatus" <> m."orderStatus")
      ORDER BY x.n
      RETURNING seq, type, "resourceKey"),
    order_deliveries AS (
      INSERT INTO "WebhookDelivery" (id, "eventSeq", "endpointId", "resourceKey", "nextAttemptAt", "createdAt")
      SELECT gen_random_uuid(), e.seq, w.id, e."resourceKey", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
      FROM order_events e JOIN "WebhookEndpoint" w ON w.enabled AND e.type = ANY(w.events)),
    low AS (
      SELECT DISTINCT v."productId"::text AS "productId", v.id::text AS "variantId", v."lowStockCrossings" AS crossing
      FROM "OrderItem" i JOIN "ProductVariant" v ON v.id = i."variantId"
      WHERE i."orderId" = ${sold} AND v.stock <= ${lowStockThreshold ?? -1}::int AND v."lowStockCrossings" > 0 AND ${lowStockThreshold !== undefined}),
    -- Last: the counter every paid move of the year waits for.
    ${issueDocumentSql(Prisma.sql`(SELECT id FROM moved)`, "invoice", at)}
    SELECT m."fromPayment"::text AS "fromPayment", m."fromStatus"::text AS "fromStatus", m."orderStatus"::text AS "toStatus",
      (SELECT coalesce(jsonb_agg(to_jsonb(low)), '[]'::jsonb) FROM low) AS "lowStock", (SELECT count(*) FROM doc_issued) AS issued
    FROM moved m`;
  if (!row) return null;
  countPayment("paid");
  return { from: { payment: row.fromPayment, status: row.fromStatus }, to: { payment: "paid", status: row.toStatus }, lowStock: row.lowStock };
}

/**
 * Statements of a WITH (bought, cart_gone, cart_left) taking the quantities order `orderId` (an SQL expression; NULL:
 * nothing) bought out of its shopper's cart; anything added on top since checkout stays. Each cart line loses what the
 * order's lines matching it bought (lines bought before variants existed name no variant: their product's lines), and
 * goes when nothing is left, as taking the order's lines one after another would.
 */
export const boughtLinesSql = (orderId: Prisma.Sql) => Prisma.sql`
  bought AS (
    SELECT ci.id, sum(i.quantity)::int AS quantity
    FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId" JOIN "Cart" c ON c."userId" = o."userId"
      JOIN "CartItem" ci ON ci."cartId" = c.id
        AND (ci."variantId" = i."variantId" OR (i."variantId" IS NULL AND ci."productId" = i."productId"))
    WHERE i."orderId" = ${orderId} AND i."productId" IS NOT NULL
    GROUP BY ci.id),
  cart_gone AS (DELETE FROM "CartItem" ci USING bought b WHERE ci.id = b.id AND ci.quantity <= b.quantity),
  cart_left AS (UPDATE "CartItem" ci SET quantity = ci.quantity - b.quantity FROM bought b WHERE ci.id = b.id AND ci.quantity > b.quantity)`;
