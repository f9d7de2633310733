// Search's statements that read every match of a keyword (a rank bucket, a ranking) go through the trigram (or
// category, brand) indexes, with the title-index walk and sequential scans switched off for that statement: the
// planner otherwise picks them from wrong estimates of how many rows an ILIKE keeps (see product.search.ts).
import type { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";

/** Planner settings for the statements read through the match indexes (SET LOCAL: this transaction only). */
export const MATCH_INDEXES_ONLY = ["SET LOCAL enable_seqscan = off", "SET LOCAL enable_indexscan = off"];

/**
 * An interactive transaction with explicit limits: a batch one has Prisma's 5 s timeout, which a broad keyword's deep
 * page at 1,000,000 products on a saturated machine outlasted (the bench saw 500s); slow is better than failed here.
 */
export async function throughMatchIndexes<T>(prisma: PrismaClient, statement: Prisma.Sql, settings = MATCH_INDEXES_ONLY): Promise<T[]> {
  return prisma.$transaction(
    async (tx) => {
      for (const setting of settings) await tx.$executeRawUnsafe(setting);
      return tx.$queryRaw<T[]>(statement);
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}

/**
 * Planner settings for a walk of an index in title order that a LIMIT stops (search's bucket 1, see groupWalk): the
 * planner, misled by how many rows an ILIKE keeps, would otherwise read every row of the group by a bitmap and sort.
 */
export const INDEX_WALK_ONLY = ["SET LOCAL enable_seqscan = off", "SET LOCAL enable_bitmapscan = off"];

/** A statement run with INDEX_WALK_ONLY (this transaction only). */
export const throughIndexWalk = <T>(prisma: PrismaClient, statement: Prisma.Sql) => throughMatchIndexes<T>(prisma, statement, INDEX_WALK_ONLY);
