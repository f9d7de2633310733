// Invoice and credit-note numbers: per kind and calendar year (UTC), without gaps. The number is taken inside the
// transaction that makes the order paid (or refunded), from the counter row it locks, so a rolled-back payment move
// gives its number back and two payments at once get consecutive numbers.
import { Prisma, type Prisma as P } from "../../generated/prisma/client.js";

export type DocumentKind = "invoice" | "creditNote";

/**
 * Issues the order's document of this kind once (a second call changes nothing), in one statement: the counter's row
 * is shared by every payment of the year, and is locked from its update to the commit, so nothing else runs between.
 * A credit note answers an invoice: a payment given back before it was ever paid (refused at capture) has neither.
 */
export async function issueDocument(tx: P.TransactionClient, orderId: string, kind: DocumentKind, at = new Date()): Promise<void> {
  await tx.$executeRaw`WITH ${issueDocumentSql(Prisma.sql`${orderId}::uuid`, kind, at)} SELECT 1`;
}

/**
 * The same as statements of a WITH (doc_due, doc_counter, doc_issued), for a statement that makes the order paid on its
 * own (order-settle.ts): `orderId` is an SQL expression, NULL when nothing was moved (then nothing is numbered). The
 * counter's lock then lasts from this statement to its own commit, with no round trip to Node between.
 */
export function issueDocumentSql(orderId: Prisma.Sql, kind: DocumentKind, at: Date): Prisma.Sql {
  const year = at.getUTCFullYear();
  return Prisma.sql`
    doc_due AS (
      SELECT ${orderId} AS id WHERE ${orderId} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "Invoice" WHERE "orderId" = ${orderId} AND kind = ${kind}::"InvoiceKind")
        AND (${kind}::text = 'invoice' OR EXISTS (SELECT 1 FROM "Invoice" WHERE "orderId" = ${orderId} AND kind = 'invoice'))),
    doc_counter AS (
      INSERT INTO "InvoiceCounter" (kind, year, last) SELECT ${kind}::"InvoiceKind", ${year}::int, 1 FROM doc_due
      ON CONFLICT (kind, year) DO UPDATE SET last = "InvoiceCounter".last + 1
      RETURNING last),
    doc_issued AS (
      INSERT INTO "Invoice" (id, "orderId", kind, year, number, "issuedAt")
      SELECT gen_random_uuid(), (SELECT id FROM doc_due), ${kind}::"InvoiceKind", ${year}::int, last, ${at.toISOString()}::timestamptz AT TIME ZONE 'UTC' FROM doc_counter
      RETURNING number)`;
}

/** "INV-2026-000042" / "CN-2026-000003". */
export const documentNumber = (d: { kind: DocumentKind; year: number; number: number }) =>
  `${d.kind === "invoice" ? "INV" : "CN"}-${d.year}-${String(d.number).padStart(6, "0")}`;
