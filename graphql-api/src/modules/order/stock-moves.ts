// An order's stock moves (order-moves.ts). A capture's claim takes its stock, writes the stock events and takes its
// code's use in ONE statement: these are the rows every checkout of a hot product waits for, and each round trip
// between Node and PostgreSQL while they are locked lengthens every other shopper's wait (on a busy server a round
// trip also waits for the event loop). The claim used to make four round trips under these locks, then the commit.
import { Prisma, type Prisma as P } from "../../generated/prisma/client.js";
import { checkCodeTaken, takeCodeUseSql, type TakenCode } from "../pricing/code-uses.js";
import { stockEventsSql } from "../webhook/webhook.outbox.js";
import { variantLabel } from "../product/variants.js";

/** Raised inside a move that takes stock when a line can no longer be served; the whole move rolls back. */
export class StockError extends Error {}

/** One wording for checkout and capture when nothing of a line's product is left. */
export const outOfStock = (title: string) => `${title} is out of stock`;

/** A line as a shopper knows it: the title, with the size and colour when it has them ("Tee (M / Black)"). */
export const lineName = (title: string, variant: { size: string; colour: string }) => {
  const label = variantLabel(variant);
  return label ? `${title} (${label})` : title;
};

/** An order line as its stock moves read it. */
export type StockLine = { productId: string | null; variantId: string | null; quantity: number; title: string; size: string; colour: string };

/** A line as the capture request's read saw it, with its variant's stock then (null: the variant is gone). */
export type SeenStockLine = StockLine & { stock: number | null };

/**
 * The lines of an order (`o`) with their variants' stock, as a column of the capture request's read of the order: a
 * sold-out hot product's late payers are refused from it (unservable) without a claim's transaction.
 */
