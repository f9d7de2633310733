// Sending webhook deliveries, run by the job queue (webhooks.deliver, on whichever replica's turn it is): at least
// once, signed as Standard Webhooks specify, one delivery at a time per endpoint and resource so a resource's events
// arrive in the order they happened, each held by one run at a time (claimed: see dueLanes), retried with exponential
// backoff for up to 3 days, after which the delivery fails, its endpoint is turned off and the admins are emailed.
// Shoppers come first: while their requests wait for a database connection, deliveries wait too (StepAside).
import crypto from "node:crypto";
import type { ServiceDeps } from "../../service-deps.js";
import { endpointSecretBox } from "./webhook.service.js";
import type { SecretBox } from "../../auth/secret-box.js";
import { postWebhook, type PostResult } from "./webhook.target.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { isNoConnection } from "../../db/prisma-errors.js";

/** How long a failing delivery is retried before its endpoint is turned off. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 3600_000;
/** Lanes sent at once (different endpoints or resources): a slow receiver holds only its own. */
const CONCURRENCY = 16;
/** A lane's deliveries per round: the next ones of one endpoint and resource, sent one after the other, in order. */
const PER_LANE = 50;
/** Deliveries a round reads at most. */
const PER_ROUND = 400;
/** One run's time: the queue counts a run older than its expiry as failed. */
const RUN_BUDGET_MS = 60_000;
/**
 * How long recording a round waits for a connection, each try (under the pool's own 5 s). With Prisma's default 2 s,
 * a busy pool (the bench's hot checkout with webhooks on a loaded machine) failed the round's record: it was recorded
 * one delivery per transaction, each queued behind the checkouts (a round of 190 took 17 s), and the ones that failed
 * again were sent again (duplicates at the receiver).
 */
const RECORD_WAIT_MS = 4_000;
/**
 * How long a run's deliveries wait in all while shoppers' requests wait for a database connection. A checkout's rush
 * lasts seconds, and sending and signing during it take CPU its captures wait for on the same cores (the hot checkout
 * bench settled about 5% fewer captures a second with webhooks than without). A shop busy all day still sends: after
 * this, a run sends whatever the pool's queue.
 */
const STEP_ASIDE_MS = 5_000;
const STEP_MS = 20;
/**
 * How long a run holds the deliveries it read: twice a run's time (RUN_BUDGET_MS), the queue's expiry of a run
 * (shop-jobs.ts). A run that dies holding some lets them go when this passes, and they are sent again (at least once).
 */
const CLAIM_MS = 120_000;

interface Due {
  id: string;
  endpointId: string;
  resourceKey: string;
  eventSeq: string;
  n: number;
}

type Delivery = Prisma.WebhookDeliveryGetPayload<{ include: { event: true; endpoint: true } }>;
type Outcome = { delivery: Delivery; result: PostResult; failingSince: Date | null; givesUp: boolean; nextAttemptAt: Date };

export class WebhookWorker {
  private readonly box: SecretBox;

  constructor(private readonly deps: ServiceDeps) {
    this.box = endpointSecretBox(deps.config.tokenSecret);
  }

  /**
   * Sends every delivery due at `now` (the clock unless given), each resource's oldest first, round after round until
   * none is due or the run's time is up. Returns how many were delivered.
   */
  async deliverDue(options: { now?: Date } = {}): Promise<number> {
    const stopAt = Date.now() + RUN_BUDGET_MS;
    const aside = new StepAside(this.deps.databaseWaiters ?? (() => 0), STEP_ASIDE_MS);
    let delivered = 0;
    for (;;) {
      const now = options.now ?? new Date();
      const lanes = await this.dueLanes(now);
      if (!lanes.length) break;
      const outcomes = (await mapLimit(lanes, CONCURRENCY, (lane) => this.sendLane(lane, now, stopAt, aside))).flat();
      const tried = new Set(outcomes.map((o) => o.delivery.id));
      await this.record(outcomes, lanes.flat().filter((d) => !tried.has(d.id)).map((d) => d.id), stopAt);
      for (const o of outcomes) if (o.givesUp) await this.turnOff(o.delivery.endpointId, o.delivery.endpoint.url, o.result.error ?? "");
      delivered += outcomes.filter((o) => o.result.error === null).length;
      if (Date.now() > stopAt) break;
    }
    return delivered;
  }

