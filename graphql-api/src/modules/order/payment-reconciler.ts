// Settling payments nobody finished: captures and refunds left between saga steps, and captures PayPal held for
// review, by asking PayPal where each stands; run periodically, safe on several replicas at once.
import type { ServiceDeps } from "../../service-deps.js";
import type { Sagas } from "./paypal-webhook.js";

const SYSTEM = { kind: "system" } as const;
const BATCH = 100;

export interface Reconciled {
  /** Orders whose payment this run settled (paid, released, refunded). */
  settled: number;
  /** Orders still waiting on PayPal after this run (no answer, or a capture PayPal still holds). */
  waiting: number;
}

/**
 * Settles payments left between the saga's steps by asking PayPal where they stand: captures claimed longer ago than
 * `olderThanSeconds` (younger ones belong to the request still running them), captures PayPal holds for review,
 * refunds whose answer never came, and held payments of orders an admin cancelled (refunded if PayPal cleared them). Run as a periodic job (jobs/shop-jobs.ts), one replica at a time; yet safe on every replica at once: each change applies only to an order still in the
 * state it was found in.
 */
export async function reconcilePayments(deps: ServiceDeps, { captures, refunds, holds }: Sagas, olderThanSeconds: number): Promise<Reconciled> {
  const { prisma } = deps;
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const result: Reconciled = { settled: 0, waiting: 0 };
  const count = async (orderId: string, run: () => Promise<unknown>) => {
    try {
      const before = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true } });
      await run();
      const after = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true } });
      if (after.paymentStatus === before.paymentStatus) result.waiting++;
      else result.settled++;
    } catch (e) {
      result.waiting++;
      deps.logger?.error(`Reconciling the payment of order ${orderId} failed; it is tried again next time`, e);
    }
  };

  const claimed = await prisma.order.findMany({
    where: { paymentStatus: "capturing", captureStartedAt: { lte: cutoff } },
    select: { id: true },
    orderBy: { captureStartedAt: "asc" },
    take: BATCH,
  });
  for (const o of claimed) await count(o.id, () => captures.settle(o.id, SYSTEM, "look"));

  const held = await prisma.order.findMany({ where: { paymentStatus: "held" }, select: { id: true, paymentId: true }, orderBy: { captureStartedAt: "asc" }, take: BATCH });
  for (const o of held) {
    await count(o.id, async () => {
      const outcome = await captures.look(o.paymentId!, false);
      // Only PayPal's word on the capture itself can settle a held payment.
      if (outcome.kind === "captured") await captures.apply(o.id, outcome, { kind: "paypal" }, ["held"]);
    });
  }

  const refunding = await prisma.order.findMany({
    where: { paymentStatus: "refunding", refundStartedAt: { lte: cutoff } },
    select: { id: true },
    orderBy: { refundStartedAt: "asc" },
    take: BATCH,
  });
  for (const o of refunding) await count(o.id, () => refunds.finish(o.id, SYSTEM));

  // Holds an admin ended (order cancelled, stock back) whose payment PayPal has not settled yet.
  const released = await prisma.order.findMany({ where: { releasedHoldAt: { not: null } }, select: { id: true }, orderBy: { releasedHoldAt: "asc" }, take: BATCH });
  for (const o of released) await count(o.id, () => holds.settleReleased(o.id));
  return result;
}
