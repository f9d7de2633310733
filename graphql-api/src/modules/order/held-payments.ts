// The end of a hold: a capture PayPal keeps for review (an eCheck, a risk review) holds the order's stock, and without an
// end a shopper could keep stock off the shelf for good. An admin may cancel the order once the hold is older than
// PAYMENT_HOLD_CANCEL_AFTER_HOURS and PayPal, asked again, still has not settled it: the stock comes back and the shop
// refuses the payment (should PayPal clear it later, the shop refunds it at once).
import type { ServiceDeps } from "../../service-deps.js";
import { AppError, conflict } from "../../errors.js";
import { isPaymentError } from "../../payments/provider.js";
import { moveOrder, type Actor } from "./order-moves.js";
import { queueRefundNotice } from "./order-mail.js";
import type { CaptureSaga } from "./capture-saga.js";

const PAYPAL = { kind: "paypal" } as const;
const PAYPAL_UNREACHABLE = "PayPal could not be asked about this held payment right now, so the order cannot be cancelled yet. Please try again in a moment.";

const minute = (d: Date) => d.toISOString().replace(/:\d\d\.\d{3}Z$/, " UTC").replace("T", " ");

export class HeldPayments {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly captures: CaptureSaga,
  ) {}

  /**
   * An admin cancelling an order whose payment PayPal holds. PayPal is asked first: a payment it has settled since is
   * applied (the caller then cancels the order as it now stands: refunds a paid one). Still held: refused (CONFLICT,
   * saying from when) while the hold is younger than the limit; after it, the order is cancelled with its stock back
   * and its payment refused (releasedHoldAt marks it for `settleReleased`). Returns false when the order is not held
   * (any more): the caller goes on with the usual cancellation.
   */
  async cancel(orderId: string, admin: Actor & { kind: "admin" }): Promise<boolean> {
    const { prisma, config } = this.deps;
    const order = await prisma.order.findUnique({ where: { id: orderId }, select: { paymentStatus: true, paymentId: true, captureStartedAt: true, orderDate: true } });
    if (order?.paymentStatus !== "held" || !order.paymentId) return false;
    const outcome = await this.captures.look(order.paymentId, false);
    if (outcome.kind === "unknown") throw new AppError("UNAVAILABLE", PAYPAL_UNREACHABLE);
    if (outcome.kind === "captured" && outcome.capture.status !== "PENDING") {
      await this.captures.apply(orderId, outcome, PAYPAL, ["held"]);
      return false;
    }
    const heldSince = order.captureStartedAt ?? order.orderDate;
    const cancellableAt = new Date(heldSince.getTime() + config.paypal.holdCancelAfterMs);
    if (Date.now() < cancellableAt.getTime()) {
      throw conflict(
        `PayPal is still reviewing this order's payment (held since ${minute(heldSince)}), so it cannot be cancelled yet. ` +
          `If PayPal has not settled it by ${minute(cancellableAt)}, you can cancel it then.`,
      );
    }
    const released = await moveOrder(prisma, orderId, { from: ["held"], payment: "failed", status: "rejected", via: "admin", data: { releasedHoldAt: new Date() } }, admin);
    // Settled meanwhile (a webhook): the caller looks again.
    return released !== null;
  }

  /**
   * PayPal's later word on a payment whose hold an admin ended: cleared (the shop refunds it: no goods go with it),
   * refunded in PayPal, or denied; each ends the watch. Still held, or PayPal unreachable: asked again next time.
   * Run by the reconciler and on PayPal's webhooks; safe on several replicas at once (the move to refunded applies
   * once, and PayPal answers a repeated refund of the order with its first answer).
   */
  async settleReleased(orderId: string): Promise<"refunded" | "denied" | "waiting"> {
    const { prisma, payments, logger } = this.deps;
    const order = await prisma.order.findUnique({ where: { id: orderId } });
    if (!order?.releasedHoldAt || order.paymentStatus !== "failed" || !order.paymentId) return "waiting";
    const outcome = await this.captures.look(order.paymentId, false);
    if (outcome.kind !== "captured" || outcome.capture.status === "PENDING") return "waiting";
    const capture = outcome.capture;
    if (capture.status === "DECLINED") {
      await prisma.order.updateMany({ where: { id: orderId, releasedHoldAt: { not: null } }, data: { releasedHoldAt: null } });
      return "denied";
    }
    if (capture.status === "COMPLETED") {
      try {
        const amountCents = Number.isFinite(capture.amountCents) ? capture.amountCents : order.totalCents;
        const refund = await payments.refund({ captureId: capture.captureId, orderId, amountCents, currency: "USD" });
        if (refund.status === "FAILED") throw new Error("PayPal answered FAILED");
      } catch (e) {
        if (!isPaymentError(e) || e.issue !== "CAPTURE_FULLY_REFUNDED") {
          logger?.error(`Order ${orderId}: PayPal cleared a payment whose hold an admin ended; its refund failed and is tried again`, e);
          return "waiting";
        }
      }
    }
    const moved = await moveOrder(
      prisma,
      orderId,
      { from: ["failed"], payment: "refunded", via: "payment", data: { captureId: capture.captureId, refundedAt: new Date(), releasedHoldAt: null } },
      PAYPAL,
    );
    if (moved) await queueRefundNotice(this.deps, orderId);
    return "refunded";
  }
}
