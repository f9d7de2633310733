/** Prisma's answer when a write breaks a unique index (P2002): a duplicate the caller can be told about, not a fault. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";

/** Prisma's P2028: a transaction the pool lent no connection within maxWait, or one rolled back past its timeout. */
export const isNoConnection = (e: unknown) => (e as { code?: string } | null)?.code === "P2028";
