// Taking a shopper's payment as a saga: claim the order and its stock, ask PayPal outside any transaction, then settle
// it (paid: one statement, order-settle.ts; held for review, or stock back: one short transaction); safe to resume after
// a crash or a lost answer.
import type { ServiceDeps } from "../../service-deps.js";
import { Prisma, type Prisma as P } from "../../generated/prisma/client.js";
import { badInput } from "../../errors.js";
import { failpoint } from "../../failpoints.js";
import { PaymentError, isPaymentError, type CaptureResult } from "../../payments/provider.js";
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { moveOrder, StockError, type Actor, type Moved } from "./order-moves.js";
import { seenLinesSql, unservable, type SeenStockLine } from "./stock-moves.js";
import { queueConfirmation } from "./order-mail.js";
import { LowStockService } from "../dashboard/low-stock.js";
import { CodeUseError } from "../pricing/code-uses.js";
import { countPayment } from "../../observability/metrics.js";
import { claimOrder } from "./order-claim.js";
import { boughtLinesSql, refusePending, settlePaid } from "./order-settle.js";

export const ORDER_CANCELLED = "This order was cancelled and can no longer be paid. Please check out again.";
export const PAYMENT_FAILED_BEFORE = "The payment for this order failed. Please place a new order.";
const NOT_APPROVED = "The payment has not been approved at PayPal yet. Please approve it and try again.";
const VOIDED = "PayPal cancelled this payment. Please check out again.";
const AMOUNT_MISMATCH = "PayPal captured a different amount than this order's total, so the payment was refunded. Please check out again.";
const DECLINED = "PayPal declined the payment. Please try another payment method.";
/** PayPal refusals the shopper can put right (approve again, choose another card): the order can be paid later. */
const RETRYABLE = new Set(["INSTRUMENT_DECLINED", "ORDER_NOT_APPROVED", "PAYER_ACTION_REQUIRED"]);

/** What PayPal said about a capture: what it did, that it refused (and nothing moved), or nothing we can rely on. */
export type CaptureOutcome =
  | { kind: "captured"; capture: CaptureResult }
  | { kind: "refused"; error: PaymentError; retryable: boolean }
  | { kind: "unknown" };

/** An email being queued (wrapped: an async function would otherwise wait for the promise it returns). */
export type Mail = { sending: Promise<void> } | null;

interface Settled {
  outcome: CaptureOutcome;
  /** The confirmation email, when this settlement paid the order. */
  mail: Mail;
}

/**
 * Capture as a saga, so no PayPal call happens while a transaction or a row lock is held:
 * 1. claim: one short transaction moves the order pending -> capturing and takes its stock (or fails it, out of stock);
 * 2. ask PayPal to capture (PayPal-Request-Id makes every retry the same capture);
 * 3. finalise (paid: one statement with its invoice number; or held while PayPal reviews it) or compensate (stock back:
 *    pending again when the shopper can fix PayPal's refusal, failed otherwise), each only applied to a capturing order.
 * An order left capturing (a timeout, a crash between the steps) is settled by asking PayPal where the payment stands:
 * when the shopper retries, and by the reconciler. Each step applies at most once, whoever runs it.
 */
export class CaptureSaga {
  /** Settlements running in this process, so concurrent captures of one order ask PayPal once. */
  private readonly running = new Map<string, Promise<Settled>>();

  constructor(private readonly deps: ServiceDeps) {}

