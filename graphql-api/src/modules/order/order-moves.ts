// How an order changes state: one short locked transaction that checks the move against the lifecycle, takes or
// returns stock as the payment enters or leaves the stock-holding states, and records who did it. The capture's claim,
// its move to paid and its refusal make the same moves in one statement each (order-claim.ts, order-settle.ts).
import { Prisma as PrismaSql, type Prisma as P } from "../../generated/prisma/client.js";
import type { Prisma } from "../../db/database.js";
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { conflict } from "../../errors.js";
import { countPayment } from "../../observability/metrics.js";
import { AuditAction, recordAudit } from "../audit/audit.service.js";
import type { LowStockCrossing } from "../dashboard/low-stock.js";
import { orderMoved, orderStockMoved, subscribedTypesSql } from "../webhook/webhook.outbox.js";
import { returnCodeUse } from "../pricing/code-uses.js";
import { returnStock, takeStock, type StockLine } from "./stock-moves.js";

export { StockError, lineName, outOfStock } from "./stock-moves.js";
import { issueDocument } from "../invoice/invoice-numbers.js";
import { HOLDS_STOCK, PAYMENT_MOVES, STATUS_MOVES, illegalMoveMessage, type Via } from "./order-lifecycle.js";

/** Who changed an order: recorded in its history. */
export type Actor = { kind: "admin" | "shopper"; id: string } | { kind: "paypal" | "system" };

export interface Move {
  /** The payment statuses the move starts from: an order in any other is left alone (moveOrder returns null). */
  from: readonly PaymentStatus[];
  /** The order statuses it starts from (any when absent). */
  fromStatus?: readonly OrderStatus[];
  payment?: PaymentStatus;
  /**
   * The new order status. An admin's move that the lifecycle does not list is a CONFLICT naming the allowed ones; a
   * payment's consequence that it does not list (a refund in PayPal's dashboard of an order already on its way) leaves
   * the status as it is.
   */
  status?: OrderStatus;
  via: Via;
  /** Other columns written with the move (capture id, timestamps). */
  data?: Omit<P.OrderUncheckedUpdateInput, "paymentStatus" | "orderStatus">;
  /**
   * The low-stock level. A move that takes stock (the capture's claim) counts a crossing for each variant it takes
   * from above it to at or below it; a move that makes the sale (capturing -> paid or held) reports the order's
   * variants at or below it (Moved.lowStock, for the admins' alert). Nothing is counted or reported when absent.
   */
  lowStockThreshold?: number;
  /** More work in the same transaction, after the order row is written and before its stock moves (e.g. the bought lines leaving the cart). */
  also?: (tx: P.TransactionClient, from: Moved["from"]) => Promise<void>;
}

export interface Moved {
  from: { payment: PaymentStatus; status: OrderStatus };
  to: { payment: PaymentStatus; status: OrderStatus };
  /** The sale's variants at or below the low-stock threshold, with their crossing count (see Move.lowStockThreshold). */
  lowStock: LowStockCrossing[];
}

/**
 * Changes one order in one short transaction: locks its row, checks where it stands, applies the move, takes or
 * returns its items' stock when the payment enters or leaves the stock-holding states (HOLDS_STOCK), and records
 * each change in the order's history. No call to PayPal ever happens in here.
 */
export async function moveOrder(prisma: Prisma, orderId: string, move: Move, actor: Actor): Promise<Moved | null> {
  const moved = await lockedMove(prisma, orderId, move, actor);
  if (moved && moved.to.payment !== moved.from.payment) countPayment(moved.to.payment);
  return moved;
}

