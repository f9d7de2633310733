// A capture's claim (capture-saga.ts step 1) as ONE statement sent on its own, outside any transaction: the order's
// move pending -> capturing, its history, its stock, its stock events and its code's use. The stock, the code and the
// year's counters are the rows every checkout of a hot product waits for; in a transaction they stayed locked until
// the answer of the statement that took them had come back to Node and the COMMIT had gone out (a round trip that, on
// a busy server, also waits for the event loop). Sent alone, the statement commits as soon as it has run, in
// PostgreSQL, and its locks go with that commit.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { CODE_USED_UP, claimCodeUseSql, codeLimitedSql } from "../pricing/code-uses.js";
import { stockEventsSql } from "../webhook/webhook.outbox.js";
import { stockRefusal, stockWanted, type StockLine } from "./stock-moves.js";

/**
 * What the claim did: "claimed" (the order is capturing, its stock and code use taken); "notPending" (nothing moved:
 * another request claimed it, or the shop cancelled it, before its lock); "refused" with why (nothing moved: a line's
 * units or the code's uses are gone); "inTransaction" (nothing moved: the order's code has per-shopper limits, which
 * the claim's transaction checks, moveOrder).
 */
export type Claim = { kind: "claimed" | "notPending" | "inTransaction" } | { kind: "refused"; why: string };

/**
 * Claims a pending order of `lines` (its lines, as the capture request read them: an order's lines never change) for
 * the shopper's capture. Lock order, as every stock move: the order, its products (in id order), their variants, the
 * code. Each step of the WITH reads the one before's result, so PostgreSQL runs them in that order; and each lock
 * reads the row as it is once locked (a row changed meanwhile is read again), where plain reads see it as of the
 * statement's start. Nothing is locked beyond the order when that snapshot already lacks a line's units (a sold-out
 * hot product's late claims do not queue behind the ones that can still win).
 */
export async function claimOrder(
  prisma: PrismaClient,
  order: { id: string; payerId: string; shopperId: string; lines: StockLine[] },
  threshold: number,
): Promise<Claim> {
  const { sorted, wanted, productIds, variantIds } = stockWanted(order.lines);
  const refusedUpFront = stockRefusal(sorted, [], variantIds);
  if (refusedUpFront) return { kind: "refused", why: refusedUpFront };
  const at = new Date().toISOString();
  const codeId = Prisma.sql`(SELECT "discountCodeId" FROM o)`;
  // Every line's units held under their products' locks (and the order still pending).
  const held = Prisma.sql`(SELECT count(*) FROM held) = ${variantIds.length}::int`;
  const [row] = await prisma.$queryRaw<{ pending: boolean; ok: boolean; short: string[]; held: string[] | null; code: boolean | null; limited: boolean }[]>`
    WITH o AS (
      SELECT id, "discountCodeId" FROM "Order"
      WHERE id = ${order.id}::uuid AND "paymentStatus" = 'pending' AND "orderStatus" = 'pending' FOR UPDATE),
    wanted AS (SELECT * FROM unnest(${variantIds}::uuid[], ${[...wanted.values()]}::int[]) AS w(id, quantity)),
    short AS (
      SELECT coalesce(array_agg(w.id::text), '{}') AS ids FROM wanted w LEFT JOIN "ProductVariant" v ON v.id = w.id
      WHERE v.id IS NULL OR v.stock < w.quantity),
    go AS (SELECT EXISTS (SELECT 1 FROM o) AND (SELECT cardinality(ids) FROM short) = 0 AS go),
    locked AS (
      SELECT id FROM "Product" WHERE id = ANY(${productIds}::uuid[]) AND (SELECT go FROM go) ORDER BY id FOR UPDATE),
    held AS (
      SELECT v.id FROM "ProductVariant" v JOIN wanted w ON w.id = v.id
      WHERE v.stock >= w.quantity AND (SELECT go FROM go) AND (SELECT count(*) FROM locked) >= 0
      ORDER BY v.id FOR UPDATE OF v),
    code AS (${claimCodeUseSql(codeId, held)}),
    ok AS (SELECT ${held} AND (${codeId} IS NULL OR EXISTS (SELECT 1 FROM code)) AS ok),
    taken AS (
      UPDATE "ProductVariant" v SET stock = v.stock - w.quantity, "updatedAt" = now(),
        "lowStockCrossings" = v."lowStockCrossings"
          + CASE WHEN v.stock > ${threshold}::int AND v.stock - w.quantity <= ${threshold}::int THEN 1 ELSE 0 END
      FROM wanted w
      WHERE v.id = w.id AND v.id = ANY(${variantIds}::uuid[]) AND v.stock >= w.quantity AND (SELECT ok FROM ok)
      RETURNING v.id, v."productId", v.sku, v.size, v.colour, v.stock),
    ${stockEventsSql(
      Prisma.sql`taken`,
      Prisma.sql`EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE enabled AND 'variant.stock_changed' = ANY(events))`,
    )},
    moved AS (
      UPDATE "Order" SET "paymentStatus" = 'capturing', "payerId" = ${order.payerId},
        "captureStartedAt" = ${at}::timestamptz AT TIME ZONE 'UTC', "orderUpdateDate" = ${at}::timestamptz AT TIME ZONE 'UTC'
      WHERE id = (SELECT id FROM o) AND (SELECT count(*) FROM taken) = ${variantIds.length}::int AND (SELECT ok FROM ok)
      RETURNING id),
    history AS (
      INSERT INTO "OrderEvent" ("orderId", field, "from", "to", actor, "actorId", at)
      SELECT id, 'payment', 'pending', 'capturing', 'shopper', ${order.shopperId}::uuid, ${at}::timestamptz AT TIME ZONE 'UTC' FROM moved)
    SELECT EXISTS (SELECT 1 FROM o) AS pending, EXISTS (SELECT 1 FROM moved) AS ok, (SELECT ids FROM short) AS short,
      (SELECT array_agg(id::text) FROM held) AS held, ${codeId} IS NULL OR EXISTS (SELECT 1 FROM code) AS code,
      ${codeLimitedSql(codeId)} AS limited`;
  if (row!.ok) return { kind: "claimed" };
  if (!row!.pending) return { kind: "notPending" };
  const refused = stockRefusal(sorted, row!.short, row!.held ?? []);
  if (refused) return { kind: "refused", why: refused };
  if (row!.limited) return { kind: "inTransaction" };
  return { kind: "refused", why: CODE_USED_UP };
}
