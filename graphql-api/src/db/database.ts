// Opening the shop's database, an external PostgreSQL (DATABASE_URL) or the embedded PGlite, with pending migrations
// applied, behind one interface: a Prisma client, a plain-SQL executor and close.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient, type Prisma as Sql } from "../generated/prisma/client.js";
import { applyMigrations } from "./migrations.js";
import type { SqlExecutor } from "./sql.js";
import type { PoolWaits } from "../traffic/load-shedding.js";
import { preparedStatementNames } from "./prepared.js";

export type Prisma = PrismaClient;

export type { SqlExecutor } from "./sql.js";

/**
 * Runs one statement written with Prisma.sql on the driver itself, without Prisma's query engine, which costs about
 * 0.2 ms of CPU a call (the session check: 266 -> 64 microseconds). For the few statements every request of a hot path
 * runs: the session check, a partner's API key, the partners' cursor pages. A statement that starts with PREPARED is
 * prepared per connection, as through Prisma. Rows come as the driver parses them: int4 as a number, numeric and int8
 * as strings, json parsed, and a timestamp without time zone (Prisma's DateTime) in the process's time zone: read
 * dates through Prisma, and pass none as values.
 */
export type HotQuery = <T = Record<string, unknown>>(statement: Sql.Sql) => Promise<T[]>;

export interface Database {
  kind: "postgres" | "embedded";
  prisma: PrismaClient;
  sql: SqlExecutor;
  hotQuery: HotQuery;
  /** The connection pool of a PostgreSQL server (the job queue shares it); none for the embedded database. */
  pool?: pg.Pool;
  /** How long requests wait for one of the pool's connections (load shedding); none for the embedded database. */
  poolWaits?: PoolWaits;
  /**
   * Calls back with each SQL statement Prisma or hotQuery sends (statement budgets in tests); returns the
   * unsubscribe. Only on a database opened with `watchStatements`: the query events it needs cost every statement a little.
   */
  onStatement(listener: (sql: string) => void): () => void;
  close(): Promise<void>;
}

type Adapter = NonNullable<ConstructorParameters<typeof PrismaClient>[0]["adapter"]>;
/** A driver's own query: statement text with $1.. placeholders and its values. */
type DriverQuery = (text: string, values: unknown[]) => Promise<unknown[]>;

/**
 * How long a transaction may wait for a connection, and run. Prisma's defaults (2 s, 5 s) failed an admin's product
 * edit on a loaded machine: it waited behind another writer's lock, ran out its 5 s and answered "Something went wrong"
 * (nothing was saved). A busy shop's writes wait: the cart, addresses, wishlist, reviews, features and taxonomy each
 * set these same values before they were the default.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/**
 * A Prisma client and the hotQuery beside it, and when asked, a way to watch both's statements (Prisma's own $on has
 * no way to stop listening).
 */
