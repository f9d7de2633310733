// Cancelling an order, refunding a paid one as a saga: claim it, ask PayPal for the refund outside any transaction,
// then restock and cancel it (or mark it paid again if PayPal refused); safe to resume after a crash.
import type { ServiceDeps } from "../../service-deps.js";
import { badInput, conflict } from "../../errors.js";
import { failpoint } from "../../failpoints.js";
import { PaymentError, isPaymentError } from "../../payments/provider.js";
import { PAYMENT_IN_FLIGHT, STATUS_MOVES, illegalMoveMessage } from "./order-lifecycle.js";
import { moveOrder, type Actor } from "./order-moves.js";
import { queueRefundNotice } from "./order-mail.js";
import type { Mail } from "./capture-saga.js";

// Only orders paid before the captureId column existed; none of them can be cancelled here without a refund.
const NO_CAPTURE_ON_RECORD =
  "This order was paid before the shop recorded PayPal capture ids, so it cannot be refunded or cancelled here. Refund it in your PayPal account instead.";
const REFUND_REFUSED = "PayPal could not refund this order, so it stays paid. Please try again or refund it in PayPal.";
const PAYMENT_IN_PROGRESS = "PayPal has not settled this order's payment yet, so it cannot be cancelled now. Please try again once it shows as paid or failed.";

export interface CancelResult {
  outcome: "cancelled" | "refunded" | "refunding" | "missing";
  /** The refund notice to the shopper, when this cancellation refunded the order. */
  mail?: Mail;
}

/**
 * Cancelling an order. An unpaid one is just cancelled. A paid one is refunded as a saga, so no PayPal call happens while
 * a transaction or row lock is held: claim (paid -> refunding, one short transaction), ask PayPal for the refund
 * (PayPal-Request-Id per order: a retry is answered, never paid out twice), then finalise (refunded, the stock back,
 * the order Cancelled) or compensate (paid again, when PayPal refused). A refund left between the steps is finished by
 * the reconciler asking PayPal again.
 */
export class RefundSaga {
  private readonly running = new Map<string, Promise<CancelResult>>();

  constructor(private readonly deps: ServiceDeps) {}

  async cancel(orderId: string, actor: Actor): Promise<CancelResult> {
    const { prisma } = this.deps;
    for (;;) {
      const order = await prisma.order.findUnique({ where: { id: orderId }, select: { paymentStatus: true, orderStatus: true, captureId: true } });
      if (!order) return { outcome: "missing" };
      if (PAYMENT_IN_FLIGHT.has(order.paymentStatus)) throw conflict(PAYMENT_IN_PROGRESS);
      switch (order.paymentStatus) {
        case "pending":
        case "failed": {
          if (order.orderStatus === "rejected") return { outcome: "cancelled" };
          const moved = await moveOrder(prisma, orderId, { from: ["pending", "failed"], fromStatus: [order.orderStatus], status: "rejected", via: "admin" }, actor);
          if (moved) return { outcome: "cancelled" };
          continue; // it changed under us (a capture claimed it): look again
        }
        case "paid": {
          if (!STATUS_MOVES[order.orderStatus].rejected?.includes("admin")) throw conflict(illegalMoveMessage(order.orderStatus));
          if (!order.captureId) throw badInput(NO_CAPTURE_ON_RECORD);
          const claimed = await moveOrder(
            prisma,
            orderId,
            { from: ["paid"], fromStatus: [order.orderStatus], payment: "refunding", via: "admin", data: { refundStartedAt: new Date() } },
            actor,
          );
          if (!claimed) continue;
          failpoint(this.deps.config, "refund.afterClaim");
          return this.finish(orderId, actor);
        }
        case "refunding":
          return this.finish(orderId, actor);
        case "refunded":
          return { outcome: "refunded" };
      }
    }
  }

  /** Asks PayPal for the refund of a refunding order and applies its answer; once per process at a time. */
  finish(orderId: string, actor: Actor): Promise<CancelResult> {
    let running = this.running.get(orderId);
    if (!running) {
      running = this.askAndApply(orderId, actor).finally(() => this.running.delete(orderId));
      this.running.set(orderId, running);
    }
    return running;
  }

  private async askAndApply(orderId: string, actor: Actor): Promise<CancelResult> {
    const { prisma, payments } = this.deps;
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    if (order.paymentStatus !== "refunding") return { outcome: order.paymentStatus === "refunded" ? "refunded" : "cancelled" };
    let refused: PaymentError | null = null;
    try {
      const result = await payments.refund({ captureId: order.captureId!, orderId, amountCents: order.totalCents, currency: "USD" });
      if (result.status === "FAILED") refused = new PaymentError(REFUND_REFUSED, false);
    } catch (e) {
      if (!isPaymentError(e)) throw e;
      // Already refunded in full: by our own earlier attempt whose answer was lost, or by the merchant in PayPal.
      if (e.issue !== "CAPTURE_FULLY_REFUNDED") {
        if (e.moneyMoved === "unknown") return { outcome: "refunding" };
        refused = new PaymentError(`${REFUND_REFUSED} (PayPal: ${e.message})`, false, e.issue);
      }
    }
    failpoint(this.deps.config, "refund.afterPaypal");
    if (refused) {
      await moveOrder(prisma, orderId, { from: ["refunding"], payment: "paid", via: "payment" }, actor);
      throw refused;
    }
    return { outcome: "refunded", mail: await this.refunded(orderId, actor, ["refunding"]) };
  }

  /** The refund went through (ours, or one made in PayPal's dashboard): stock back, order Cancelled, shopper told. */
  async refunded(orderId: string, actor: Actor, from: ("paid" | "refunding")[]): Promise<Mail> {
    const moved = await moveOrder(this.deps.prisma, orderId, { from, payment: "refunded", status: "rejected", via: "payment", data: { refundedAt: new Date() } }, actor);
    return moved ? { sending: queueRefundNotice(this.deps, orderId) } : null;
  }
}
