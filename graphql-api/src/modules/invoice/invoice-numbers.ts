// Invoice and credit-note numbers: per kind and calendar year (UTC), without gaps. The number is taken inside the
// transaction that makes the order paid (or refunded), from the counter row it locks, so a rolled-back payment move
// gives its number back and two payments at once get consecutive numbers.
import type { Prisma as P } from "../../generated/prisma/client.js";

export type DocumentKind = "invoice" | "creditNote";

/** Issues the order's document of this kind once (a second call changes nothing). */
export async function issueDocument(tx: P.TransactionClient, orderId: string, kind: DocumentKind, at = new Date()): Promise<void> {
  const existing = await tx.invoice.findUnique({ where: { orderId_kind: { orderId, kind } }, select: { id: true } });
  if (existing) return;
  // A credit note answers an invoice: a payment given back before it was ever paid (refused at capture) has neither.
  if (kind === "creditNote" && !(await tx.invoice.findUnique({ where: { orderId_kind: { orderId, kind: "invoice" } }, select: { id: true } }))) return;
  const year = at.getUTCFullYear();
  const [counter] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" (kind, year, last) VALUES (${kind}::"InvoiceKind", ${year}::int, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last = "InvoiceCounter".last + 1
    RETURNING last`;
  await tx.invoice.create({ data: { orderId, kind, year, number: counter!.last, issuedAt: at } });
}

/** "INV-2026-000042" / "CN-2026-000003". */
export const documentNumber = (d: { kind: DocumentKind; year: number; number: number }) =>
  `${d.kind === "invoice" ? "INV" : "CN"}-${d.year}-${String(d.number).padStart(6, "0")}`;
