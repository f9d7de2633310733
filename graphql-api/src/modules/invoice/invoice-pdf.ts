// Draws an invoice or credit note as a PDF (pdfkit, its built-in Helvetica: no font files) from the order's stored
// breakdown and the shop's legal details; nothing is priced here.
import PDFDocument from "pdfkit";
import { documentNumber, type DocumentKind } from "./invoice-numbers.js";

export interface InvoiceData {
  kind: DocumentKind;
  year: number;
  number: number;
  issuedAt: Date;
  /** The invoice a credit note answers. */
  invoiceNumber: string | null;
  shop: { legalName: string; legalAddress: string; taxId: string };
  customer: { name: string; address: string; city: string; pincode: string; country: string; region: string };
  orderId: string;
  lines: { title: string; quantity: number; priceCents: number; discountCents: number; promotionCents: number }[];
  subtotalCents: number;
  /** The automatic promotions applied (before the code). */
  promotions: { name: string; amountCents: number }[];
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  shippingMethodName: string;
  taxLines: { name: string; ppm: number; amountCents: number }[];
  taxIncluded: boolean;
  totalCents: number;
}

const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (ppm: number) => `${(ppm / 10_000).toLocaleString("en-US", { maximumFractionDigits: 4 })}%`;

export function renderInvoicePdf(d: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: documentNumber(d) } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const sign = d.kind === "creditNote" ? -1 : 1;
  doc.fontSize(20).text(d.kind === "invoice" ? "Invoice" : "Credit note");
  doc.fontSize(10).moveDown(0.5);
  doc.text(`Number: ${documentNumber(d)}`);
  if (d.invoiceNumber) doc.text(`For invoice: ${d.invoiceNumber}`);
  doc.text(`Date: ${d.issuedAt.toISOString().slice(0, 10)}`);
  doc.text(`Order: ${d.orderId}`);
  doc.moveDown();
  doc.text(d.shop.legalName || "(legal name not set)");
  if (d.shop.legalAddress) doc.text(d.shop.legalAddress);
  if (d.shop.taxId) doc.text(`Tax id: ${d.shop.taxId}`);
  doc.moveDown();
  doc.text("Bill to:");
  doc.text(d.customer.name);
  doc.text(`${d.customer.address}, ${d.customer.city} ${d.customer.pincode}`);
  if (d.customer.country) doc.text([d.customer.region, d.customer.country].filter(Boolean).join(", "));
  doc.moveDown();
  for (const l of d.lines) {
    const off = l.discountCents + l.promotionCents;
    const discount = off ? ` (discount -${money(off)})` : "";
    doc.text(`${l.quantity} x ${l.title} at ${money(l.priceCents)} = ${money(sign * l.priceCents * l.quantity)}${discount}`);
  }
  doc.moveDown();
  doc.text(`Subtotal: ${money(sign * d.subtotalCents)}`);
  for (const p of d.promotions) doc.text(`${p.name}: -${money(sign * p.amountCents)}`);
  if (d.discountCents) doc.text(`Discount${d.discountCode ? ` (${d.discountCode})` : ""}: -${money(sign * d.discountCents)}`);
  doc.text(`Shipping${d.shippingMethodName ? ` (${d.shippingMethodName})` : ""}: ${money(sign * d.shippingCents)}`);
  for (const t of d.taxLines) doc.text(`${t.name} ${percent(t.ppm)}${d.taxIncluded ? " (included)" : ""}: ${money(sign * t.amountCents)}`);
  doc.fontSize(12).text(`Total: ${money(sign * d.totalCents)}`);
  doc.end();
  return done;
}
