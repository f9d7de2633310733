// The order emails (confirmation, refund notice): queued as jobs once the change they announce is committed, keyed by
// the order so each goes once; a failing or stalled mail server delays the email (the queue retries), never the
// payment, and the order pages show the same information meanwhile.
import type { ServiceDeps } from "../../service-deps.js";
import { toDollars } from "../../money.js";
import { lineName } from "./order-moves.js";
import { DOCUMENT_ORDER, documentOf, type DocumentOrder } from "../invoice/invoice.service.js";

export const CONFIRMATION_JOB = "mail.order-confirmation";
export const REFUND_NOTICE_JOB = "mail.refund-notice";

const money = (cents: number) => `$${toDollars(cents).toFixed(2)}`;
const messageId = (kind: string, orderId: string, config: ServiceDeps["config"]) => `<${kind}.${orderId}@${new URL(config.publicUrl).hostname}>`;

/** Queues the confirmation of a paid order. Never throws: the payment is done whatever happens to its email. */
export async function queueConfirmation(deps: ServiceDeps, orderId: string): Promise<void> {
  await queue(deps, CONFIRMATION_JOB, orderId, `order-confirmation:${orderId}`);
}

export async function queueRefundNotice(deps: ServiceDeps, orderId: string): Promise<void> {
  await queue(deps, REFUND_NOTICE_JOB, orderId, `refund-notice:${orderId}`);
}

async function queue(deps: ServiceDeps, job: string, orderId: string, key: string) {
  try {
    await deps.jobs!.send(job, { orderId }, key);
  } catch (e) {
    deps.logger?.error(`Could not queue ${job} for order ${orderId}; the order itself is saved`, e);
  }
}

/** The order's money as charged, one line per part: subtotal, each promotion, the code, shipping, each tax, total. */
export function breakdownText(o: {
  subtotalCents: number;
  promotions: unknown;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  shippingDiscountCents: number;
  shippingMethodName: string;
  taxLines: unknown;
  taxIncluded: boolean;
  totalCents: number;
}): string {
  const promotions = (o.promotions ?? []) as { name: string; amountCents: number }[];
  const taxLines = (o.taxLines ?? []) as { name: string; ppm: number; amountCents: number }[];
  const rows = [`Subtotal: ${money(o.subtotalCents)}`];
  for (const p of promotions) rows.push(`${p.name}: -${money(p.amountCents)}`);
  if (o.discountCents > 0) rows.push(`Discount${o.discountCode ? ` (${o.discountCode})` : ""}: -${money(o.discountCents)}`);
  const method = o.shippingMethodName ? ` (${o.shippingMethodName})` : "";
  rows.push(`Shipping${method}: ${money(o.shippingCents + o.shippingDiscountCents)}`);
  if (o.shippingDiscountCents > 0) rows.push(`Free shipping${o.discountCode ? ` (${o.discountCode})` : ""}: -${money(o.shippingDiscountCents)}`);
  for (const t of taxLines) rows.push(`${t.name} ${t.ppm / 10_000}%${o.taxIncluded ? " (included)" : ""}: ${money(t.amountCents)}`);
  rows.push(`Total: ${money(o.totalCents)}`);
  return rows.join("\n");
}

/** The order's document as an attachment, or none when it has not been issued (an order paid before invoices). */
async function attachment(deps: ServiceDeps, order: DocumentOrder, kind: "invoice" | "creditNote") {
  const doc = await documentOf(deps.prisma, order, kind);
  return doc ? [{ filename: doc.filename, content: doc.body, contentType: "application/pdf" }] : [];
}

/** The order as its email and attached document show it: one read (a sale's confirmation read it twice before). */
const readForMail = (deps: ServiceDeps, orderId: string) => deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: DOCUMENT_ORDER });

/** The job: sends the confirmation with its breakdown and the invoice (throws when the mail server refuses, so the queue tries again). */
export async function sendConfirmation(deps: ServiceDeps, { orderId }: { orderId: string }): Promise<void> {
  const order = await readForMail(deps, orderId);
  const lines = order.items.map((i) => `${i.quantity} x ${lineName(i.title, i)}: ${money(i.priceCents * i.quantity)}`).join("\n");
  await deps.mailer.send({
    to: order.user.email,
    subject: "Your order is confirmed",
    messageId: messageId("order-confirmation", order.id, deps.config),
    text: `Hi ${order.user.userName},\n\nThank you for your order ${order.id}.\n\n${lines}\n\n${breakdownText(order)}\n\nShipping to: ${order.address}, ${order.city} ${order.pincode}\n\nYour invoice is attached.\n`,
    attachments: await attachment(deps, order, "invoice"),
  });
}

/** The refund notice: what was refunded, part by part, with the credit note when the order had an invoice. */
export async function sendRefundNotice(deps: ServiceDeps, { orderId }: { orderId: string }): Promise<void> {
  const order = await readForMail(deps, orderId);
  const attachments = await attachment(deps, order, "creditNote");
  await deps.mailer.send({
    to: order.user.email,
    subject: "Your order was cancelled and refunded",
    messageId: messageId("refund-notice", order.id, deps.config),
    text: `Hi ${order.user.userName},\n\nWe cancelled your order ${order.id} and refunded ${money(order.totalCents)} to your PayPal account.\nPayPal usually shows the refund within a few days.\n\nRefunded:\n${breakdownText(order)}\n${attachments.length ? "\nYour credit note is attached.\n" : ""}`,
    attachments,
  });
}