  /**
   * The due deliveries, read in one round's few statements (not one look-up per delivery: the worker shares the
   * database with the checkouts), grouped by endpoint and resource: each lane is the oldest pending deliveries of one
   * endpoint and resource, in order, up to the first that is not due. Endpoints off or whose key is revoked wait.
   *
   * The run claims what it read before sending it, so runs that overlap never send the same delivery twice: a claimed
   * delivery is not due to another run, nor is the rest of its lane. The queue runs one at a time (pg-boss: under an
   * advisory lock), but that lock goes with its connection: a run whose lock connection dropped goes on beside the
   * next replica's, and a worker started by hand runs beside the queue's. Of two runs that read the same lanes at
   * once, the claims decide: each keeps the head of a lane only if it claimed it, and of the lane only what it claimed
   * from the head on.
   */
  private async dueLanes(now: Date): Promise<Delivery[][]> {
    const clock = new Date().toISOString();
    // One statement reads and claims, re-checking each row under its lock: of two runs, the second sees the first's
    // claim (or its record: sent, or refused and waiting for its retry) and skips the row. `n` is the delivery's place
    // in its lane, from 1.
    const claimed = await this.deps.prisma.$queryRaw<Due[]>`
      UPDATE "WebhookDelivery" c SET "claimedUntil" = (${clock}::timestamptz AT TIME ZONE 'UTC') + ${CLAIM_MS} * interval '1 millisecond'
      FROM (
        SELECT h.id, h."eventSeq", h."endpointId", h."resourceKey", h.n FROM (
          SELECT d.id, d."eventSeq", d."endpointId", d."resourceKey",
            row_number() OVER lane AS n,
            bool_and(d."nextAttemptAt" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
              AND (d."claimedUntil" IS NULL OR d."claimedUntil" <= (${clock}::timestamptz AT TIME ZONE 'UTC'))) OVER lane AS due
          FROM "WebhookDelivery" d WHERE d.status = 'pending'
          WINDOW lane AS (PARTITION BY d."endpointId", d."resourceKey" ORDER BY d."eventSeq" ROWS UNBOUNDED PRECEDING)) h
        JOIN "WebhookEndpoint" w ON w.id = h."endpointId" AND w.enabled
        LEFT JOIN "ApiKey" k ON k.id = w."apiKeyId"
        WHERE h.due AND h.n <= ${PER_LANE} AND k."revokedAt" IS NULL
        ORDER BY h."eventSeq" LIMIT ${PER_ROUND}) due
      WHERE c.id = due.id AND c.status = 'pending' AND c."nextAttemptAt" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
        AND (c."claimedUntil" IS NULL OR c."claimedUntil" <= (${clock}::timestamptz AT TIME ZONE 'UTC'))
      RETURNING due.id::text AS id, due."endpointId"::text AS "endpointId", due."resourceKey", due."eventSeq"::text AS "eventSeq", due.n::int AS n`;
    if (!claimed.length) return [];
    const lanes = new Map<string, Due[]>();
    for (const d of claimed.sort((a, b) => Number(BigInt(a.eventSeq) - BigInt(b.eventSeq)))) {
      const key = `${d.endpointId} ${d.resourceKey}`;
      const lane = lanes.get(key);
      if (lane) lane.push(d);
      else lanes.set(key, [d]);
    }
    // A lane is this run's from its head on, without a gap: the rest of it (another run holds the head, or a delivery
    // in between) is let go at once.
    const kept = new Set<string>();
    for (const lane of lanes.values()) for (const [i, d] of lane.entries()) if (d.n === i + 1) kept.add(d.id); else break;
    const letGo = claimed.filter((d) => !kept.has(d.id)).map((d) => d.id);
    if (letGo.length) await this.deps.prisma.webhookDelivery.updateMany({ where: { id: { in: letGo } }, data: { claimedUntil: null } });
    if (!kept.size) return [];
    const rows = await this.deps.prisma.webhookDelivery.findMany({ where: { id: { in: [...kept] } }, include: { event: true, endpoint: true } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return [...lanes.values()].map((lane) => lane.flatMap((d) => byId.get(d.id) ?? [])).filter((lane) => lane.length > 0);
  }

  /**
   * Sends a lane's deliveries one after the other; stops at the first refused, so the later ones keep their order,
   * and once the run's time is up (a slow receiver's 50 deliveries must not hold the run past the queue's expiry):
   * the rest wait for the next run.
   */
  private async sendLane(lane: Delivery[], now: Date, stopAt: number, aside: StepAside): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const d of lane) {
      if (outcomes.length && Date.now() > stopAt) break;
      await aside.turn();
      const outcome = await this.attempt(d, now);
      outcomes.push(outcome);
      if (outcome.result.error !== null) break;
    }
    return outcomes;
  }

