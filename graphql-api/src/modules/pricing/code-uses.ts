// A discount code's uses move with the order's stock (order-moves.ts): taken in the same transaction as the capture's
// claim, given back whenever the stock goes back (a refused or cancelled payment, a refund). So a code with one use
// left and many payments at once gives exactly one order with it; the others are refused and can check out again.
import type { Prisma as P } from "../../generated/prisma/client.js";
import { CODE_MESSAGES } from "./discount-rules.js";

/** The payment states that hold stock, and so a code's use (order-lifecycle.ts HOLDS_STOCK). */
const HOLDING = ["capturing", "held", "paid", "refunding"];

/** Raised inside the claim when the code can no longer be used; the claim rolls back like an out-of-stock line. */
export class CodeUseError extends Error {}

export const AGAIN_WITHOUT = " Please check out again without it.";

/**
 * Takes (or gives back) the use of the order's code. A take locks the code's row (the conditional UPDATE), so the
 * counts of the shopper's own uses and orders read after it see every claim of this code that committed before.
 */
export async function moveCodeUse(tx: P.TransactionClient, order: { id: string; discountCodeId: string | null; userId: string }, direction: "take" | "return"): Promise<void> {
  if (!order.discountCodeId) return;
  const orderId = order.id;
  if (direction === "return") {
    await tx.$executeRaw`UPDATE "DiscountCode" SET "usedCount" = GREATEST("usedCount" - 1, 0) WHERE id = ${order.discountCodeId}::uuid`;
    return;
  }
  const [code] = await tx.$queryRaw<{ perCustomer: number | null; firstOrderOnly: boolean }[]>`
    UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
    WHERE id = ${order.discountCodeId}::uuid AND ("maxUses" IS NULL OR "usedCount" < "maxUses")
    RETURNING "perCustomer", "firstOrderOnly"`;
  if (!code) throw new CodeUseError(CODE_MESSAGES.usedUp + AGAIN_WITHOUT);
  if (code.perCustomer !== null) {
    const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Order" WHERE "userId" = ${order.userId}::uuid AND "discountCodeId" = ${order.discountCodeId}::uuid
        AND id <> ${orderId}::uuid AND "paymentStatus"::text = ANY(${HOLDING}::text[])`;
    if (n >= code.perCustomer) throw new CodeUseError(CODE_MESSAGES.perCustomer + AGAIN_WITHOUT);
  }
  if (code.firstOrderOnly && (await hasOrdered(tx, order.userId, orderId))) throw new CodeUseError(CODE_MESSAGES.firstOrder + AGAIN_WITHOUT);
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
