// What a replica costs while nobody uses it: the transactions it makes on the database a second and its own CPU, read
// over a window with no request. Each replica of a scaled-out shop pays this all day; pg-boss looked for work in each of
// its ten queues every second, the hourly ones included (pg-boss-queue.ts periodicPollSeconds).
import pg from "pg";

export interface IdleResult {
  seconds: number;
  /**
   * Transactions committed or rolled back in the shop's database a second: each statement outside a transaction is one,
   * and so is a new connection's start.
   */
  transactionsPerSecond: number;
  /** The server's CPU a second (ms), or null where /proc is not there. */
  cpuMsPerSecond: number | null;
}

/**
 * Waits `settleSeconds` (the start-up runs of the periodic jobs end), then counts over `seconds`. Read from
 * pg_stat_database on a connection to another database, so the count holds none of its own; PostgreSQL adds an idle
 * backend's counts within about a second, small against the window.
 */
export async function measureIdle(databaseUrl: string, seconds: number, settleSeconds: number, cpuMs: () => number | null): Promise<IdleResult> {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const count = async () => {
      const { rows } = await client.query<{ n: string }>("SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = $1", [database]);
      return Number(rows[0]?.n ?? 0);
    };
    await new Promise((r) => setTimeout(r, settleSeconds * 1000));
    const [before, cpuBefore, startedAt] = [await count(), cpuMs(), performance.now()];
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const [after, cpuAfter, took] = [await count(), cpuMs(), (performance.now() - startedAt) / 1000];
    return {
      seconds: Math.round(took),
      transactionsPerSecond: Math.round(((after - before) / took) * 10) / 10,
      cpuMsPerSecond: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) / took),
    };
  } finally {
    await client.end();
  }
}
