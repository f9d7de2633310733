// Sending webhook deliveries, run by the job queue (webhooks.deliver, on whichever replica's turn it is): at least
// once, signed as Standard Webhooks specify, one delivery at a time per endpoint and resource so a resource's events
// arrive in the order they happened, retried with exponential backoff for up to 3 days, after which the delivery
// fails, its endpoint is turned off and the admins are emailed.
import { Webhook } from "standardwebhooks";
import type { ServiceDeps } from "../../service-deps.js";
import { endpointSecretBox } from "./webhook.service.js";
import { postWebhook } from "./webhook.target.js";

/** How long a failing delivery is retried before its endpoint is turned off. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 3600_000;
/** Deliveries sent at once (to different endpoints or resources): a slow receiver holds only its own. */
const CONCURRENCY = 16;
/** One run's time: the queue counts a run older than its expiry as failed. */
const RUN_BUDGET_MS = 60_000;

interface Head {
  id: string;
}

export class WebhookWorker {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Sends every delivery due at `now` (the clock unless given), each resource's oldest first, round after round until
   * none is due or the run's time is up. Returns how many were delivered.
   */
  async deliverDue(options: { now?: Date } = {}): Promise<number> {
    const stopAt = Date.now() + RUN_BUDGET_MS;
    let delivered = 0;
    for (;;) {
      const now = options.now ?? new Date();
      const heads = await this.dueHeads(now);
      if (!heads.length) break;
      const outcomes = await mapLimit(heads, CONCURRENCY, (h) => this.attempt(h.id, now));
      delivered += outcomes.filter(Boolean).length;
      if (Date.now() > stopAt) break;
    }
    return delivered;
  }

  /** The oldest pending delivery of each endpoint and resource, when it is due and its endpoint is on (and its key not revoked). */
  private dueHeads(now: Date): Promise<Head[]> {
    return this.deps.prisma.$queryRaw<Head[]>`
      SELECT h.id::text AS id FROM (
        SELECT DISTINCT ON (d."endpointId", d."resourceKey") d.id, d."eventSeq", d."endpointId", d."nextAttemptAt"
        FROM "WebhookDelivery" d WHERE d.status = 'pending'
        ORDER BY d."endpointId", d."resourceKey", d."eventSeq") h
      JOIN "WebhookEndpoint" w ON w.id = h."endpointId" AND w.enabled
      LEFT JOIN "ApiKey" k ON k.id = w."apiKeyId"
      WHERE h."nextAttemptAt" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') AND k."revokedAt" IS NULL
      ORDER BY h."eventSeq" LIMIT 200`;
  }

  /** One try of one delivery; true when the receiver took it. */
  private async attempt(id: string, now: Date): Promise<boolean> {
    const { prisma, config } = this.deps;
    const d = await prisma.webhookDelivery.findUnique({ where: { id }, include: { event: true, endpoint: true } });
    if (!d || d.status !== "pending") return false;
    const secret = endpointSecretBox(config.tokenSecret).open(d.endpoint.secretBox);
    const body = JSON.stringify({ id: d.event.id, type: d.event.type, timestamp: d.event.occurredAt.toISOString(), data: d.event.data });
    const result = secret
      ? await postWebhook(d.endpoint.url, signedHeaders(secret, d.event.id, body), body, config.webhookAllowPrivateTargets)
      : { status: null, error: "the signing secret cannot be read (TOKEN_SECRET changed): make a new endpoint", durationMs: 0 };
    const ok = result.error === null;
    const failingSince = ok ? null : (d.failingSince ?? now);
    const givesUp = failingSince !== null && now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS;
    const waitMs = failingSince ? Math.min(Math.max(FIRST_RETRY_MS, now.getTime() - failingSince.getTime()), MAX_RETRY_MS) : 0;
    await prisma.$transaction([
      prisma.webhookAttempt.create({ data: { deliveryId: id, statusCode: result.status, error: result.error?.slice(0, 500) ?? null, durationMs: result.durationMs } }),
      prisma.webhookDelivery.update({
        where: { id },
        data: ok
          ? { status: "delivered", failingSince: null }
          : { status: givesUp ? "failed" : "pending", failingSince, nextAttemptAt: new Date(now.getTime() + waitMs) },
      }),
    ]);
    if (givesUp) await this.turnOff(d.endpointId, d.endpoint.url, result.error ?? "");
    return ok;
  }

  /** After 3 days of failures: the endpoint is turned off (its later deliveries wait) and every admin is told. */
  private async turnOff(endpointId: string, url: string, lastError: string) {
    const { prisma, mailer, config, logger } = this.deps;
    const reason = `Deliveries failed for 3 days (last: ${lastError.slice(0, 200)})`;
    const { count } = await prisma.webhookEndpoint.updateMany({ where: { id: endpointId, enabled: true }, data: { enabled: false, disabledReason: reason } });
    if (!count) return;
    logger?.info(`Webhook endpoint ${endpointId} (${url}) turned off: ${reason}`);
    const admins = await prisma.user.findMany({ where: { role: "admin", disabledAt: null }, select: { email: true, userName: true } });
    const host = new URL(config.publicUrl).hostname;
    for (const admin of admins) {
      await mailer
        .send({
          to: admin.email,
          subject: `Webhook endpoint turned off: ${url}`,
          messageId: `<webhook-off.${endpointId}.${Date.now()}@${host}>`,
          text:
            `Hi ${admin.userName},\n\nThe webhook endpoint ${url} has not accepted a delivery for 3 days, so the shop turned it off. ` +
            `${reason}.\n\nIts later events wait: turn it on again once the receiver works, and send the failed deliveries again from its delivery log.\n`,
        })
        .catch((e: unknown) => logger?.error(`Could not email ${admin.email} about webhook endpoint ${endpointId}`, e));
    }
  }
}

/** Standard Webhooks' headers: webhook-id (the event id, for deduplication), webhook-timestamp, webhook-signature (v1). */
export function signedHeaders(secret: string, eventId: string, body: string): Record<string, string> {
  const at = new Date();
  return {
    "content-type": "application/json",
    "user-agent": "shop-webhooks/1",
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}
