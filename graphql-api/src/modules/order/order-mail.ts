// The order emails (confirmation, refund notice): queued as jobs once the change they announce is committed, keyed by
// the order so each goes once; a failing or stalled mail server delays the email (the queue retries), never the
// payment, and the order pages show the same information meanwhile.
import type { ServiceDeps } from "../../service-deps.js";
import { toDollars } from "../../money.js";
import { lineName } from "./order-moves.js";

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

/** The job: sends the confirmation (throws when the mail server refuses, so the queue tries again). */
export async function sendConfirmation(deps: ServiceDeps, { orderId }: { orderId: string }): Promise<void> {
  const order = await deps.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { title: "asc" } }, user: { select: { email: true, userName: true } } },
  });
  const lines = order.items.map((i) => `${i.quantity} x ${lineName(i.title, i)}: ${money(i.priceCents * i.quantity)}`).join("\n");
  await deps.mailer.send({
    to: order.user.email,
    subject: "Your order is confirmed",
    messageId: messageId("order-confirmation", order.id, deps.config),
    text: `Hi ${order.user.userName},\n\nThank you for your order ${order.id}.\n\n${lines}\n\nSubtotal: ${money(order.subtotalCents)}\nShipping: ${money(order.shippingCents)}\nTotal: ${money(order.totalCents)}\n\nShipping to: ${order.address}, ${order.city} ${order.pincode}\n`,
  });
}

export async function sendRefundNotice(deps: ServiceDeps, { orderId }: { orderId: string }): Promise<void> {
  const order = await deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { user: { select: { email: true, userName: true } } } });
  await deps.mailer.send({
    to: order.user.email,
    subject: "Your order was cancelled and refunded",
    messageId: messageId("refund-notice", order.id, deps.config),
    text: `Hi ${order.user.userName},\n\nWe cancelled your order ${order.id} and refunded ${money(order.totalCents)} to your PayPal account.\nPayPal usually shows the refund within a few days.\n`,
  });
}
