// The shop's background jobs and their retry policies: order and refund mails, PayPal webhook follow-ups, the periodic
// payment reconciliation, pruning of the cursor walks' key versions, of abandoned guest carts and of old webhook events; and which queue runs
// them (pg-boss or in-process).
import type { Database } from "../db/database.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";
import { CONFIRMATION_JOB, REFUND_NOTICE_JOB } from "../modules/order/order-mail.js";
import { LOW_STOCK_ALERT_JOB, type LowStockAlert } from "../modules/dashboard/low-stock.js";
import { WEBHOOK_FOLLOW_UP_JOB } from "../modules/order/paypal-webhook.js";
import { InProcessQueue } from "./in-process-queue.js";
import { PgBossQueue } from "./pg-boss-queue.js";
import type { JobQueue } from "./queue.js";

export const RECONCILE_JOB = "payments.reconcile";
/** Forgets the product key versions no partner's cursor walk can need (modules/product/product.connection.ts). */
export const PRUNE_WALK_VERSIONS_JOB = "catalogue.pruneWalkVersions";
/** Gives the products from before slugs their slugs (modules/product/product.slugs.ts); nothing to do once all have one. */
export const BACKFILL_SLUGS_JOB = "catalogue.backfillSlugs";
/** Removes guest carts untouched for 30 days (public storefront; also those a shop kept after going members-only). */
export const PRUNE_GUEST_CARTS_JOB = "carts.pruneGuestCarts";
/** Sends the webhook deliveries that are due (modules/webhook/webhook.worker.ts). */
export const WEBHOOK_DELIVER_JOB = "webhooks.deliver";
/** A committed event waits at most about this long for its first try (plus the queue's 1 s poll). */
/** Removes webhook events and their delivery logs past their retention (modules/webhook/webhook.retention.ts). */
export const WEBHOOK_PRUNE_JOB = "webhooks.prune";
const WEBHOOK_INTERVAL_SECONDS = 2;
const PRUNE_INTERVAL_SECONDS = 3600;

/** pg-boss on a PostgreSQL server; in this process on the embedded database (only this process can open it). */
export async function createJobQueue(db: Database, logger: Logger): Promise<JobQueue> {
  return db.pool ? PgBossQueue.start(db.pool, db.prisma, logger) : new InProcessQueue(db.prisma, logger);
}

/** The shop's background jobs; the services queue them (emails, webhook follow-ups), or the clock does (reconciliation). */
export async function defineShopJobs(queue: JobQueue, services: Services, logger: Logger, reconcileIntervalSeconds: number) {
  // A mail server down for a while: tries after 30 s, 1, 2, 4 … minutes, for about four hours.
  const mail = { retryLimit: 9, retryDelaySeconds: 30, expireInSeconds: 300 };
  await queue.define<{ orderId: string }>({ name: CONFIRMATION_JOB, ...mail, run: (data) => services.orders.sendOrderMail("confirmation", data) });
  await queue.define<{ orderId: string }>({ name: REFUND_NOTICE_JOB, ...mail, run: (data) => services.orders.sendOrderMail("refund", data) });
  await queue.define<LowStockAlert>({ name: LOW_STOCK_ALERT_JOB, ...mail, run: (data) => services.lowStock.sendAlert(data) });
  await queue.define<Parameters<Services["orders"]["followUpPaypalWebhook"]>[0]>({
    name: WEBHOOK_FOLLOW_UP_JOB,
    // PayPal unreachable: asks again after 5 s, 10 s, 20 s … for about five hours.
    retryLimit: 12,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    run: (data) => services.orders.followUpPaypalWebhook(data),
  });
  await queue.define({
    name: RECONCILE_JOB,
    periodic: true,
    retryLimit: 0,
    retryDelaySeconds: reconcileIntervalSeconds,
    // A run whose replica died holds the queue (one run at a time) until it expires.
    expireInSeconds: Math.max(120, reconcileIntervalSeconds),
    run: async () => {
      const r = await services.orders.reconcilePayments();
      if (r.settled || r.waiting) logger.info(`Payments reconciled with PayPal: ${r.settled} settled, ${r.waiting} still waiting`);
    },
  });
  await queue.define({
    name: PRUNE_WALK_VERSIONS_JOB,
    periodic: true,
    retryLimit: 0,
    retryDelaySeconds: PRUNE_INTERVAL_SECONDS,
    expireInSeconds: 600,
    run: async () => {
      const pruned = await services.products.pruneWalkVersions();
      if (pruned) logger.info(`Pruned ${pruned} product key versions older than the cursor lifetime`);
    },
  });
  await queue.define({
    name: BACKFILL_SLUGS_JOB,
    periodic: true,
    retryLimit: 0,
    retryDelaySeconds: PRUNE_INTERVAL_SECONDS,
    // A million products take minutes on a busy machine; a run cut off resumes where the slugs stop at the next one.
    expireInSeconds: 3600,
    run: async () => {
      const filled = await services.products.backfillSlugs();
      if (filled) logger.info(`Gave ${filled} products from before slugs their slugs`);
    },
  });
  await queue.define({
    name: WEBHOOK_DELIVER_JOB,
    periodic: true,
    retryLimit: 0,
    retryDelaySeconds: WEBHOOK_INTERVAL_SECONDS,
    // A run sends for at most a minute (webhook.worker.ts); one whose replica died holds the queue until this.
    expireInSeconds: 120,
    run: async () => {
      await services.webhookWorker.deliverDue();
    },
  });
  await queue.define({
    name: WEBHOOK_PRUNE_JOB,
    periodic: true,
    retryLimit: 0,
    retryDelaySeconds: PRUNE_INTERVAL_SECONDS,
    expireInSeconds: 600,
    run: async () => {
      const removed = await services.webhooks.prune();
      if (removed) logger.info(`Removed ${removed} webhook events past their retention, with their delivery logs`);
    },
  });
  await queue.define({
    name: PRUNE_GUEST_CARTS_JOB,
    periodic: true,
    retryLimit: 0,
    retryDelaySeconds: PRUNE_INTERVAL_SECONDS,
    expireInSeconds: 600,
    run: async () => {
      const removed = await services.cart.pruneGuestCarts();
      if (removed) logger.info(`Removed ${removed} guest carts untouched for 30 days`);
    },
  });
}

/**
 * Starts the periodic work, once the shop serves requests: the reconciliation asks PayPal, and the built-in offline
 * sandbox is this very server. At start-up (payments a crash left between steps), then every interval: one run per
 * interval across replicas.
 */
export async function startShopSchedule(queue: JobQueue, reconcileIntervalSeconds: number) {
  await queue.every(RECONCILE_JOB, reconcileIntervalSeconds);
  await queue.every(PRUNE_WALK_VERSIONS_JOB, PRUNE_INTERVAL_SECONDS);
  await queue.every(PRUNE_GUEST_CARTS_JOB, PRUNE_INTERVAL_SECONDS);
  await queue.every(WEBHOOK_PRUNE_JOB, PRUNE_INTERVAL_SECONDS);
  await queue.every(BACKFILL_SLUGS_JOB, PRUNE_INTERVAL_SECONDS);
  await queue.every(WEBHOOK_DELIVER_JOB, WEBHOOK_INTERVAL_SECONDS);
}
