// A capture PayPal completed (capture-saga.ts step 3) as ONE statement sent on its own, outside any transaction: the
// order's move to paid, its history, its lines' paid time, the bought lines leaving the cart, its webhook events and
// its invoice number; and, the same way, a capture refused before PayPal was asked (the units were gone). The invoice counter is one row shared by every payment of the year, locked until the commit: in
// a transaction it stayed locked while the numbering statement's answer went back to Node and the COMMIT came back (on
// a busy server, behind everything else on the event loop), so every paid move queued behind that round trip. Sent
// alone, the statement commits where it runs, and a statement that fails takes its number back with it (no gaps). The
// refusals of a sold-out hot product are as many as its sales: each was a transaction of five round trips (ten with
// webhooks: the outbox read the order in four), holding one of the pool's connections throughout.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { countPayment } from "../../observability/metrics.js";
import type { LowStockCrossing } from "../dashboard/low-stock.js";
import { issueDocumentSql } from "../invoice/invoice-numbers.js";
import { deliveriesSql, subscribedTypesSql } from "../webhook/webhook.outbox.js";
import { HOLDS_STOCK, PAYMENT_MOVES, STATUS_MOVES } from "./order-lifecycle.js";
import { lowVariantsSql, type Actor, type Moved } from "./order-moves.js";
import { orderViewSql } from "./order-view-sql.js";

/**
 * Makes an order whose payment is in `from` (capturing, or held for review: both already hold the stock, so no stock
 * moves) paid, as moveOrder would with `{ payment: "paid", status: "confirmed", via: "payment" }` and, from capturing,
 * the bought lines leaving the cart; with its invoice number. Returns null when the order's payment was not in `from`
 * (nothing changed). `lowStockThreshold`: a sale from capturing reports its variants at or below it (Moved.lowStock).
 */
export function settlePaid(
  prisma: PrismaClient,
  orderId: string,
  from: readonly PaymentStatus[],
  captured: { captureId: string | null; payerId: string | null },
  actor: Actor,
  lowStockThreshold?: number,
): Promise<Moved | null> {
  const at = new Date();
  return moveInOneStatement(prisma, orderId, actor, at, {
    from,
    payment: "paid",
    status: "confirmed",
    set: Prisma.sql`, "captureId" = ${captured.captureId}, "payerId" = ${captured.payerId}, "capturedAt" = ${utc(at)}`,
    lowStockThreshold,
  });
}

/**
 * A pending order whose stock or code cannot be had (the capture's refusal): failed and rejected, as moveOrder would
 * with `{ from: ["pending"], payment: "failed", status: "rejected", via: "payment" }`. Null when it was not pending.
 */
export function refusePending(prisma: PrismaClient, orderId: string, actor: Actor): Promise<Moved | null> {
  return moveInOneStatement(prisma, orderId, actor, new Date(), { from: ["pending"], payment: "failed", status: "rejected", set: Prisma.empty });
}

