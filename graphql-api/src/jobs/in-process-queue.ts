// The job queue used with the embedded database (a single process): jobs run in the background here, retried with
// backoff and done once per key, but a job still waiting for a retry is lost if the process dies.
import type { Prisma } from "../db/database.js";
import type { Logger } from "../logger.js";
import { backoffMs, onceByKey, type JobDefinition, type JobQueue } from "./queue.js";
import type { JobStats } from "../observability/metrics.js";

type Runner = (data: object, key: string | undefined) => Promise<void>;

/**
 * Jobs in this process, for the embedded database (which only this process can open, so there is no other replica
 * to share work with): run at once in the background, retried with backoff, a key queued twice runs once, and done keys
 * are recorded in the database like the pg-boss queue does. What it cannot do is survive a crash: a job still waiting
 * for its retry when the process dies is lost (periodic work runs again at the next start).
 */
export class InProcessQueue implements JobQueue {
  readonly kind = "in-process";
  private readonly jobs = new Map<string, { definition: JobDefinition<object>; run: Runner }>();
  /** Jobs not finished (queued, running or waiting for a retry), by id: when each was queued. */
  private readonly waiting = new Map<string, number>();
  private readonly active = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly prisma: Prisma,
    private readonly logger: Logger,
  ) {}

  async define<T extends object>(definition: JobDefinition<T>) {
    const run = onceByKey(this.prisma, definition, this.logger) as Runner;
    this.jobs.set(definition.name, { definition: definition as unknown as JobDefinition<object>, run });
  }

  async send<T extends object>(name: string, data: T, key: string) {
    if (!this.jobs.has(name)) throw new Error(`No job named ${name}`);
    const id = `${name}\u0000${key}`;
    if (this.stopped || this.waiting.has(id)) return;
    this.waiting.set(id, Date.now());
    this.attempt(name, data, key, id, 0);
  }

  async every(name: string, seconds: number) {
    const tick = () => {
      // One run at a time: a tick while the last run is still going is skipped.
      const id = `${name}\u0000(periodic)`;
      if (this.stopped || this.waiting.has(id)) return;
      this.waiting.set(id, Date.now());
      this.attempt(name, {}, undefined, id, 0);
    };
    tick();
    this.later(tick, seconds * 1000, true);
  }

  private attempt(name: string, data: object, key: string | undefined, id: string, failures: number) {
    const { definition, run } = this.jobs.get(name)!;
    const execution = (async () => {
      this.active.set(id, name);
      try {
        await run(data, key);
        this.waiting.delete(id);
      } catch (e) {
        if (definition.periodic) this.logger.error(`Job ${name} failed; it runs again at its next interval`, e);
        if (definition.periodic || failures >= definition.retryLimit || this.stopped) {
          if (!definition.periodic) this.logger.error(`Job ${name}${key ? ` (${key})` : ""} gave up after ${failures + 1} tries`);
          this.waiting.delete(id);
          return;
        }
        this.later(() => this.attempt(name, data, key, id, failures + 1), backoffMs(definition.retryDelaySeconds, failures + 1));
      }
    })();
    this.running.add(execution);
    void execution.finally(() => {
      this.running.delete(execution);
      this.active.delete(id);
    });
  }

  async stats(): Promise<JobStats[]> {
    const now = Date.now();
    return [...this.jobs.keys()].map((name) => {
      const mine = [...this.waiting].filter(([id]) => id.startsWith(`${name}\u0000`));
      const idle = mine.filter(([id]) => !this.active.has(id));
      return {
        name,
        waiting: idle.length,
        active: mine.length - idle.length,
        failed: 0, // a job that gave up is forgotten here (its failure is logged and counted)
        oldestWaitingSeconds: idle.length ? (now - Math.min(...idle.map(([, at]) => at))) / 1000 : 0,
      };
    });
  }

  private later(fn: () => void, ms: number, repeat = false) {
    const timer = repeat ? setInterval(fn, ms) : setTimeout(() => (this.timers.delete(timer), fn()), ms);
    timer.unref();
    this.timers.add(timer);
  }

  async stop(graceMs: number) {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
  }
}
