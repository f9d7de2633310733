// The job queue the shop uses on this run's database: pg-boss on PostgreSQL (TEST_DATABASE_URL), the in-process runner on
// the embedded database. Same interface, same promises: a key is done once, failures are retried with backoff,
// periodic work never runs twice at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../support/harness.js";
import { createLogger } from "../../src/logger.js";
import { createJobQueue } from "../../src/jobs/shop-jobs.js";
import type { JobQueue } from "../../src/jobs/queue.js";
import { periodicPollSeconds } from "../../src/jobs/pg-boss-queue.js";

const logger = createLogger("silent");
let db: Awaited<ReturnType<typeof createTestDb>>;
const queues: JobQueue[] = [];
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const q of queues) await q.stop(1000);
  await db?.close();
});

async function queue() {
  const q = await createJobQueue(db, logger);
  queues.push(q);
  return q;
}

it("uses pg-boss on a PostgreSQL server and the in-process runner on the embedded database", async () => {
  expect((await queue()).kind).toBe(db.kind === "postgres" ? "pg-boss" : "in-process");
});

describe("a keyed job", () => {
  it("queued twice with one key runs once, and once done, queuing it again does nothing", async () => {
    const q = await queue();
    const runs: string[] = [];
    await q.define<{ n: number }>({ name: "test.once", retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30, run: async ({ n }) => void runs.push(`ran ${n}`) });
    await q.send("test.once", { n: 1 }, "order-1");
    await q.send("test.once", { n: 2 }, "order-1");
    await q.send("test.once", { n: 3 }, "order-2");
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(2);
    expect(runs.sort()).toEqual(["ran 1", "ran 3"]);
    // A key is recorded done just after its run returns.
    await expect.poll(() => db.prisma.completedJob.count({ where: { key: { in: ["order-1", "order-2"] } } })).toBe(2);

    await q.send("test.once", { n: 4 }, "order-1");
    await q.send("test.once", { n: 5 }, "order-3");
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(3);
    expect(runs.at(-1)).toBe("ran 5");
  }, 60_000);

  it("that fails is tried again, each time a little later, until it succeeds; its effect happens once", async () => {
    const q = await queue();
    const tries: number[] = [];
    const effects: string[] = [];
    await q.define<{ what: string }>({
      name: "test.flaky",
      retryLimit: 5,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      run: async ({ what }) => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error("mail server not answering");
        effects.push(what);
      },
    });
    await q.send("test.flaky", { what: "confirmation mail" }, "flaky-1");
    await expect.poll(() => effects, { timeout: 30_000 }).toEqual(["confirmation mail"]);
    expect(tries).toHaveLength(3);
    // Backoff: the first retry waits at least the delay (1 s), the second at least twice it. Only these lower bounds
    // are promised: pg-boss adds up to as much again at random, and pickup adds the load of the moment, so comparing
    // the two waits with each other failed now and then.
    const [a, b, c] = tries as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1_900);
  }, 60_000);

  it("that keeps failing gives up after its retries, and is not marked done", async () => {
    const q = await queue();
    let tries = 0;
    await q.define({ name: "test.doomed", retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 30, run: async () => void (tries++, (() => { throw new Error("no"); })()) });
    await q.send("test.doomed", {}, "doomed-1");
    await expect.poll(() => tries, { timeout: 30_000 }).toBe(2);
    expect(await db.prisma.completedJob.findUnique({ where: { key: "doomed-1" } })).toBeNull();
  }, 60_000);
});