  /**
   * The shopper's capture of an approved payment. Throws with PayPal's reason when the payment ends refused. `seen`:
   * where the order stood when the caller read it (the claim's first look; the claim's lock checks it again).
   */
  async capture(orderId: string, payerId: string, shopper: Actor, seen?: OrderState): Promise<Mail> {
    const claimed = await this.claim(orderId, payerId, shopper, seen);
    const settled = claimed === "settled" ? null : await this.settle(orderId, shopper, "capture");
    // Paid by this request: nothing can have moved it since but a refund, which leaves it paid until PayPal answers.
    if (settled?.mail) return settled.mail;
    const now = await this.deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true } });
    if (settled && (now.paymentStatus === "pending" || now.paymentStatus === "failed")) throw refusal(settled.outcome, now.paymentStatus);
    // Paid by another request or replica, which may have died before its email was queued: queue it again (a key
    // already sent is not sent twice).
    return now.paymentStatus === "paid" ? { sending: queueConfirmation(this.deps, orderId) } : null;
  }

  /**
   * The capture request's read of the shopper's order: where it stands and, while it is pending, its lines with their
   * variants' stock now (one statement; the claim refuses from it a payment whose units are already gone).
   */
  async readForCapture(orderId: string, userId: string): Promise<(OrderState & { id: string; paymentId: string | null }) | null> {
    const [row] = await this.deps.prisma.$queryRaw<(OrderState & { id: string; paymentId: string | null })[]>`
      SELECT o.id::text AS id, o."paymentId", o."paymentStatus"::text AS "paymentStatus", o."orderStatus"::text AS "orderStatus",
        CASE WHEN o."paymentStatus" = 'pending' THEN ${seenLinesSql} END AS lines
      FROM "Order" o WHERE o.id = ${orderId}::uuid AND o."userId" = ${userId}::uuid`;
    return row ?? null;
  }

  /** Step 1. "settled": nothing left to do (paid, held, refunded); "capturing": the order is (now) ours to settle. */
  private async claim(orderId: string, payerId: string, shopper: Actor, seen?: OrderState): Promise<"capturing" | "settled"> {
    const { prisma } = this.deps;
    const order = seen ?? (await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true, orderStatus: true } }));
    switch (order.paymentStatus) {
      case "capturing":
        return "capturing";
      case "failed":
        throw badInput(PAYMENT_FAILED_BEFORE);
      case "pending":
        break;
      default:
        return "settled";
    }
    if (order.orderStatus === "rejected") throw badInput(ORDER_CANCELLED);
    // Units already gone when the request read the order: refused as the claim would refuse it, without the claim's
    // transaction (a sold-out hot product's late payers used to cost a claim rolled back, then the refusal's move).
    const soldOut = seen?.lines ? unservable(seen.lines) : null;
    if (soldOut) return this.refuse(orderId, shopper, soldOut);
    // Read with its lines: claimed in one statement, no transaction (order-claim.ts).
    if (seen?.lines && shopper.kind === "shopper") {
      const claimed = await claimOrder(prisma, { id: orderId, payerId, shopperId: shopper.id, lines: seen.lines }, this.deps.config.lowStockThreshold);
      if (claimed.kind === "notPending") return this.claim(orderId, payerId, shopper);
      if (claimed.kind === "refused") return this.refuse(orderId, shopper, claimed.why);
      if (claimed.kind === "claimed") {
        countPayment("capturing");
        failpoint(this.deps.config, "capture.afterClaim");
        return "capturing";
      }
    }
    try {
      const moved = await moveOrder(
        prisma,
        orderId,
        {
          from: ["pending"],
          fromStatus: ["pending"],
          payment: "capturing",
          via: "payment",
          data: { payerId, captureStartedAt: new Date() },
          lowStockThreshold: this.deps.config.lowStockThreshold,
        },
        shopper,
      );
      // Another capture claimed it first, or the shop cancelled it meanwhile: look again.
      if (!moved) return this.claim(orderId, payerId, shopper);
    } catch (e) {
      if (!(e instanceof StockError) && !(e instanceof CodeUseError)) throw e;
      return this.refuse(orderId, shopper, e.message);
    }
    failpoint(this.deps.config, "capture.afterClaim");
    return "capturing";
  }

  /**
   * A pending order whose stock or code cannot be had: its payment fails (the shopper checks out again), with why. One
   * statement, no transaction (order-settle.ts): a sold-out hot product has as many of these as sales.
   */
  private async refuse(orderId: string, shopper: Actor, why: string): Promise<never> {
    await refusePending(this.deps.prisma, orderId, shopper);
    throw badInput(why);
  }

  /**
   * Steps 2 and 3 for a capturing order, once per process at a time. `first` is what to ask PayPal first: to capture
   * (the shopper's request) or where the payment stands (the reconciler, which then captures an approved one).
   */
  settle(orderId: string, actor: Actor, first: "capture" | "look"): Promise<Settled> {
    let running = this.running.get(orderId);
    if (!running) {
      running = this.askAndApply(orderId, actor, first).finally(() => this.running.delete(orderId));
      this.running.set(orderId, running);
    }
    return running;
  }

  /** The settlement of this order running in this process, if any (a PayPal webhook about it waits for it). */
  inFlight(orderId: string): Promise<Settled> | undefined {
    return this.running.get(orderId);
  }

  private async askAndApply(orderId: string, actor: Actor, first: "capture" | "look"): Promise<Settled> {
    const order = await this.deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true, paymentId: true, ...CHARGED } });
    if (order.paymentStatus !== "capturing") return { outcome: { kind: "unknown" }, mail: null };
    const outcome = first === "capture" ? await this.askToCapture(order.paymentId!, order.payerId ?? "") : await this.look(order.paymentId!, true);
    if (outcome.kind !== "unknown") failpoint(this.deps.config, "capture.afterPaypal");
    return { outcome, mail: await this.apply(orderId, outcome, actor, ["capturing"], order) };
  }

  private async askToCapture(paymentId: string, payerId: string): Promise<CaptureOutcome> {
    try {
      return { kind: "captured", capture: await this.deps.payments.capture(paymentId, payerId) };
    } catch (e) {
      if (!isPaymentError(e)) throw e;
      if (e.moneyMoved === false && e.issue !== "ORDER_ALREADY_CAPTURED") return { kind: "refused", error: e, retryable: RETRYABLE.has(e.issue ?? "") };
      // No answer, or captured by an earlier request: where does the payment stand?
      return this.look(paymentId, false);
    }
  }

  /** Asks PayPal where the payment stands; captures an approved one when asked to. */
  async look(paymentId: string, captureIfApproved: boolean): Promise<CaptureOutcome> {
    let state;
    try {
      state = await this.deps.payments.paymentState(paymentId);
    } catch (e) {
      if (isPaymentError(e)) return { kind: "unknown" };
      throw e;
    }
    switch (state.status) {
      case "CAPTURED":
        return { kind: "captured", capture: state.capture };
      case "APPROVED":
        return captureIfApproved ? this.askToCapture(paymentId, "") : { kind: "unknown" };
      case "NOT_APPROVED":
        return { kind: "refused", error: new PaymentError(NOT_APPROVED, false, "ORDER_NOT_APPROVED"), retryable: true };
      case "VOID":
        return { kind: "refused", error: new PaymentError(VOIDED, false), retryable: false };
    }
  }

  /**
   * Step 3: applies what PayPal said to an order still in `from` (capturing; held too for PayPal's later word on a
   * held capture). Returns the queuing of the confirmation email when the order became paid. `charged`: the order's
   * total and payer when the caller has read them since the claim (the total never changes; the claim set the payer).
   */
  async apply(orderId: string, outcome: CaptureOutcome, actor: Actor, from: PaymentStatus[], charged?: Charged): Promise<Mail> {
    const { prisma } = this.deps;
    if (outcome.kind === "unknown") return null;
    if (outcome.kind === "refused") {
      const payment = outcome.retryable ? "pending" : "failed";
      await moveOrder(prisma, orderId, { from, payment, status: outcome.retryable ? undefined : "rejected", via: "payment" }, actor);
      return null;
    }
    const c = outcome.capture;
    const order = charged ?? (await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: CHARGED }));
    const captured = { captureId: c.captureId || null, payerId: c.payerId ?? order.payerId };
    switch (c.status) {
      case "COMPLETED": {
        if (c.amountCents !== order.totalCents) return this.refundWrongAmount(orderId, c, actor, from);
        // The move to paid and its invoice number in one statement, outside any transaction (order-settle.ts). A crash
        // here, before it is sent, leaves the order capturing for the next request or the reconciler to settle.
        failpoint(this.deps.config, "capture.inFinalise");
        const paid = await settlePaid(prisma, orderId, from, captured, actor, this.deps.config.lowStockThreshold);
        if (!paid) return null;
        await this.alertLowStock(paid);
        return { sending: queueConfirmation(this.deps, orderId) };
      }
      case "PENDING": {
        const held = await moveOrder(
          prisma,
          orderId,
          { from: ["capturing"], payment: "held", via: "payment", data: captured, lowStockThreshold: this.deps.config.lowStockThreshold, also: (tx) => this.clearBoughtLines(tx, orderId) },
          actor,
        );
        // Held for review, the units are off the shelf all the same.
        if (held) await this.alertLowStock(held);
        return null;
      }
      case "DECLINED":
        // A capture declined on the spot can be tried again (another card at PayPal); a held one PayPal denied is over.
        if (from.includes("capturing")) await moveOrder(prisma, orderId, { from: ["capturing"], payment: "pending", via: "payment" }, actor);
        if (from.includes("held")) await moveOrder(prisma, orderId, { from: ["held"], payment: "failed", status: "rejected", via: "payment" }, actor);
        return null;
      case "REFUNDED":
        await moveOrder(prisma, orderId, { from, payment: "refunded", status: "rejected", via: "payment", data: { ...captured, refundedAt: new Date() } }, actor);
        return null;
    }
  }

  /** A sale that left variants low on stock tells the admins (once per crossing: see lowVariants in order-moves.ts). */
  private alertLowStock(sale: Moved): Promise<void> {
    return new LowStockService(this.deps).queueAlerts(sale.lowStock);
  }

  /** PayPal took a different amount than the order's total: nothing to ship against it, so the money goes back. */
  private async refundWrongAmount(orderId: string, c: CaptureResult, actor: Actor, from: PaymentStatus[]): Promise<Mail> {
    const moved = await moveOrder(this.deps.prisma, orderId, { from, payment: "failed", status: "rejected", via: "payment", data: { captureId: c.captureId || null } }, actor);
    if (!moved) return null;
    this.deps.logger?.error(`Order ${orderId}: PayPal captured ${c.amountCents} cents, not the order's total; refunding capture ${c.captureId}`);
    if (Number.isFinite(c.amountCents) && c.captureId) {
      await this.deps.payments
        .refund({ captureId: c.captureId, orderId, amountCents: c.amountCents, currency: "USD" })
        .catch((e: unknown) => this.deps.logger?.error(`Order ${orderId}: the refund of the wrong amount failed; refund capture ${c.captureId} in PayPal`, e));
    }
    return null;
  }

  /** The bought quantities leave the cart (boughtLinesSql), in one statement. */
  private async clearBoughtLines(tx: P.TransactionClient, orderId: string) {
    await tx.$executeRaw`WITH ${boughtLinesSql(Prisma.sql`${orderId}::uuid`)} SELECT 1`;
  }
}

/** Where an order stands; with its lines and their stock when the capture request read them (a pending order). */
type OrderState = { paymentStatus: PaymentStatus; orderStatus: OrderStatus; lines?: SeenStockLine[] | null };

/** What a capture's answer is checked against: the order's total, and its payer when PayPal names none. */
const CHARGED = { totalCents: true, payerId: true } as const;
type Charged = { totalCents: number; payerId: string | null };

/** Why a capture ended unpaid, for the shopper. */
function refusal(outcome: CaptureOutcome, now: "pending" | "failed"): Error {
  if (outcome.kind === "refused") return outcome.error;
  if (outcome.kind === "captured") return new PaymentError(outcome.capture.status === "DECLINED" ? DECLINED : AMOUNT_MISMATCH, false);
  // Settled by another request or process meanwhile.
  return now === "failed" ? badInput(PAYMENT_FAILED_BEFORE) : new PaymentError(NOT_APPROVED, false);
}
