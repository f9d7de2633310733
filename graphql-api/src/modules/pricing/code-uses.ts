// A discount code's uses move with the order's stock (order-moves.ts): taken in the same transaction as the capture's
// claim, given back whenever the stock goes back (a refused or cancelled payment, a refund). So a code with one use
// left and many payments at once gives exactly one order with it; the others are refused and can check out again.
import { Prisma, type Prisma as P } from "../../generated/prisma/client.js";
import { CODE_MESSAGES } from "./discount-rules.js";

/** The payment states that hold stock, and so a code's use (order-lifecycle.ts HOLDS_STOCK). */
const HOLDING = ["capturing", "held", "paid", "refunding"];

/** Raised inside the claim when the code can no longer be used; the claim rolls back like an out-of-stock line. */
export class CodeUseError extends Error {}

export const AGAIN_WITHOUT = " Please check out again without it.";

/** Why a claim was refused when its code had no use left. */
export const CODE_USED_UP = CODE_MESSAGES.usedUp + AGAIN_WITHOUT;

/**
 * The take of a use of the code, as a statement for the claim's one statement under the hot locks (stock-take.ts):
 * the conditional UPDATE locks the code's row, after the stock (`when` reads the stock's result, so it runs after it,
 * and only when every line was taken). It returns the code's per-shopper limits, or no row when no use was left.
 */
export const takeCodeUseSql = (discountCodeId: string, when: Prisma.Sql) => Prisma.sql`
  UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
  WHERE id = ${discountCodeId}::uuid AND ("maxUses" IS NULL OR "usedCount" < "maxUses") AND ${when}
  RETURNING "perCustomer", "firstOrderOnly"`;

/**
 * The take of a use of the code `codeId` (an expression) in a claim made in one statement (order/order-claim.ts):
 * the conditional UPDATE locks the code's row once `when` holds (the stock's locks taken and its units there), and
 * takes a use when one is left. A code with per-shopper limits is left alone (no row): those limits are read after the
 * code's lock, which one statement cannot do (its reads see the rows as of its start), so such a code's claim is made
 * in a transaction (takeStock, checkCodeTaken); codeLimitedSql says which.
 */
export const claimCodeUseSql = (codeId: Prisma.Sql, when: Prisma.Sql) => Prisma.sql`
  UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
  WHERE id = ${codeId} AND ("maxUses" IS NULL OR "usedCount" < "maxUses") AND "perCustomer" IS NULL AND NOT "firstOrderOnly" AND ${when}
  RETURNING id`;

/** Whether the code `codeId` (an expression) has per-shopper limits, which claimCodeUseSql leaves to a transaction. */
export const codeLimitedSql = (codeId: Prisma.Sql) => Prisma.sql`
  coalesce((SELECT "perCustomer" IS NOT NULL OR "firstOrderOnly" FROM "DiscountCode" WHERE id = ${codeId}), false)`;

/** Gives back the use of the order's code (the stock went back: a refused or cancelled payment, a refund). */
export async function returnCodeUse(tx: P.TransactionClient, discountCodeId: string | null): Promise<void> {
  if (!discountCodeId) return;
  await tx.$executeRaw`UPDATE "DiscountCode" SET "usedCount" = GREATEST("usedCount" - 1, 0) WHERE id = ${discountCodeId}::uuid`;
}

/** What a take of a code's use returns: its per-shopper limits, or nothing when no use was left. */
export type TakenCode = { perCustomer: number | null; firstOrderOnly: boolean };

/**
 * After the take (holding the code's row lock): refused when no use was left, or when the shopper's own uses or orders
 * rule the code out (read after the lock, so they see every claim of this code that committed before).
 */
export async function checkCodeTaken(tx: P.TransactionClient, order: { id: string; discountCodeId: string; userId: string }, code: TakenCode | undefined): Promise<void> {
  if (!code) throw new CodeUseError(CODE_USED_UP);
  if (code.perCustomer !== null) {
    const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Order" WHERE "userId" = ${order.userId}::uuid AND "discountCodeId" = ${order.discountCodeId}::uuid
        AND id <> ${order.id}::uuid AND "paymentStatus"::text = ANY(${HOLDING}::text[])`;
    if (n >= code.perCustomer) throw new CodeUseError(CODE_MESSAGES.perCustomer + AGAIN_WITHOUT);
  }
  if (code.firstOrderOnly && (await hasOrdered(tx, order.userId, order.id))) throw new CodeUseError(CODE_MESSAGES.firstOrder + AGAIN_WITHOUT);
}

/** Whether the shopper has another order that was paid (or is being paid). */
export async function hasOrdered(tx: Pick<P.TransactionClient, "$queryRaw">, userId: string, exceptOrderId: string | null): Promise<boolean> {
  const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Order" WHERE "userId" = ${userId}::uuid AND id IS DISTINCT FROM ${exceptOrderId}::uuid
      AND "paymentStatus"::text = ANY(${[...HOLDING, "refunded"]}::text[])`;
  return n > 0;
}

/** How many of the shopper's orders hold a use of the code. */
export async function usesByShopper(tx: Pick<P.TransactionClient, "$queryRaw">, userId: string, codeId: string): Promise<number> {
  const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "Order" WHERE "userId" = ${userId}::uuid AND "discountCodeId" = ${codeId}::uuid
      AND "paymentStatus"::text = ANY(${HOLDING}::text[])`;
  return n;
}
