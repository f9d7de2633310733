// "One use left" (issue 44): a discount code with one use left and 20 shoppers paying for orders holding it at the
// same moment. The use is taken with the order's claim, in the transaction that takes the stock, so exactly one order
// gets the code and the 19 others are refused with the reason; the code ends with its one use taken.
import type { SqlExecutor } from "../graphql-api/src/db/database.js";
import { CAPTURE, approvedCheckout, gql, inBatches, type HotShopper } from "./hot-checkout.js";

export const RACE_CODE = "LASTONE";
const USED_UP = "This code has been used up. Please check out again without it.";

export interface CodeRaceResult {
  shoppers: number;
  /** Captures answered paid (each holds the code). */
  paid: number;
  /** Captures refused because the code was used up. */
  refused: number;
  errors: number;
  sampleError?: string;
  seconds: number;
  /** Read from the database afterwards. */
  paidOrdersWithCode: number;
  usedCount: number;
}

/** Empties every cart; a product with plenty of stock; the code, with one use left (maxUses 1). */
export async function prepareCodeRace(sql: SqlExecutor): Promise<string> {
  await sql.exec(`DELETE FROM "CartItem"`);
  await sql.exec(`UPDATE "Cart" SET "discountCode" = NULL`);
  await sql.exec(`DELETE FROM "DiscountCode" WHERE "codeKey" = '${RACE_CODE}' AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."discountCodeId" = "DiscountCode".id)`);
  await sql.exec(`INSERT INTO "DiscountCode" (id, code, "codeKey", kind, "basisPoints", "maxUses", "updatedAt") VALUES (gen_random_uuid(), '${RACE_CODE}', '${RACE_CODE}', 'percentage', 2000, 1, now()) ON CONFLICT ("codeKey") DO UPDATE SET "maxUses" = "DiscountCode"."usedCount" + 1`);
  const rows = await sql.query<{ id: string }>(
    `INSERT INTO "Product" (id, title, description, category, brand, image, "priceCents", "salePriceCents", "effectivePriceCents", "totalStock", "updatedAt")
     VALUES (gen_random_uuid(), 'Last Code Tee', 'Plenty of stock, one use of the code', 'men', 'nike', '/images/products/test.svg', 3000, 0, 3000, 1000, now())
     RETURNING id`,
  );
  return rows[0]!.id;
}

export async function runCodeRace(base: string, shoppers: HotShopper[], productId: string): Promise<Omit<CodeRaceResult, "paidOrdersWithCode" | "usedCount">> {
  const checkouts = await inBatches(shoppers, 10, (s) => approvedCheckout(base, s, productId, RACE_CODE));
  const t0 = performance.now();
  const outcomes = await Promise.all(
    shoppers.map(async (s, i) => {
      const c = checkouts[i]!;
      try {
        const r = await gql(base, s.token, CAPTURE, { o: c.orderId, p: c.paymentId, r: c.payerId });
        if (r.body.data?.captureOrder?.paymentStatus === "paid") return { kind: "paid" as const };
        const message = r.body.errors?.[0]?.message ?? `HTTP ${r.status}`;
        return message === USED_UP ? { kind: "refused" as const } : { kind: "error" as const, message };
      } catch (e) {
        return { kind: "error" as const, message: (e as Error).message };
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const errors = outcomes.filter((o) => o.kind === "error");
  return {
    shoppers: shoppers.length,
    paid: outcomes.filter((o) => o.kind === "paid").length,
    refused: outcomes.filter((o) => o.kind === "refused").length,
    errors: errors.length,
    sampleError: (errors[0] as { message?: string } | undefined)?.message,
    seconds: Math.round(seconds * 100) / 100,
  };
}

export async function countCodeRace(sql: SqlExecutor) {
  const [row] = await sql.query<{ used: number; paid: string }>(
    `SELECT d."usedCount" AS used, (SELECT count(*) FROM "Order" o WHERE o."discountCodeId" = d.id AND o."paymentStatus" = 'paid') AS paid FROM "DiscountCode" d WHERE d."codeKey" = $1`,
    [RACE_CODE],
  );
  return { usedCount: row!.used, paidOrdersWithCode: Number(row!.paid) };
}