function clients(adapter: Adapter, driverQuery: DriverQuery, watchStatements: boolean): Pick<Database, "prisma" | "hotQuery" | "onStatement"> {
  const run = (statement: Sql.Sql) => driverQuery(statement.text, statement.values);
  if (!watchStatements) {
    const onStatement = () => {
      throw new Error("Open the database with { watchStatements: true } to watch its statements.");
    };
    return { prisma: new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS }), hotQuery: run as HotQuery, onStatement };
  }
  const listeners = new Set<(sql: string) => void>();
  const prisma = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS, log: [{ emit: "event", level: "query" }] });
  const tell = (sql: string) => {
    for (const listener of listeners) listener(sql);
  };
  prisma.$on("query", (e) => tell(e.query));
  const hotQuery = ((statement: Sql.Sql) => {
    tell(statement.text);
    return run(statement);
  }) as HotQuery;
  const onStatement = (listener: (sql: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { prisma, hotQuery, onStatement };
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string } // embedded, persisted
  | { memory: true }; // embedded, in memory (tests)

/** Opens the database, applies pending migrations and returns a ready Prisma client. */
export async function openDatabase(options: DatabaseOptions, { watchStatements = false } = {}): Promise<Database> {
  const db = "url" in options ? await openPostgres(options.url, options.poolSize, watchStatements) : await openEmbedded(options, watchStatements);
  try {
    if ("url" in options) await withSingleConnection(options.url, applyMigrations);
    else await applyMigrations(db.sql);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

/** Migrations take a session-level advisory lock, so they need one connection rather than the pool. */
async function withSingleConnection<T>(url: string, fn: (sql: SqlExecutor) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn({
      exec: async (sql) => void (await client.query(sql)),
      query: async (sql, params) => (await client.query(sql, params)).rows,
    });
  } finally {
    await client.end();
  }
}

/**
 * A pool that times how long each request waits for a connection (every query, Prisma's included, goes through
 * connect). The embedded database needs none: it runs on the event loop, whose delay says the same.
 */
class TimedPool extends pg.Pool implements PoolWaits {
  private readonly waiting = new Map<object, number>();
  private longestEnded = 0;

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    const wait = {};
    this.waiting.set(wait, performance.now());
    const ended = () => {
      const waited = performance.now() - this.waiting.get(wait)!;
      this.waiting.delete(wait);
      if (waited > this.longestEnded) this.longestEnded = waited;
    };
    if (!callback) return super.connect().finally(ended);
    super.connect((err, client, done) => {
      ended();
      callback(err, client, done);
    });
  }

  /** The oldest waiter's wait so far, or the longest wait that ended since the last call, whichever is longer. */
  longestWaitMs(): number {
    const now = performance.now();
    let longest = this.longestEnded;
    this.longestEnded = 0;
    for (const since of this.waiting.values()) longest = Math.max(longest, now - since);
    return longest;
  }
}

/**
 * Settings of every pooled connection (an `options` parameter in DATABASE_URL replaces them) and of the embedded one.
 * JIT off: PostgreSQL loads its LLVM provider in each new connection the first time a statement's estimated cost passes
 * jit_above_cost, even for a plain EXPLAIN that never runs (search's estimate of a broad keyword's matches): 35-90 ms
 * of the database's CPU on the first broad search of every new connection (after a start, and after each idle spell
 * closes it), measured at 1,000,000 products. The statements it would compile gain nothing from it: a broad keyword's
 * ranking ran 2,470 ms with JIT (77 ms of it compiling), 2,453 ms without.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { jit: "off" };
const sessionOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(" ");

/** How long closing waits for the connections the pool asked to end to be closed. */
const CLOSE_WAIT_MS = 2000;

async function openPostgres(url: string, poolSize = 10, watchStatements = false): Promise<Database> {
  const pool = new TimedPool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, options: sessionOptions });
  // pool.end() resolves once it has asked each connection to end, not once they have: closing waits for them, so a
  // database dropped right after (a test's drill, a drop WITH FORCE) does not cut one mid-goodbye (its client reported
  // the cut as an error nobody handled).
  const open = new Set<pg.Client>();
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (e) {
    await pool.end().catch(() => {}); // the connection error below is what the operator needs
    throw new Error(`Cannot reach the PostgreSQL database at ${redact(url)}: ${(e as Error).message}`);
  }
  // One set of names for Prisma's statements and hotQuery's: the same text is one prepared statement on a connection,
  // and MAX_PREPARED bounds them all.
  const nameOf = preparedStatementNames();
  const driverQuery: DriverQuery = async (text, values) => {
    const name = nameOf({ sql: text });
    return (await pool.query(name ? { name, text, values } : { text, values })).rows;
  };
  const { prisma, hotQuery, onStatement } = clients(new PrismaPg(pool, { statementNameGenerator: nameOf }), driverQuery, watchStatements);
  return {
    kind: "postgres",
    prisma,
    hotQuery,
    pool,
    poolWaits: pool,
    onStatement,
    sql: {
      exec: async (sql) => void (await pool.query(sql)),
      query: async (sql, params) => (await pool.query(sql, params)).rows,
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
      const closed = Promise.all([...open].map((client) => new Promise((resolve) => client.once("end", resolve))));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}

async function openEmbedded(options: { dataDir: string } | { memory: true }, watchStatements = false): Promise<Database> {
  let client: PGlite;
  if ("dataDir" in options) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    try {
      client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
    } catch (e) {
      throw new Error(`Cannot open the embedded database in ${options.dataDir} (is another server using it?): ${(e as Error).message}`);
    }
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  // The settings of the PostgreSQL server's connections (SESSION_SETTINGS), so both databases plan alike.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`SET ${name} = ${value}`);
  // One connection: nothing to prepare per connection, PGlite keeps no named statements.
  const driverQuery: DriverQuery = async (text, values) => (await client.query(text, values)).rows;
  const { prisma, hotQuery, onStatement } = clients(new PrismaPGlite(client), driverQuery, watchStatements);
  return {
    kind: "embedded",
    prisma,
    hotQuery,
    onStatement,
    sql: {
      exec: async (sql) => void (await client.exec(sql)),
      query: async (sql, params) => (await client.query(sql, params)).rows as never,
    },
    close: async () => {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
