import type { ServiceDeps } from "../../services.js";
import { AppError, badInput } from "../../errors.js";
import { toDollars } from "../../money.js";
import type { Prisma } from "../../generated/prisma/client.js";

// Only orders paid before the captureId column existed; none of them can be cancelled here without a refund.
const NO_CAPTURE_ON_RECORD =
  "This order was paid before the shop recorded PayPal capture ids, so it cannot be refunded or cancelled here. Refund it in your PayPal account instead.";

/**
 * Cancels an order (status rejected); a paid one is also refunded and restocked (see refundPaidOrder).
 *
 * A capture may commit between our look at the order and our write, so the plain cancel only matches an unpaid order;
 * if that finds nothing, either the order is gone or it has just been paid, and the refund is tried again.
 */
export async function cancelOrder(deps: ServiceDeps, orderId: string): Promise<"refunded" | "cancelled" | "missing"> {
  for (;;) {
    if (await refundPaidOrder(deps, orderId)) return "refunded";
    const { count } = await deps.prisma.order.updateMany({
      where: { id: orderId, paymentStatus: { not: "paid" } },
      data: { orderStatus: "rejected" },
    });
    if (count === 1) return "cancelled";
    if (!(await deps.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } }))) return "missing";
  }
}

/** Best effort, like the order confirmation: the refund is done whatever the mail server says. */
export async function sendRefundNotice(deps: ServiceDeps, orderId: string) {
  try {
    const order = await deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { user: { select: { email: true, userName: true } } } });
    await deps.mailer.send({
      to: order.user.email,
      subject: "Your order was cancelled and refunded",
      text: `Hi ${order.user.userName},\n\nWe cancelled your order ${order.id} and refunded $${toDollars(order.totalCents).toFixed(2)} to your PayPal account.\nPayPal usually shows the refund within a few days.\n`,
    });
  } catch {
    // Ignored on purpose (see above); the order page shows the refund too.
  }
}

/**
 * Cancelling a paid order gives the money back and the goods back, exactly once.
 *
 * Like the capture, one transaction does it all: a conditional update claims the order (only a paid order matches, so
 * a second cancel waits on the row and then finds it refunded), the stock of every line still in the catalogue is put
 * back, and only then is the provider asked for the refund. If the provider refuses, everything rolls back and the
 * order stays paid and uncancelled. The refund carries a fixed PayPal-Request-Id, so a retry after a crash between
 * PayPal's answer and our commit is answered with the first refund, never paid out twice.
 *
 * Returns false when the order is not paid (nothing to refund).
 */
async function refundPaidOrder(deps: ServiceDeps, orderId: string): Promise<boolean> {
  return deps.prisma.$transaction((tx) => refundInside(tx, deps, orderId), { maxWait: 15_000, timeout: 20_000 });
}

async function refundInside(tx: Prisma.TransactionClient, deps: ServiceDeps, orderId: string): Promise<boolean> {
  const claim = await tx.order.updateMany({
    where: { id: orderId, paymentStatus: "paid" },
    data: { paymentStatus: "refunded", orderStatus: "rejected", refundedAt: new Date() },
  });
  if (claim.count !== 1) return false;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
  if (!order.captureId) throw badInput(NO_CAPTURE_ON_RECORD);

  // Same product order as captures take stock in, so a refund and a capture cannot deadlock on each other's rows.
  const lines = order.items.filter((l) => l.productId).sort((a, b) => a.productId!.localeCompare(b.productId!));
  for (const line of lines) {
    await tx.$executeRaw`
      UPDATE "Product" SET "totalStock" = "totalStock" + ${line.quantity}, "updatedAt" = now()
      WHERE id = ${line.productId}::uuid`;
  }

  const result = await deps.payments.refund({ captureId: order.captureId, orderId, amountCents: order.totalCents, currency: "USD" });
  if (result.status === "FAILED") {
    throw new AppError("PAYMENT_FAILED", "PayPal could not refund this order, so it stays paid. Please try again or refund it in PayPal.");
  }
  return true;
}
