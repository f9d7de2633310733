/** Prisma's answer when a write breaks a unique index (P2002): a duplicate the caller can be told about, not a fault. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";