describe("periodic work", () => {
  it("runs at start and then each interval, never two runs at once, however many replicas ask for it", async () => {
    // On PostgreSQL two queues stand for two replicas; the embedded database has only ever one process.
    const replicas = db.kind === "postgres" ? [await queue(), await queue()] : [await queue()];
    let active = 0;
    let mostAtOnce = 0;
    const runs: number[] = [];
    for (const q of replicas) {
      await q.define({
        name: "test.periodic",
        periodic: true,
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 60,
        run: async () => {
          active++;
          mostAtOnce = Math.max(mostAtOnce, active);
          runs.push(Date.now());
          await new Promise((r) => setTimeout(r, 700));
          active--;
        },
      });
    }
    const started = Date.now();
    for (const q of replicas) await q.every("test.periodic", 2);
    await expect.poll(() => runs.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(replicas.length + 2);
    expect(mostAtOnce).toBe(1);
    // One run per interval across replicas (plus each replica's run at start), not one per replica per interval.
    const intervals = Math.ceil((Date.now() - started) / 2000);
    expect(runs.length).toBeLessThanOrEqual(replicas.length + intervals + 1);
  }, 60_000);
});

describe("a backlog", () => {
  it("is worked through one job right after another, not one job a poll (a burst of sales' emails go out together)", async () => {
    const q = await queue();
    const started: number[] = [];
    await q.define<{ n: number }>({ name: "test.backlog", retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30, run: async () => void started.push(Date.now()) });
    for (let n = 0; n < 10; n++) await q.send("test.backlog", { n }, `sale-${n}`);
    await expect.poll(() => started.length, { timeout: 30_000 }).toBe(10);
    // pg-boss looks for work once a second when it finds none; behind the first job the other nine wait for no look.
    const gaps = started.slice(1).map((t, i) => t - started[i]!).sort((a, b) => a - b);
    expect(gaps[4]).toBeLessThan(500);
  }, 60_000);
});

describe("how soon a periodic run starts after its slot (pg-boss looks for it, one statement a look)", () => {
  it("within a tenth of its interval, at most a minute and never waiting more than a second for the frequent ones", () => {
    expect(periodicPollSeconds(3600)).toBe(60);
    expect(periodicPollSeconds(60)).toBe(6);
    expect(periodicPollSeconds(2)).toBe(1);
    expect(periodicPollSeconds(86_400)).toBe(60);
  });
});

/** A replica's death as PostgreSQL sees it: the connections holding the jobs' advisory locks close. */
const closeLockHolders = (db: Awaited<ReturnType<typeof createTestDb>>) =>
  db.sql.query(
    `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );

/** A periodic job with no retries whose run may take as long as a test needs. */
const periodicJob = (name: string, run: () => Promise<void>) => ({ name, periodic: true, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 600, run });

describe("a replica restarted after a crash", () => {
  it("runs its periodic work at start-up at once, even when the crash cut a run off halfway", async () => {
    const own = await createTestDb();
    const job = (run: () => Promise<void>) => periodicJob("test.settle", run);
    const started: JobQueue[] = [];
    let endCutOffRun = () => {};
    try {
      if (own.kind === "postgres") {
        // The crashed replica: it died during its own start-up run of the job (the run a restart makes to settle what
        // a crash left behind), which pg-boss would keep active until it expires, 10 minutes on.
        const crashed = await createJobQueue(own, logger);
        started.push(crashed);
        let cutOff = false;
        await crashed.define(job(() => ((cutOff = true), new Promise<void>((r) => (endCutOffRun = r)))));
        await crashed.every("test.settle", 3600);
        await expect.poll(() => cutOff, { timeout: 15_000 }).toBe(true);
        // Its death, as PostgreSQL sees it: the connections holding the job's locks close.
        await closeLockHolders(own);
      }
      const replica = await createJobQueue(own, logger);
      started.push(replica);
      let settled = false;
      await replica.define(job(async () => void (settled = true)));
      await replica.every("test.settle", 3600);
      await expect.poll(() => settled, { timeout: 10_000 }).toBe(true);
    } finally {
      endCutOffRun(); // the test's stand-in for the dead process lets go of its (closed) connection
      for (const q of started) await q.stop(1000);
      await own.close();
    }
  }, 60_000);
});

describe("a periodic run", () => {
  it("comes each interval again after a replica was killed in the middle of one: the cut-off run does not hold the queue until it expires", async () => {
    const own = await createTestDb();
    const started: JobQueue[] = [];
    let endCutOffRun = () => {};
    try {
      if (own.kind === "postgres") {
        // A replica killed while an interval's run went on: pg-boss keeps that job active, and starts no other job of
        // the queue while it is, until it expires (10 minutes here).
        const stopped = await createJobQueue(own, logger);
        started.push(stopped);
        let runs = 0;
        await stopped.define(periodicJob("test.cut", () => (++runs === 1 ? Promise.resolve() : new Promise<void>((r) => (endCutOffRun = r)))));
        await stopped.every("test.cut", 1);
        await expect.poll(() => runs, { timeout: 15_000 }).toBe(2);
        const [cut] = await own.sql.query<{ id: string }>(`SELECT id::text FROM pgboss.job WHERE name = 'test.cut' AND state = 'active'`);
        await stopped.stop(500);
        // Killed rather than stopped: pg-boss's stop fails the jobs in progress, a killed process leaves them active.
        await own.sql.query(`UPDATE pgboss.job SET state = 'active', completed_on = NULL WHERE id = $1::uuid`, [cut!.id]);
        // Its death, as PostgreSQL sees it: the connection holding the run's lock closes.
        await closeLockHolders(own);
      }
      const replica = await createJobQueue(own, logger);
      started.push(replica);
      let runs = 0;
      await replica.define(periodicJob("test.cut", async () => void runs++));
      await replica.every("test.cut", 1);
      // Its start-up run, then the intervals' runs.
      await expect.poll(() => runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      endCutOffRun();
      for (const q of started) await q.stop(1000);
      await own.close();
    }
  }, 60_000);

  it("leaves every one of the pool's connections to requests while it works (its lock has a connection of its own)", async () => {
    const own = await createTestDb();
    const q = await createJobQueue(own, logger);
    let working = false;
    let endRun = () => {};
    try {
      await q.define(periodicJob("test.long", () => ((working = true), new Promise<void>((r) => (endRun = r)))));
      await q.every("test.long", 3600);
      await expect.poll(() => working, { timeout: 15_000 }).toBe(true);
      const pool = own.pool;
      // The embedded database has no pool (one connection, in-process runs without a lock): a statement still runs.
      if (!pool) return void expect(await own.sql.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      // All of them at once, as a burst of checkouts takes them: none waits for the run (a wait past 5 s fails here).
      const size = pool.options.max;
      const taken = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
      const clients = taken.flatMap((t) => (t.status === "fulfilled" ? [t.value] : []));
      try {
        expect(taken.filter((t) => t.status === "rejected").map((t) => String((t as PromiseRejectedResult).reason))).toEqual([]);
        const answers = await Promise.all(clients.map((c) => c.query("SELECT 1 AS one")));
        expect(answers.map((a) => a.rows[0])).toEqual(Array.from({ length: size }, () => ({ one: 1 })));
      } finally {
        for (const c of clients) c.release();
      }
    } finally {
      endRun();
      await q.stop(1000);
      await own.close();
    }
  }, 60_000);
});

describe("stopping", () => {
  it("does not wait past its grace for a start-up run that is still busy, or still waiting for another replica's run", async () => {
    const own = await createTestDb();
    const started: JobQueue[] = [];
    let endBusyRun = () => {};
    try {
      const busy = await createJobQueue(own, logger);
      started.push(busy);
      let busyStarted = false;
      await busy.define(periodicJob("test.busy", () => ((busyStarted = true), new Promise<void>((r) => (endBusyRun = r)))));
      await busy.every("test.busy", 3600);
      await expect.poll(() => busyStarted, { timeout: 10_000 }).toBe(true);
      // On PostgreSQL a second replica starts meanwhile: its start-up run waits for the busy one (one run at a time).
      const stopping = own.kind === "postgres" ? await createJobQueue(own, logger) : busy;
      const waiting = async () =>
        (await own.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`))[0]!.n;
      let ranTwice = false;
      if (stopping !== busy) {
        await stopping.define(periodicJob("test.busy", async () => void (ranTwice = true)));
        await stopping.every("test.busy", 3600);
        await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      }
      const before = Date.now();
      await stopping.stop(1000);
      expect(Date.now() - before).toBeLessThan(5000);
      if (stopping !== busy) {
        // Its wait is cancelled, not left to run the job once the busy run ends, after the replica has stopped.
        await expect.poll(waiting, { timeout: 10_000 }).toBe(0);
      }
      expect(ranTwice).toBe(false);
      if (stopping === busy) started.pop();
    } finally {
      endBusyRun();
      for (const q of started) await q.stop(1000);
      await own.close(); // would hang while a stopped queue still held a connection
    }
  }, 60_000);

  it("lets a job that outlives the grace period end after the pool is closed, with no error left for nobody to catch", async () => {
    const own = await createTestDb();
    const lines: string[] = [];
    const q = await createJobQueue(own, { info: (m) => void lines.push(m), error: (m) => void lines.push(m) });
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => void unhandled.push(e);
    process.on("unhandledRejection", onUnhandled);
    try {
      let started = false;
      let release!: () => void;
      await q.define({
        name: "test.slow",
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 30,
        run: async () => {
          started = true;
          await new Promise<void>((r) => (release = r));
          throw new Error("cut off by the shutdown");
        },
      });
      await q.send("test.slow", {}, "slow-1");
      await expect.poll(() => started, { timeout: 15_000 }).toBe(true);
      await q.stop(1000);
      await own.close();
      release();
      if (q.kind === "pg-boss") await expect.poll(() => lines.some((l) => l.includes("bookkeeping was skipped"))).toBe(true);
      await new Promise((r) => setTimeout(r, 200)); // a rejection is reported on a later turn of the event loop
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
