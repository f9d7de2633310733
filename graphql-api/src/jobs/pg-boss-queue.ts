// The job queue used with a PostgreSQL server: pg-boss tables in the shop's own database, shared by every replica, so
// jobs survive crashes and restarts and periodic work runs once per interval across replicas.
import crypto from "node:crypto";
import type pg from "pg";
import PgBoss from "pg-boss";
import type { Prisma } from "../db/database.js";
import type { Logger } from "../logger.js";
import { onceByKey, type JobDefinition, type JobQueue } from "./queue.js";

const SCHEMA = "pgboss";
// How often an idle replica looks for new jobs; a job is picked up within this time of being queued.
const POLL_SECONDS = 1;

interface Envelope {
  key?: string;
  data: object;
}

/** A job's id from its name and key (a UUID, as pg-boss wants): the same key queued twice is one row, so one job. */
export const jobId = (name: string, key: string) => {
  const h = crypto.createHash("sha256").update(`${name}\u0000${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50; // version 5 layout
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * pg-boss on the shop's own PostgreSQL (schema `pgboss`, through the app's connection pool): every replica works the
 * same queue, a job survives the crash of the replica that queued or ran it (it expires and is retried elsewhere),
 * retries back off exponentially, and periodic work is one job per interval however many replicas ask for it.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = "pg-boss";
  private readonly boss: PgBoss;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Set once stop() has returned: the app then closes the pool pg-boss writes through. */
  private stopped = false;

  private constructor(
    pool: pg.Pool,
    private readonly prisma: Prisma,
    private readonly logger: Logger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => (this.stopped ? this.afterStop(text) : pool.query(text, values)) },
      schema: SCHEMA,
      // Cron schedules are not used (periodic work is queued with a per-interval singleton, see every()).
      schedule: false,
      // Expired jobs (their replica died mid-run) are failed, hence retried, within this time (across replicas, one
      // maintenance run per interval).
      maintenanceIntervalSeconds: 30,
    });
    this.boss.on("error", (e) => logger.error("Job queue (pg-boss) error", e));
  }

  /** Creates (or upgrades) pg-boss's tables and starts its maintenance; several replicas may do this at once. */
  static async start(pool: pg.Pool, prisma: Prisma, logger: Logger): Promise<PgBossQueue> {
    const queue = new PgBossQueue(pool, prisma, logger);
    await queue.boss.start();
    return queue;
  }

  async define<T extends object>(definition: JobDefinition<T>) {
    await this.boss.createQueue(definition.name, {
      name: definition.name,
      // Periodic work: at most one active job of the queue at a time, on any replica.
      policy: definition.periodic ? "singleton" : "standard",
      retryLimit: definition.periodic ? 0 : definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    });
    const run = onceByKey(this.prisma, definition, this.logger);
    await this.boss.work<Envelope>(definition.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async ([job]) => {
      await run(job!.data.data as T, job!.data.key);
    });
  }

  async send<T extends object>(name: string, data: T, key: string) {
    await this.boss.send(name, { key, data } satisfies Envelope, { id: jobId(name, key) });
  }

  async every(name: string, seconds: number) {
    const queue = async () => {
      try {
        // One job per `seconds` slot across replicas: the others' sends for the same slot are no-ops.
        await this.boss.send(name, { data: {} } satisfies Envelope, { singletonKey: name, singletonSeconds: seconds });
      } catch (e) {
        this.logger.error(`Could not queue ${name}; trying again at the next interval`, e);
      }
    };
    // At start-up one run whatever the slot: a replica restarted after a crash settles what the crash left behind. It
    // carries the same singleton key as the interval runs: pg-boss keeps one active job per key, so the two never overlap.
    await this.boss.send(name, { data: {} } satisfies Envelope, { singletonKey: name });
    const timer = setInterval(queue, seconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  async stop(graceMs: number) {
    for (const t of this.timers) clearInterval(t);
    // The pool is the app's: closed by its owner, after this.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, graceMs) });
    this.stopped = true;
  }

  /**
   * A job that outlived the grace period finishing after stop(): pg-boss would write its outcome through a pool that
   * is being closed, and its rejection would be nobody's to catch. The write is left pending for good instead (pg-boss
   * reads the rows of every answer, so an empty one would fail too): the job stays active, expires (expireInSeconds)
   * and is run again by a replica, where its idempotency key makes a second run harmless.
   */
  private afterStop(text: string): Promise<never> {
    this.logger.info(`Job queue stopped: a late job's bookkeeping was skipped; the job expires and runs again (${text.slice(0, 60)}…)`);
    return new Promise<never>(() => {});
  }
}
