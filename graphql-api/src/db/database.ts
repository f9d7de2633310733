// Opening the shop's database, an external PostgreSQL (DATABASE_URL) or the embedded PGlite, with pending migrations
// applied, behind one interface: a Prisma client, a plain-SQL executor and close.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client.js";
import { applyMigrations } from "./migrations.js";
import { preparedStatementNames } from "./prepared.js";

export type Prisma = PrismaClient;

/** Runs plain SQL (many statements, no parameters) on the same connection source the app uses. */
export type SqlExecutor = {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};

export interface Database {
  kind: "postgres" | "embedded";
  prisma: PrismaClient;
  sql: SqlExecutor;
  /** The connection pool of a PostgreSQL server (the job queue shares it); none for the embedded database. */
  pool?: pg.Pool;
  /**
   * Calls back with each SQL statement Prisma sends (statement budgets in tests); returns the unsubscribe. Only on a
   * database opened with `watchStatements`: the query events it needs cost every statement a little.
   */
  onStatement(listener: (sql: string) => void): () => void;
  close(): Promise<void>;
}

type Adapter = NonNullable<ConstructorParameters<typeof PrismaClient>[0]["adapter"]>;

/** A Prisma client, and when asked, a way to watch its statements (Prisma's own $on has no way to stop listening). */
function prismaClient(adapter: Adapter, watchStatements: boolean): { prisma: PrismaClient; onStatement: Database["onStatement"] } {
  if (!watchStatements) {
    const onStatement = () => {
      throw new Error("Open the database with { watchStatements: true } to watch its statements.");
    };
    return { prisma: new PrismaClient({ adapter }), onStatement };
  }
  const listeners = new Set<(sql: string) => void>();
  const prisma = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  prisma.$on("query", (e) => {
    for (const listener of listeners) listener(e.query);
  });
  const onStatement = (listener: (sql: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { prisma, onStatement };
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

async function openPostgres(url: string, poolSize = 10, watchStatements = false): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  try {
    const client = await pool.connect();
    client.release();
  } catch (e) {
    await pool.end().catch(() => {}); // the connection error below is what the operator needs
    throw new Error(`Cannot reach the PostgreSQL database at ${redact(url)}: ${(e as Error).message}`);
  }
  const { prisma, onStatement } = prismaClient(new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() }), watchStatements);
  return {
    kind: "postgres",
    prisma,
    pool,
    onStatement,
    sql: {
      exec: async (sql) => void (await pool.query(sql)),
      query: async (sql, params) => (await pool.query(sql, params)).rows,
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
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
  const { prisma, onStatement } = prismaClient(new PrismaPGlite(client), watchStatements);
  return {
    kind: "embedded",
    prisma,
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
