// How long the outbox keeps what it sent: an event and its delivery log (deliveries, attempts) are removed by the job
// webhooks.prune once no delivery of it is pending and it is older than the retention of what became of it. A failed
// delivery is kept longer than a delivered one, so an admin can still read why and send it again after fixing the
// receiver; a pending one (an endpoint turned off waits for its owner) is never removed.
import type { Prisma as PrismaClient } from "../../db/database.js";

export interface WebhookRetentionDays {
  /** An event every endpoint took (or that no endpoint wants any more). */
  delivered: number;
  /** An event with a delivery that failed for good. */
  failed: number;
}

/** Events are removed this many at a time (their deliveries and attempts go with them), so one run never holds many rows locked. */
const PRUNE_BATCH = 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Removes the events past their retention at `now`, with their deliveries and attempts; returns how many events. */
export async function pruneWebhookEvents(prisma: PrismaClient, days: WebhookRetentionDays, now = new Date()): Promise<number> {
  // Occurrence times are kept in UTC without a zone (as Prisma keeps DateTime): compared the same way.
  const deliveredBefore = new Date(now.getTime() - days.delivered * DAY_MS).toISOString();
  const failedBefore = new Date(now.getTime() - days.failed * DAY_MS).toISOString();
  const eitherBefore = deliveredBefore > failedBefore ? deliveredBefore : failedBefore;
  let removed = 0;
  for (;;) {
    const n = await prisma.$executeRaw`DELETE FROM "WebhookEvent" WHERE seq IN (
      SELECT e.seq FROM "WebhookEvent" e
      WHERE e."occurredAt" < (${eitherBefore}::timestamptz AT TIME ZONE 'UTC')
        AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventSeq" = e.seq AND d.status = 'pending')
        AND e."occurredAt" < (CASE WHEN EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventSeq" = e.seq AND d.status = 'failed')
          THEN ${failedBefore}::timestamptz ELSE ${deliveredBefore}::timestamptz END AT TIME ZONE 'UTC')
      ORDER BY e.seq LIMIT ${PRUNE_BATCH})`;
    removed += n;
    if (n < PRUNE_BATCH) return removed;
  }
}
