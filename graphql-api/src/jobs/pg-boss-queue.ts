// The job queue used with a PostgreSQL server: pg-boss tables in the shop's own database, shared by every replica, so
// jobs survive crashes and restarts and periodic work runs once per interval across replicas.
import crypto from "node:crypto";
import pg from "pg";
import PgBoss from "pg-boss";
import type { Prisma } from "../db/database.js";
import type { Logger } from "../logger.js";
import { onceByKey, type JobDefinition, type JobQueue } from "./queue.js";
import type { JobStats } from "../observability/metrics.js";

const SCHEMA = "pgboss";
// How often an idle replica looks for new jobs; a job is picked up within this time of being queued.
const POLL_SECONDS = 1;

/**
 * How often a replica looks for a periodic job's run: a tenth of its interval, between POLL_SECONDS and a minute. Every
 * look is a statement, sent whether or not a run is waiting: at one a second for each of the ten queues, five of them
 * for jobs queued once a minute or once an hour, an idle replica made 12.6 transactions a second (`npm run bench`'s
 * idle line), now 9. An hourly run starts within a minute of its slot; the webhooks' (every 2 s) are still looked for
 * every second.
 */
export const periodicPollSeconds = (intervalSeconds: number) => Math.min(60, Math.max(POLL_SECONDS, intervalSeconds / 10));

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

/** The application_name of a periodic job run's lock connection, the one a process opens beside its pool. */
export const JOB_LOCK_APPLICATION = "shop job lock";

/** A periodic job's advisory lock key: 64 bits of the sha256 of its name, as the text of a signed bigint. */
const lockKey = (name: string) => crypto.createHash("sha256").update(`job-lock\u0000${name}`).digest().readBigInt64BE(0).toString();

