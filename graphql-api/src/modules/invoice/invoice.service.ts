// An order's invoice or credit note as a PDF, for its shopper and for admins; someone else's order is "not found".
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { notFound } from "../../errors.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { isUuid } from "../../ids.js";
import { shopSettings } from "../pricing/pricing.service.js";
import { documentNumber, type DocumentKind } from "./invoice-numbers.js";
import { renderInvoicePdf } from "./invoice-pdf.js";

export class InvoiceService {
  constructor(private readonly deps: ServiceDeps) {}

  async pdf(viewer: Viewer | null, orderId: unknown, kind: DocumentKind): Promise<{ filename: string; body: Buffer }> {
    const v = requireViewer(viewer);
    const owner = isUuid(orderId) ? await this.deps.prisma.order.findUnique({ where: { id: orderId }, select: { userId: true } }) : null;
    const doc = owner && (owner.userId === v.id || v.role === "admin") ? await orderDocument(this.deps.prisma, orderId as string, kind) : null;
    if (!doc) throw notFound(kind === "invoice" ? "This order has no invoice yet." : "This order has no credit note.");
    return doc;
  }
}

/**
 * What an order's documents are drawn from, read in one go: its lines, its documents and its buyer. The emails read
 * the order this way too (email included), so a confirmation and its invoice cost one read of the order.
 */
export const DOCUMENT_ORDER = { items: { orderBy: { title: "asc" } }, invoices: true, user: { select: { userName: true, email: true } } } as const;
export type DocumentOrder = Prisma.OrderGetPayload<{ include: typeof DOCUMENT_ORDER }>;

/** The order's invoice or credit note as a PDF, or null when it has none (yet); no access check (emails, pdf()). */
export async function orderDocument(prisma: Pick<PrismaClient, "order" | "shopSetting">, orderId: string, kind: DocumentKind): Promise<{ filename: string; body: Buffer } | null> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: DOCUMENT_ORDER });
  return order ? documentOf(prisma, order, kind) : null;
}

/** The document of an order already read (DOCUMENT_ORDER), or null when it has none (yet). */
export async function documentOf(prisma: Pick<PrismaClient, "shopSetting">, order: DocumentOrder, kind: DocumentKind): Promise<{ filename: string; body: Buffer } | null> {
  const doc = order.invoices.find((i) => i.kind === kind);
  if (!doc) return null;
  const invoice = order.invoices.find((i) => i.kind === "invoice");
  const shop = await shopSettings(prisma);
  const body = await renderInvoicePdf({
    kind,
    year: doc.year,
    number: doc.number,
    issuedAt: doc.issuedAt,
    invoiceNumber: kind === "creditNote" && invoice ? documentNumber(invoice) : null,
    shop,
    customer: { name: order.user.userName, address: order.address, city: order.city, pincode: order.pincode, country: order.country, region: order.region },
    orderId: order.id,
    lines: order.items,
    subtotalCents: order.subtotalCents,
    promotions: (order.promotions ?? []) as unknown as { name: string; amountCents: number }[],
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    shippingCents: order.shippingCents,
    shippingMethodName: order.shippingMethodName,
    taxLines: (order.taxLines ?? []) as unknown as { name: string; ppm: number; amountCents: number }[],
    taxIncluded: order.taxIncluded,
    totalCents: order.totalCents,
  });
  return { filename: `${documentNumber(doc)}.pdf`, body };
}