const utc = (at: Date) => Prisma.sql`${at.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;

interface OneStatementMove {
  from: readonly PaymentStatus[];
  payment: PaymentStatus;
  /** The status the payment moves the order to, where the lifecycle lets a payment move it; others stay. */
  status: OrderStatus;
  /** More columns written with the move: `, "column" = value, ...`. */
  set: Prisma.Sql;
  lowStockThreshold?: number;
}

/**
 * A payment's move that moves no stock (neither `from` nor `payment` hold it, or both do), by the shopper, PayPal or
 * the system, in one statement: the order, its history, its lines' paid time, from capturing the bought lines leaving
 * the cart, its webhook events (order.paid, order.status_changed) and its invoice number when it becomes paid.
 */
async function moveInOneStatement(prisma: PrismaClient, orderId: string, actor: Actor, at: Date, move: OneStatementMove): Promise<Moved | null> {
  const { from, payment } = move;
  if (from.some((f) => f === payment || HOLDS_STOCK.has(f) !== HOLDS_STOCK.has(payment) || !PAYMENT_MOVES[f].includes(payment))) {
    throw new Error(`Not a move without stock: ${from.join(", ")} -> ${payment}`);
  }
  // An admin's change is also audited (moveOrder); a payment is never settled by an admin.
  if (actor.kind === "admin") throw new Error("An admin's move of an order goes through moveOrder, which audits it");
  const movable = (Object.keys(STATUS_MOVES) as OrderStatus[]).filter((s) => STATUS_MOVES[s][move.status]?.includes("payment"));
  const actorId = actor.kind === "shopper" ? actor.id : null;
  const paid = payment === "paid";
  const sold = Prisma.sql`(SELECT id FROM moved WHERE "fromPayment" = 'capturing')`;
  const [row] = await prisma.$queryRaw<{ fromPayment: PaymentStatus; fromStatus: OrderStatus; toStatus: OrderStatus; lowStock: LowStockCrossing[] }[]>`
    WITH o AS (
      SELECT id, "paymentStatus", "orderStatus" FROM "Order"
      WHERE id = ${orderId}::uuid AND "paymentStatus" = ANY(${[...from]}::text[]::"PaymentStatus"[]) FOR UPDATE),
    moved AS (
      UPDATE "Order" t SET "paymentStatus" = ${payment}::text::"PaymentStatus",
        "orderStatus" = CASE WHEN t."orderStatus" = ANY(${movable}::text[]::"OrderStatus"[]) THEN ${move.status}::text::"OrderStatus" ELSE t."orderStatus" END,
        "orderUpdateDate" = ${utc(at)} ${move.set}
      FROM o WHERE t.id = o.id
      RETURNING t.*, o."paymentStatus" AS "fromPayment", o."orderStatus" AS "fromStatus"),
    paid_lines AS (UPDATE "OrderItem" SET "paidAt" = ${utc(at)} WHERE "orderId" = (SELECT id FROM moved) AND ${paid}::boolean RETURNING 1),
    history AS (
      INSERT INTO "OrderEvent" ("orderId", field, "from", "to", actor, "actorId", at)
      SELECT m.id, c.field, c."from", c."to", ${actor.kind}::text::"OrderActor", ${actorId}::uuid, ${utc(at)}
      FROM moved m, LATERAL (VALUES (1, 'status', m."fromStatus"::text, m."orderStatus"::text), (2, 'payment', m."fromPayment"::text, m."paymentStatus"::text)) c(n, field, "from", "to")
      WHERE c."from" <> c."to" ORDER BY c.n
      RETURNING id, field, "from", "to", actor, at),
    ${boughtLinesSql(paid ? sold : Prisma.sql`NULL::uuid`)},
    order_events AS (
      INSERT INTO "WebhookEvent" (id, type, "resourceKey", data, "occurredAt")
      SELECT gen_random_uuid(), x.type, 'order:' || m.id::text,
        ${orderViewSql(
          Prisma.sql`moved`,
          Prisma.sql`(SELECT id, field, "from", "to", actor, at FROM "OrderEvent" WHERE "orderId" = (SELECT id FROM moved) UNION ALL SELECT * FROM history)`,
          payment,
        )},
        now() AT TIME ZONE 'UTC'
      FROM moved m, (VALUES (1, 'order.paid'), (2, 'order.status_changed')) x(n, type)
      WHERE x.type = ANY(${subscribedTypesSql})
        AND CASE x.type WHEN 'order.paid' THEN ${paid}::boolean ELSE m."fromStatus" <> m."orderStatus" END
      ORDER BY x.n
      RETURNING seq, type, "resourceKey"),
    order_deliveries AS (${deliveriesSql(Prisma.sql`order_events`)} RETURNING 1),
    low AS (${paid && move.lowStockThreshold !== undefined ? lowVariantsSql(sold, move.lowStockThreshold) : Prisma.sql`SELECT NULL::text AS "productId", NULL::text AS "variantId", NULL::int AS crossing WHERE false`}),
    ${issueDocumentSql(paid ? Prisma.sql`(SELECT id FROM moved)` : Prisma.sql`NULL::uuid`, "invoice", at)}
    -- Each column runs its statements in turn (the scalar subqueries, left to right); the invoice counter, which every
    -- paid move of the year waits for, last: locked for the least time before the commit.
    SELECT m."fromPayment"::text AS "fromPayment", m."fromStatus"::text AS "fromStatus", m."orderStatus"::text AS "toStatus",
      (SELECT count(*) FROM paid_lines) + (SELECT count(*) FROM cart_gone) + (SELECT count(*) FROM cart_left) + (SELECT count(*) FROM order_deliveries) AS written,
      (SELECT coalesce(jsonb_agg(to_jsonb(low)), '[]'::jsonb) FROM low) AS "lowStock",
      (SELECT count(*) FROM doc_issued) AS issued
    FROM moved m`;
  if (!row) return null;
  countPayment(payment);
  return { from: { payment: row.fromPayment, status: row.fromStatus }, to: { payment, status: row.toStatus }, lowStock: row.lowStock };
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
  cart_gone AS (DELETE FROM "CartItem" ci USING bought b WHERE ci.id = b.id AND ci.quantity <= b.quantity RETURNING 1),
  cart_left AS (UPDATE "CartItem" ci SET quantity = ci.quantity - b.quantity FROM bought b WHERE ci.id = b.id AND ci.quantity > b.quantity RETURNING 1)`;
