import type { ServiceDeps } from "../../services.js";
import { toDollars } from "../../money.js";

/**
 * The order emails. Sent after the change they announce has been committed; a mail server that fails or stalls must
 * not undo or hold up a payment, so failures are logged and the order pages show the same information.
 */

const money = (cents: number) => `$${toDollars(cents).toFixed(2)}`;

export async function sendConfirmation(deps: ServiceDeps, orderId: string): Promise<void> {
  try {
    const order = await deps.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { items: { orderBy: { title: "asc" } }, user: { select: { email: true, userName: true } } },
    });
    const lines = order.items.map((i) => `${i.quantity} x ${i.title}: ${money(i.priceCents * i.quantity)}`).join("\n");
    await deps.mailer.send({
      to: order.user.email,
      subject: "Your order is confirmed",
      text: `Hi ${order.user.userName},\n\nThank you for your order ${order.id}.\n\n${lines}\n\nSubtotal: ${money(order.subtotalCents)}\nShipping: ${money(order.shippingCents)}\nTotal: ${money(order.totalCents)}\n\nShipping to: ${order.address}, ${order.city} ${order.pincode}\n`,
    });
  } catch (e) {
    deps.logger?.error(`Could not send the confirmation of order ${orderId}`, e);
  }
}

export async function sendRefundNotice(deps: ServiceDeps, orderId: string): Promise<void> {
  try {
    const order = await deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { user: { select: { email: true, userName: true } } } });
    await deps.mailer.send({
      to: order.user.email,
      subject: "Your order was cancelled and refunded",
      text: `Hi ${order.user.userName},\n\nWe cancelled your order ${order.id} and refunded ${money(order.totalCents)} to your PayPal account.\nPayPal usually shows the refund within a few days.\n`,
    });
  } catch (e) {
    deps.logger?.error(`Could not send the refund notice of order ${orderId}`, e);
  }
}
