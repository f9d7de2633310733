// Health probes. GET /healthz: liveness, 200 while the process answers (a database outage is not cured by a restart,
// so it does not fail this). GET /readyz: 200 only while this replica can serve the shop (database answers, every
// migration applied); 503 with the reason otherwise, and while draining.
import { Router } from "express";
import type { Database } from "./db/database.js";
import { readMigrations } from "./db/migrations.js";
import type { RedisLink } from "./redis.js";
import type { Logger } from "./logger.js";

/** A probe that gets no answer from the database within this time reports it unreachable rather than hang. */
const PROBE_TIMEOUT_MS = 2000;

export interface Readiness {
  /** Set once the process has been asked to stop: the load balancer should send new requests elsewhere. */
  draining(): boolean;
}

export function createHealthRouter(db: Database, redis: RedisLink | null, readiness: Readiness, logger: Logger): Router {
  const router = Router();
  const expected = readMigrations().map((m) => m.name);
  // Probes come every few seconds: log when the answer changes, not each time.
  let lastReason: string | null = null;

  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true, database: db.kind, redis: redis ? redis.state() : "off" });
  });

  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const problem = readiness.draining() ? { reason: "shutting down" } : await notReady(db, expected);
    const reason = problem?.reason ?? null;
    if (reason !== lastReason) {
      if (problem) logger.error(`Not ready: ${problem.detail ?? problem.reason}`);
      else logger.info("Ready");
      lastReason = reason;
    }
    if (problem) res.status(503).json({ ok: false, reason });
    else res.json({ ok: true, database: db.kind, migrations: expected.length });
  });
  return router;
}

/** Why this replica cannot serve; `detail` (addresses, driver messages) goes to the log, not to the caller. */
async function notReady(db: Database, expected: string[]): Promise<{ reason: string; detail?: string } | null> {
  let applied: { migration_name: string }[];
  try {
    applied = await withTimeout(
      db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`),
      PROBE_TIMEOUT_MS,
    );
  } catch (e) {
    return { reason: "database unreachable", detail: `database unreachable: ${(e as Error).message}` };
  }
  const done = new Set(applied.map((r) => r.migration_name));
  const pending = expected.filter((name) => !done.has(name));
  return pending.length ? { reason: `migrations not applied: ${pending.join(", ")}` } : null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