export const seenLinesSql = Prisma.sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('productId', i."productId", 'variantId', i."variantId",
  'quantity', i.quantity, 'title', i.title, 'size', i.size, 'colour', i.colour, 'stock', v.stock)), '[]'::jsonb)
  FROM "OrderItem" i LEFT JOIN "ProductVariant" v ON v.id = i."variantId" WHERE i."orderId" = o.id)`;

/**
 * Why taking these lines would be refused by the stock the read saw, worded as takeStock words it (the first line by
 * product and variant that cannot be served), or null when every line's units were there. Exact as of the read, as
 * takeStock's own check without the lock is exact as of its statement: units given back after it are not seen.
 */
export function unservable(lines: SeenStockLine[]): string | null {
  const wanted = new Map<string, number>();
  for (const l of lines) if (l.variantId) wanted.set(l.variantId, (wanted.get(l.variantId) ?? 0) + l.quantity);
  for (const line of byProductAndVariant(lines)) {
    const name = lineName(line.title, line);
    if (!line.productId || !line.variantId) return `${name} is no longer available`;
    if (line.stock === null || line.stock < wanted.get(line.variantId)!) return outOfStock(name);
  }
  return null;
}

const key = (l: StockLine) => `${l.productId ?? ""}/${l.variantId ?? ""}`;
const byProductAndVariant = <L extends StockLine>(lines: L[]): L[] => [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/**
 * Takes every line's units (never below zero), bumping a variant's low-stock crossing count when the take brings it
 * from above `threshold` to at or below it (SET reads the row as it was), then the code's use; with `stockEvents`,
 * a variant.stock_changed per variant with its stock after the take. Lock order, as every stock write: the products
 * (in id order), then their variants, then the code (each statement of the WITH reads the one before's result, so
 * PostgreSQL runs them in that order). Throws StockError naming the first line (by product and variant) that cannot
 * be served, else CodeUseError when the code cannot be used; the caller's transaction then rolls back.
 */
export async function takeStock(
  tx: P.TransactionClient,
  order: { id: string; discountCodeId: string | null; userId: string },
  lines: StockLine[],
  threshold: number,
  stockEvents: boolean,
): Promise<void> {
  const { sorted, wanted, productIds, variantIds } = stockWanted(lines);
  const allTaken = Prisma.sql`(SELECT count(*) FROM taken) = ${variantIds.length}`;
  // Nothing is locked when the statement's snapshot already lacks a line's units: a hot product's sold-out claims are
  // refused without queueing for its lock behind the claims that can still win (the snapshot is as of this statement:
  // the refusal is exact as of then). With units there, the lock is taken and the take re-checks the newest stock.
  const [row] = variantIds.length || order.discountCodeId
    ? await tx.$queryRaw<{ short: string[]; taken: string[] | null; code: TakenCode | null }[]>`
        WITH wanted AS (SELECT * FROM unnest(${variantIds}::uuid[], ${[...wanted.values()]}::int[]) AS w(id, quantity)),
        short AS (
          SELECT coalesce(array_agg(w.id::text), '{}') AS ids FROM wanted w LEFT JOIN "ProductVariant" v ON v.id = w.id
          WHERE v.id IS NULL OR v."stock" < w.quantity),
        locked AS (
          SELECT id FROM "Product" WHERE id = ANY(${productIds}::uuid[]) AND (SELECT cardinality(ids) FROM short) = 0
          ORDER BY id FOR UPDATE),
        taken AS (
          UPDATE "ProductVariant" v SET "stock" = v."stock" - w.quantity, "updatedAt" = now(),
            "lowStockCrossings" = v."lowStockCrossings"
              + CASE WHEN v."stock" > ${threshold}::int AND v."stock" - w.quantity <= ${threshold}::int THEN 1 ELSE 0 END
          FROM wanted w
          WHERE v.id = w.id AND v.id = ANY(${variantIds}::uuid[]) AND v."stock" >= w.quantity
            AND (SELECT cardinality(ids) FROM short) = 0 AND (SELECT count(*) FROM locked) >= 0
          RETURNING v.id, v."productId", v.sku, v.size, v.colour, v.stock)
        ${stockEvents ? Prisma.sql`, ${stockEventsSql(Prisma.sql`taken`, allTaken)}` : Prisma.empty}
        ${order.discountCodeId ? Prisma.sql`, code AS (${takeCodeUseSql(order.discountCodeId, allTaken)})` : Prisma.empty}
        SELECT (SELECT ids FROM short) AS short, (SELECT array_agg(id::text) FROM taken) AS taken,
          ${order.discountCodeId ? Prisma.sql`(SELECT to_jsonb(code) FROM code)` : Prisma.sql`NULL::jsonb`} AS code`
    : [{ short: [], taken: [], code: null }];
  const refused = stockRefusal(sorted, row!.short, row!.taken ?? []);
  if (refused) throw new StockError(refused);
  if (order.discountCodeId) await checkCodeTaken(tx, { ...order, discountCodeId: order.discountCodeId }, row!.code ?? undefined);
}

/**
 * What a take of these lines needs: the lines by (product, variant), the units wanted per variant (lines of one
 * variant are taken together: a take of their sum succeeds exactly when taking them one by one would), and the
 * products to lock, in id order.
 */
export function stockWanted<L extends StockLine>(lines: L[]) {
  const sorted = byProductAndVariant(lines);
  const wanted = new Map<string, number>();
  for (const l of sorted) if (l.productId && l.variantId) wanted.set(l.variantId, (wanted.get(l.variantId) ?? 0) + l.quantity);
  const productIds = [...new Set(sorted.flatMap((l) => (l.productId && l.variantId ? [l.productId] : [])))];
  return { sorted, wanted, productIds, variantIds: [...wanted.keys()] };
}

/**
 * Why a take was refused, naming the first line (by product and variant) that could not be served, or null when every
 * line was: `short`, the variants the take's snapshot lacked units of (nothing was locked then), else `taken`, the
 * variants whose units were taken (or held for the take) once their product was locked.
 */
export function stockRefusal(sorted: StockLine[], short: string[], taken: string[]): string | null {
  const shortSet = new Set(short);
  const takenSet = new Set(taken);
  for (const line of sorted) {
    const name = lineName(line.title, line);
    // A product or size deleted since checkout: nothing to take.
    if (!line.productId || !line.variantId) return `${name} is no longer available`;
    if (shortSet.size ? shortSet.has(line.variantId) : !takenSet.has(line.variantId)) return outOfStock(name);
  }
  return null;
}

/**
 * Gives back the stock of every line's variant still in the catalogue (a product or size deleted since has no shelf
 * to put a unit back on). Same lock order as a take: the products in id order, then the lines by (product, variant),
 * so two orders or an order and an admin's edit (which locks the product first) cannot deadlock.
 */
export async function returnStock(tx: P.TransactionClient, lines: StockLine[]): Promise<void> {
  const sorted = byProductAndVariant(lines).filter((l) => l.productId && l.variantId);
  const productIds = [...new Set(sorted.map((l) => l.productId!))];
  if (productIds.length) await tx.$queryRaw`SELECT 1 FROM "Product" WHERE id = ANY(${productIds}::uuid[]) ORDER BY id FOR UPDATE`;
  for (const line of sorted) {
    await tx.$executeRaw`
      UPDATE "ProductVariant" SET "stock" = "stock" + ${line.quantity}, "updatedAt" = now() WHERE id = ${line.variantId}::uuid`;
  }
}