/**
 * pg-boss on the shop's own PostgreSQL (schema `pgboss`, through the app's connection pool): every replica works the
 * same queue, a job survives the crash of the replica that queued or ran it (it expires and is retried elsewhere),
 * retries back off exponentially, and periodic work is one job per interval however many replicas ask for it.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = "pg-boss";
  private readonly boss: PgBoss;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Each periodic job's run, for every() to start: the start-up run it makes itself, and the worker of its queue. */
  private readonly periodic = new Map<string, (data: object, key: string | undefined) => Promise<void>>();
  /** Start-up runs going on, which stop() waits for as for pg-boss's. */
  private readonly startupRuns = new Set<Promise<void>>();
  /** Backends of start-up runs waiting for another replica's run to end: stop() cancels their wait. */
  private readonly lockWaits = new Set<number>();
  /** Set by stop(): a start-up run not yet waiting for the lock gives up. */
  private closing = false;
  /** Set once stop() has returned: the app then closes the pool pg-boss writes through. */
  private stopped = false;

  private constructor(
    private readonly pool: pg.Pool,
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
    if (definition.periodic) {
      // Its worker is started by every(), which knows how often the job comes.
      this.periodic.set(definition.name, (data, key) => run(data as T, key));
      return;
    }
    // pg-boss's worker waits a whole polling interval after each job it ran, so a backlog went out at one job a second
    // for each queue and replica: the confirmations of a burst of sales trailed it by a second a sale, and above a sale
    // a second they fell further behind for as long as the shop sold. Told after each job, the worker looks again at
    // once; it waits only when it found nothing.
    let worker: string | undefined;
    worker = await this.boss.work<Envelope>(definition.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async ([job]) => {
      try {
        await run(job!.data.data as T, job!.data.key);
      } finally {
        if (worker) this.boss.notifyWorker(worker);
      }
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
    const run = this.periodic.get(name);
    if (!run) throw new Error(`every(${name}): define the job first, as periodic`);
    // An interval's run while another (a replica's start-up run) is going on is skipped: the next interval comes.
    await this.boss.work<Envelope>(name, { pollingIntervalSeconds: periodicPollSeconds(seconds), batchSize: 1 }, ([job]) =>
      this.alone(name, { wait: false }, () => run(job!.data.data, job!.data.key)),
    );
    // At start-up one run whatever the slot, made by this replica itself: a replica restarted after a crash settles what
    // the crash left behind. Not through pg-boss, where a run the crash cut off stays active, holding the queue (one
    // active job at a time), until it expires minutes later. The advisory lock keeps it from overlapping another run.
    const startup = this.alone(name, { wait: true }, () => run({}, undefined)).catch((e: unknown) => {
      // A wait cancelled by stop() is no failure.
      if (!this.closing) this.logger.error(`Job ${name} failed at start-up; it runs again at its next interval`, e);
    });
    this.startupRuns.add(startup);
    void startup.finally(() => this.startupRuns.delete(startup));
    const timer = setInterval(queue, seconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  /** Read from pg-boss's job table: every replica's jobs, so each replica reports the whole queue. */
  async stats(): Promise<JobStats[]> {
    const { rows } = await this.pool.query<{ name: string; waiting: number; active: number; failed: number; oldest: number | null }>(`
      SELECT q.name,
             count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
             count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
             count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed,
             extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now()))::float8 AS oldest
        FROM ${SCHEMA}.queue q LEFT JOIN ${SCHEMA}.job j ON j.name = q.name
       GROUP BY q.name ORDER BY q.name`);
    return rows.map((r) => ({ name: r.name, waiting: r.waiting, active: r.active, failed: r.failed, oldestWaitingSeconds: r.oldest ?? 0 }));
  }

  async stop(graceMs: number) {
    for (const t of this.timers) clearInterval(t);
    // A start-up run still waiting for another replica's run gives up: that run, or the next interval's, does the work.
    this.closing = true;
    for (const pid of this.lockWaits) await this.pool.query("SELECT pg_cancel_backend($1)", [pid]).catch(() => {});
    const timeout = Math.max(1000, graceMs);
    const grace = new Promise<void>((r) => setTimeout(r, timeout).unref());
    // The pool is the app's: closed by its owner, after this.
    await Promise.all([
      this.boss.stop({ graceful: true, wait: true, close: false, timeout }),
      Promise.race([Promise.all(this.startupRuns), grace]),
    ]);
    this.stopped = true;
  }

  /**
   * Runs a periodic job's `run` as the only run of it anywhere: under a session advisory lock, on a connection of its
   * own that is closed afterwards. PostgreSQL lets go of the lock the moment the process holding it dies, so a replica
   * that crashed mid-run never holds the job. `wait`: for a run going on elsewhere to end (else skip this turn).
   *
   * The lock's connection is opened beside the pool, not taken from it: it sits idle for the whole run (up to the
   * webhooks' 60 s), and taken from the pool it was one of the 10 the checkouts share (the webhooks bench's delivery
   * run held it for 79-100% of the checkout). It names itself (JOB_LOCK_APPLICATION), so pg_stat_activity tells it
   * from the pool's.
   */
  private async alone(name: string, { wait }: { wait: boolean }, run: () => Promise<void>): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, application_name: JOB_LOCK_APPLICATION });
    // A connection lost while the run works elsewhere is reported here, not thrown at nobody (also while it closes).
    client.on("error", (e: Error) => this.logger.error(`Job ${name}: its lock's connection failed`, e));
    await client.connect();
    try {
      const key = lockKey(name);
      if (wait) {
        const pid = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
        this.lockWaits.add(pid);
        try {
          if (this.closing) return;
          await client.query("SELECT pg_advisory_lock($1::bigint)", [key]);
        } finally {
          this.lockWaits.delete(pid);
        }
        await this.freeQueue(name, client);
      } else if (!(await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [key])).rows[0]!.locked) return;
      await run();
    } finally {
      // Closing it lets go of the lock; an error here is a connection already gone, and the lock with it.
      await client.end().catch(() => {});
    }
  }

  /**
   * A start-up run, holding the job's lock: pg-boss's active jobs of the queue are runs that no replica is making (a
   * live run holds the lock), such as the one a replica killed mid-run left behind. Marked failed now rather than when
   * they expire (the webhooks' after 2 minutes): until then pg-boss starts no other job of the queue (one active at a
   * time), so no interval's run came and the deliveries made meanwhile waited. A job fetched by a live replica that
   * has not yet asked for the lock is marked too: its run skips this turn (the lock is taken) as it would anyway.
   */
  private async freeQueue(name: string, client: pg.Client) {
    const { rows } = await client.query<{ id: string }>(`SELECT id::text FROM ${SCHEMA}.job WHERE name = $1 AND state = 'active'`, [name]);
    if (!rows.length) return;
    for (const { id } of rows) await this.boss.fail(name, id, { message: "its replica stopped mid-run (found by a replica's start-up run)" });
    this.logger.info(`Job ${name}: ${rows.length} run${rows.length === 1 ? "" : "s"} a stopped replica left active marked failed, so the next interval's run starts`);
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
