// The shop's Prometheus metrics (prom-client): what every request, payment, job and refusal adds to, and the gauges
// read at scrape time (database pool, job queue). Counters live once per process; each app adds its own gauges.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Request, RequestHandler } from "express";
import type pg from "pg";

/** What every app in this process counts into (tests start several apps in one process: one set of counters). */
export const sharedRegistry = new Registry();
collectDefaultMetrics({ register: sharedRegistry });

const httpDuration = new Histogram({
  name: "shop_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route (GraphQL: by operation name), method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [sharedRegistry],
});

const rateLimited = new Counter({
  name: "shop_rate_limit_refusals_total",
  help: "Requests refused with 429 (sign-in slow-down, registration, query-cost budgets, API keys, guest carts), by route",
  labelNames: ["route"] as const,
  registers: [sharedRegistry],
});

const payments = new Counter({
  name: "shop_payments_total",
  help: "Orders' payments moving to a new state (paid, held, failed, pending again after a retryable refusal, refunded...)",
  labelNames: ["outcome"] as const,
  registers: [sharedRegistry],
});

const webhooks = new Counter({
  name: "shop_paypal_webhook_deliveries_total",
  help: "PayPal webhook deliveries, by result (accepted, or refused: a bad signature or body)",
  labelNames: ["result"] as const,
  registers: [sharedRegistry],
});

const jobFailures = new Counter({
  name: "shop_job_failures_total",
  help: "Background job runs that failed (each is retried with backoff, or its periodic run comes again), by job",
  labelNames: ["job"] as const,
  registers: [sharedRegistry],
});

const pageRenders = new Counter({
  name: "shop_page_renders_total",
  help: "Pages the server rendered, by React passes: 0 sent as kept, 1 with its queries asked first, 2+ finding them",
  labelNames: ["passes"] as const,
  registers: [sharedRegistry],
});

export const countPayment = (outcome: string) => payments.inc({ outcome });
export const countPageRender = (passes: number) => pageRenders.inc({ passes: passes >= 2 ? "2+" : String(passes) });
export const countWebhookDelivery = (result: "accepted" | "refused") => webhooks.inc({ result });
export const countJobFailure = (job: string) => jobFailures.inc({ job });

// GraphQL operation names come from clients: a bounded set of labels, so a client inventing names cannot grow the
// series without end (Prometheus keeps each one).
const MAX_OPERATION_LABELS = 300;
const operationLabels = new Set<string>();

function graphqlRoute(req: Request): string {
  const name = (req.body as { operationName?: unknown } | undefined)?.operationName ?? req.query.operationName;
  if (typeof name !== "string" || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return "graphql (anonymous)";
  if (!operationLabels.has(name)) {
    if (operationLabels.size >= MAX_OPERATION_LABELS) return "graphql (other)";
    operationLabels.add(name);
  }
  return `graphql ${name}`;
}

// Requests that match no express route (the web app's pages and files, probes) are grouped by their first segment.
const KNOWN_PREFIXES = ["/assets", "/uploads", "/images", "/api", "/healthz", "/readyz", "/metrics"];

function routeOf(req: Request): string {
  if (req.originalUrl.startsWith("/graphql")) return graphqlRoute(req);
  if (req.route?.path && typeof req.route.path === "string") return `${req.baseUrl}${req.route.path}`;
  const prefix = KNOWN_PREFIXES.find((p) => req.path === p || req.path.startsWith(`${p}/`));
  return prefix ?? "page or file";
}

/** Times every request once answered; a 429 is also counted as a rate-limit refusal. */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = httpDuration.startTimer();
    res.once("finish", () => {
      const route = routeOf(req);
      end({ route, method: req.method, status: String(res.statusCode) });
      if (res.statusCode === 429) rateLimited.inc({ route });
    });
    next();
  };
}

export interface JobStats {
  name: string;
  /** Due, or waiting for a retry. */
  waiting: number;
  active: number;
  /** Gave up after the last retry (pg-boss keeps them for inspection; the in-process queue keeps none). */
  failed: number;
  /** Age of the oldest job due and not yet started; 0 when none. */
  oldestWaitingSeconds: number;
}

export interface GaugeSources {
  pool?: pg.Pool;
  /** The job queue (jobs/queue.ts). */
  jobs: { stats(): Promise<JobStats[]> };
}

/** This app's gauges, read when Prometheus scrapes: the connection pool and the job queue. */
export function appRegistry({ pool, jobs }: GaugeSources): Registry {
  const registry = new Registry();
  if (pool) {
    new Gauge({ name: "shop_db_pool_connections_in_use", help: "PostgreSQL connections lent out", registers: [registry], collect() { this.set(pool.totalCount - pool.idleCount); } });
    new Gauge({ name: "shop_db_pool_connections_idle", help: "PostgreSQL connections open and idle", registers: [registry], collect() { this.set(pool.idleCount); } });
    new Gauge({ name: "shop_db_pool_waiting", help: "Requests waiting for a PostgreSQL connection", registers: [registry], collect() { this.set(pool.waitingCount); } });
  }
  // One read of the queue per scrape, shared by the job gauges (prom-client collects them side by side).
  let last: { at: number; stats: Promise<JobStats[]> } | null = null;
  const read = () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), stats: jobs.stats().catch(() => []) };
    return last.stats;
  };
  const jobGauge = (name: string, help: string, value: (s: JobStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["job"] as const,
      registers: [registry],
      async collect() {
        const stats = await read();
        this.reset();
        for (const s of stats) this.set({ job: s.name }, value(s));
      },
    });
  jobGauge("shop_jobs_waiting", "Background jobs due or waiting for a retry, by job", (s) => s.waiting);
  jobGauge("shop_jobs_active", "Background jobs running, by job", (s) => s.active);
  jobGauge("shop_jobs_failed", "Background jobs that gave up after their last try (kept for inspection), by job", (s) => s.failed);
  jobGauge("shop_jobs_oldest_waiting_seconds", "Age of the oldest job due and not yet started, by job", (s) => s.oldestWaitingSeconds);
  return registry;
}

/** Everything one app reports: the process's counters and this app's gauges. */
export function metricsOf(sources: GaugeSources): Registry {
  return Registry.merge([appRegistry(sources), sharedRegistry]);
}