function lockedMove(prisma: Prisma, orderId: string, move: Move, actor: Actor): Promise<Moved | null> {
  return prisma.$transaction(
    async (tx) => {
      // With the lock, which events partners want (the outbox needs no statement when nobody listens), the order's
      // code (its use moves with the stock, after the hot locks: one statement less while they are held) and, for a
      // move of the payment (which may move stock), its lines: one round trip less while the order is locked.
      const [row] = await tx.$queryRaw<
        { paymentStatus: PaymentStatus; orderStatus: OrderStatus; subscribed: string[]; discountCodeId: string | null; userId: string; lines: StockLine[] | null }[]
      >`
        SELECT "paymentStatus", "orderStatus", ${subscribedTypesSql} AS subscribed, "discountCodeId"::text AS "discountCodeId", "userId"::text AS "userId",
          ${move.payment ? linesSql : PrismaSql.sql`NULL::jsonb`} AS lines
        FROM "Order" o WHERE id = ${orderId}::uuid FOR UPDATE`;
      if (!row || !move.from.includes(row.paymentStatus)) return null;
      if (move.fromStatus && !move.fromStatus.includes(row.orderStatus)) return null;
      const from = { payment: row.paymentStatus, status: row.orderStatus };
      const to = { payment: move.payment ?? from.payment, status: nextStatus(from.status, move) };
      if (to.payment !== from.payment && !PAYMENT_MOVES[from.payment].includes(to.payment)) {
        throw new Error(`Undeclared payment move ${from.payment} -> ${to.payment} for order ${orderId}`);
      }
      await tx.order.update({ where: { id: orderId }, data: { ...move.data, paymentStatus: to.payment, orderStatus: to.status } });
      const holdsBefore = HOLDS_STOCK.has(from.payment);
      const holdsAfter = HOLDS_STOCK.has(to.payment);
      if (to.payment !== from.payment && (to.payment === "paid" || from.payment === "paid")) await markPaidLines(tx, orderId);
      await recordHistory(tx, orderId, from, to, actor);
      if (actor.kind === "admin") await auditAdminMove(tx, orderId, from, to, actor.id);
      await move.also?.(tx, from);
      const subscribed = new Set(row.subscribed);
      await orderMoved(tx, orderId, from, to, subscribed);
      // Last, the rows every checkout of a hot product waits for (its product and variants, a shared code's uses, the
      // year's invoice counter): each is locked until the commit, so whatever ran after it would lengthen every other
      // checkout's wait. Lock order: order, products, variants, code, invoice counter.
      if (holdsBefore !== holdsAfter) {
        const order = { id: orderId, discountCodeId: row.discountCodeId, userId: row.userId };
        const lines = row.lines ?? (await tx.orderItem.findMany({ where: { orderId } }));
        // The stock, its events (under the products' locks: a variant's stock events are numbered in the order its
        // stock moved) and the discount code's use, which goes with the stock.
        if (holdsAfter) await takeStock(tx, order, lines, move.lowStockThreshold ?? -1, subscribed.has("variant.stock_changed"));
        else {
          await returnStock(tx, lines);
          await orderStockMoved(tx, orderId, subscribed);
          await returnCodeUse(tx, row.discountCodeId);
        }
      }
      const sold = from.payment === "capturing" && (to.payment === "paid" || to.payment === "held");
      const lowStock = sold && move.lowStockThreshold !== undefined ? await lowVariants(tx, orderId, move.lowStockThreshold) : [];
      // A paid order gets its invoice, a refunded one its credit note, numbered in this transaction (no gaps).
      if (to.payment === "paid" && from.payment !== "paid") await issueDocument(tx, orderId, "invoice");
      if (to.payment === "refunded" && from.payment !== "refunded") await issueDocument(tx, orderId, "creditNote");
      return { from, to, lowStock };
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
}

/** The order's lines as a stock move needs them, as a column of the order's lock (`o`). */
const linesSql = PrismaSql.sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('productId', i."productId", 'variantId', i."variantId",
  'quantity', i.quantity, 'title', i.title, 'size', i.size, 'colour', i.colour)), '[]'::jsonb) FROM "OrderItem" i WHERE i."orderId" = o.id)`;

function nextStatus(current: OrderStatus, move: Move): OrderStatus {
  if (!move.status || move.status === current) return current;
  if (STATUS_MOVES[current][move.status]?.includes(move.via)) return move.status;
  if (move.via === "admin") throw conflict(illegalMoveMessage(current));
  return current;
}

/**
 * The order's variants at or below the low-stock level that have crossed it, each with its crossing count: the sale's
 * alerts. The alert waits for the sale: a claim PayPal then refuses gives its stock back and alerts nobody (a shopper
 * repeating declined payments would otherwise mail every admin each round), and the next real sale reports the
 * crossing count of the moment, so it is heard once however many claims came and went before it. A sale below the
 * level repeats the key of the crossing already reported, which the queue sends once.
 */
async function lowVariants(tx: P.TransactionClient, orderId: string, threshold: number): Promise<LowStockCrossing[]> {
  return tx.$queryRaw<LowStockCrossing[]>(lowVariantsSql(PrismaSql.sql`${orderId}::uuid`, threshold));
}

/** lowVariants' query for order `orderId` (an SQL expression), also a part of the paid move's one statement (order-settle.ts). */
export const lowVariantsSql = (orderId: PrismaSql.Sql, threshold: number) => PrismaSql.sql`
  SELECT DISTINCT v."productId"::text AS "productId", v.id::text AS "variantId", v."lowStockCrossings" AS crossing
  FROM "OrderItem" i JOIN "ProductVariant" v ON v.id = i."variantId"
  WHERE i."orderId" = ${orderId} AND v.stock <= ${threshold}::int AND v."lowStockCrossings" > 0`;

/** The lines carry their order's capture time while it is paid (OrderItem.paidAt), for the sales dashboard. */
async function markPaidLines(tx: P.TransactionClient, orderId: string) {
  await tx.$executeRaw`
    UPDATE "OrderItem" i SET "paidAt" = CASE WHEN o."paymentStatus" = 'paid' THEN o."capturedAt" END
    FROM "Order" o WHERE o.id = i."orderId" AND i."orderId" = ${orderId}::uuid`;
}

async function recordHistory(tx: P.TransactionClient, orderId: string, from: Moved["from"], to: Moved["to"], actor: Actor) {
  const actorId = actor.kind === "admin" || actor.kind === "shopper" ? actor.id : null;
  const changes = [
    { field: "status", from: from.status, to: to.status },
    { field: "payment", from: from.payment, to: to.payment },
  ].filter((c) => c.from !== c.to);
  if (changes.length) await tx.orderEvent.createMany({ data: changes.map((c) => ({ orderId, ...c, actor: actor.kind, actorId })) });
}

const REFUND_STATES: readonly PaymentStatus[] = ["refunding", "refunded"];

/**
 * An admin's change of an order, in the audit log: a refund (asked for, done, or refused by PayPal) when the payment
 * enters or leaves the refund states, else a change of status.
 */
async function auditAdminMove(tx: P.TransactionClient, orderId: string, from: Moved["from"], to: Moved["to"], adminId: string) {
  const changes = [
    { field: "orderStatus", before: from.status, after: to.status },
    { field: "paymentStatus", before: from.payment, after: to.payment },
  ].filter((c) => c.before !== c.after);
  if (!changes.length) return;
  const refund = to.payment !== from.payment && (REFUND_STATES.includes(to.payment) || REFUND_STATES.includes(from.payment));
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { user: { select: { email: true } } } });
  await recordAudit(tx, {
    actorId: adminId,
    action: refund ? AuditAction.orderRefund : AuditAction.orderStatus,
    targetType: "order",
    targetId: orderId,
    targetLabel: order?.user.email ?? "",
    changes,
  });
}

/** The first entries of a new order's history. */
export function creationHistory(actor: Actor & { kind: "shopper" }) {
  return {
    createMany: {
      data: [
        { field: "status", from: null, to: "pending", actor: actor.kind, actorId: actor.id },
        { field: "payment", from: null, to: "pending", actor: actor.kind, actorId: actor.id },
      ],
    },
  };
}
