/** Prisma's answer when a write breaks a unique index (P2002): a duplicate the caller can be told about, not a fault. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";

/** Prisma's "Unable to start a transaction in the given time" (P2028): the pool lent no connection within maxWait. */
export const isNoConnection = (e: unknown) => (e as { code?: string } | null)?.code === "P2028";