  /** One try of one delivery, not yet recorded. */
  private async attempt(d: Delivery, now: Date): Promise<Outcome> {
    const { config } = this.deps;
    const secret = this.box.open(d.endpoint.secretBox);
    const body = JSON.stringify({ id: d.event.id, type: d.event.type, timestamp: d.event.occurredAt.toISOString(), data: d.event.data });
    const result = secret
      ? await postWebhook(d.endpoint.url, signedHeaders(secret, d.event.id, body), body, config.webhookAllowPrivateTargets)
      : { status: null, error: "the signing secret cannot be read (TOKEN_SECRET changed): make a new endpoint", durationMs: 0 };
    const failingSince = result.error === null ? null : (d.failingSince ?? now);
    const givesUp = failingSince !== null && now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS;
    const waitMs = failingSince ? Math.min(Math.max(FIRST_RETRY_MS, now.getTime() - failingSince.getTime()), MAX_RETRY_MS) : 0;
    return { delivery: d, result, failingSince, givesUp, nextAttemptAt: new Date(now.getTime() + waitMs) };
  }

  /**
   * A round's outcomes in one transaction: every attempt in the delivery log, the delivered marked at once, each
   * refused one rescheduled with its backoff (or failed after 3 days), and the claims let go, also of the deliveries
   * the round did not try (behind a refused one in their lane, or past the run's time).
   */
  private async record(outcomes: Outcome[], untried: string[], stopAt: number) {
    if (!outcomes.length && !untried.length) return;
    try {
      // No connection came in time (every one busy): the same batch again, until the run's time is up.
      for (;;) {
        try {
          await this.recordAll(outcomes, untried);
          return;
        } catch (e) {
          if (!isNoConnection(e) || Date.now() > stopAt) throw e;
        }
      }
    } catch (e) {
      // One outcome the batch could not write (its endpoint removed meanwhile) must not send the whole round again:
      // each is written alone, and one that still fails is logged (a delivery still there is sent again: at least once).
      this.deps.logger?.error("Recording a webhook round at once failed; recording its deliveries one by one", e);
      for (const o of outcomes) await this.recordAll([o], []).catch((err: unknown) => this.deps.logger?.error(`Webhook delivery ${o.delivery.id}: its attempt could not be recorded`, err));
      // Not let go, they would wait for their claim to pass (two minutes): not lost.
      await this.recordAll([], untried).catch((err: unknown) => this.deps.logger?.error("Webhook deliveries not tried could not be let go", err));
    }
  }

  private async recordAll(outcomes: Outcome[], untried: string[]) {
    const { prisma } = this.deps;
    const delivered = outcomes.filter((o) => o.result.error === null).map((o) => o.delivery.id);
    const refused = outcomes.filter((o) => o.result.error !== null);
    const writes = refused.map((o) =>
      prisma.webhookDelivery.updateMany({
        where: { id: o.delivery.id },
        data: { status: o.givesUp ? "failed" : "pending", failingSince: o.failingSince, nextAttemptAt: o.nextAttemptAt, claimedUntil: null },
      }),
    );
    if (delivered.length) writes.push(prisma.webhookDelivery.updateMany({ where: { id: { in: delivered } }, data: { status: "delivered", failingSince: null, claimedUntil: null } }));
    if (untried.length) writes.push(prisma.webhookDelivery.updateMany({ where: { id: { in: untried } }, data: { claimedUntil: null } }));
    const attempts = outcomes.map((o) => ({ deliveryId: o.delivery.id, statusCode: o.result.status, error: o.result.error?.slice(0, 500) ?? null, durationMs: o.result.durationMs }));
    await prisma.$transaction([...(attempts.length ? [prisma.webhookAttempt.createMany({ data: attempts })] : []), ...writes], { maxWait: RECORD_WAIT_MS });
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
  const at = Math.floor(Date.now() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "shop-webhooks/1",
    "webhook-id": eventId,
    "webhook-timestamp": String(at),
    "webhook-signature": signature(secret, eventId, at, body),
  };
}

/**
 * v1: base64 of the HMAC-SHA256 of "id.timestamp.body" under the secret's bytes (base64 after "whsec_"), as the
 * standardwebhooks package signs and verifies it; computed by Node's crypto rather than that package's pure-JavaScript
 * SHA-256 (warmed up, 0.036 -> 0.011 ms for a 2 kB body; the hot checkout's profile, taken cold, had shown far more).
 */
export function signature(secret: string, eventId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret, "base64");
  return `v1,${crypto.createHmac("sha256", key).update(`${eventId}.${timestampSeconds}.${body}`).digest("base64")}`;
}

/**
 * A run's deliveries waiting their turn while shoppers' requests wait for a database connection, for at most
 * `budgetMs` of the run: its lanes wait side by side, and time they wait together counts once.
 */
export class StepAside {
  private spentMs = 0;
  private stepEnds = 0;

  constructor(
    private readonly waiters: () => number,
    private readonly budgetMs: number,
  ) {}

  /** Resolves once no request waits for a connection, or at once when the run's waiting is used up. */
  async turn(): Promise<void> {
    while (this.spentMs < this.budgetMs && this.waiters() > 0) {
      const now = Date.now();
      if (now >= this.stepEnds) {
        this.spentMs += STEP_MS;
        this.stepEnds = now + STEP_MS;
      }
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    }
  }
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
