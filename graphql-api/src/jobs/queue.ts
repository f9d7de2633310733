// The contract of background work, whichever queue runs it: how a job is defined, queued and repeated, and the
// "once per key" guard that keeps a retried or repeated job (an email) from taking effect twice.
import type { Prisma } from "../db/database.js";
import type { Logger } from "../logger.js";
import { countJobFailure, type JobStats } from "../observability/metrics.js";

/** What services need: put work on the queue. The same key twice is one job. */
export interface JobSender {
  send<T extends object>(name: string, data: T, key: string): Promise<void>;
}

export interface JobDefinition<T extends object> {
  name: string;
  run(data: T): Promise<void>;
  /** Tries after the first one fails; each waits about twice as long as the one before. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /**
   * Periodic work (see `every`): at most one run at a time across all replicas, and nothing to make "done once"; keyed
   * jobs (emails) are remembered as done, so a repeat or a retry after a crash does nothing.
   */
  periodic?: boolean;
}

/**
 * Background work. `pg-boss` on PostgreSQL (every replica works the same queue, jobs survive restarts and crashes);
 * without a PostgreSQL server (the embedded database is in this process only, so there is only ever one replica) the
 * same interface runs jobs in this process.
 */
export interface JobQueue extends JobSender {
  readonly kind: "pg-boss" | "in-process";
  define<T extends object>(job: JobDefinition<T>): Promise<void>;
  /**
   * Runs `name` now (a replica's start-up run: what a crash left behind is settled at once), then every `seconds`;
   * across replicas one run per interval, never two at once.
   */
  every(name: string, seconds: number): Promise<void>;
  /** Stops taking jobs; waits up to `graceMs` for the ones running. */
  stop(graceMs: number): Promise<void>;
  /** Where each job stands now (the /metrics gauges). */
  stats(): Promise<JobStats[]>;
}


/**
 * A keyed job's effect, once: done keys are recorded in CompletedJob after the run succeeds. A run that crashes
 * between its effect and the record is run again (an email may then go twice, with the same Message-ID, which mail
 * clients show once); anything else that runs again finds the key and does nothing.
 */
export function onceByKey<T extends object>(prisma: Prisma, job: JobDefinition<T>, logger: Logger) {
  return async (data: T, key: string | undefined) => {
    if (!key || job.periodic) {
      try {
        return await job.run(data);
      } catch (e) {
        countJobFailure(job.name);
        throw e;
      }
    }
    if (await prisma.completedJob.findUnique({ where: { key } })) return;
    try {
      await job.run(data);
    } catch (e) {
      countJobFailure(job.name);
      logger.error(`Job ${job.name} (${key}) failed; it is tried again later`, e);
      throw e;
    }
    // One INSERT … ON CONFLICT DO NOTHING (an upsert was a transaction of five statements, on every email of a sale).
    await prisma.completedJob.createMany({ data: [{ key, name: job.name }], skipDuplicates: true });
  };
}

/** 1, 2, 4, 8 … times the delay, at most an hour. */
export const backoffMs = (delaySeconds: number, failures: number) => Math.min(delaySeconds * 2 ** Math.max(0, failures - 1), 3600) * 1000;
