// The one way a cart is changed: its row created if needed and locked for the transaction, whoever holds it.
import type { Prisma as PrismaClient } from "../../db/database.js";

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Which cart row: an account's, or a guest's by its key's hash. */
export type CartOwner = { userId: string } | { guestKeyHash: string };

/**
 * Creates the cart if needed and locks its row until the transaction ends, so one cart's concurrent changes run one
 * after another and a read-check-write on a line can never overshoot stock. A guest's cart is stamped as it is
 * changed (the prune job removes those untouched for 30 days).
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<string> {
  if ("guestKeyHash" in owner) {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "Cart" ("id", "guestKeyHash", "updatedAt") VALUES (gen_random_uuid(), ${owner.guestKeyHash}, now())
      ON CONFLICT ("guestKeyHash") DO UPDATE SET "updatedAt" = now() RETURNING "id"::text AS "id"`;
    return rows[0]!.id;
  }
  const { userId } = owner;
  await tx.$executeRaw`INSERT INTO "Cart" ("id", "userId", "updatedAt") VALUES (${userId}::uuid, ${userId}::uuid, now()) ON CONFLICT ("userId") DO NOTHING`;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "Cart" WHERE "userId" = ${userId}::uuid FOR UPDATE`;
  return rows[0]!.id;
}
