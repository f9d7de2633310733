/**
 * Stand-in for `prisma migrate dev / deploy / diff --exit-code`, which need the native schema engine (not
 * downloadable here). Same folder layout as Prisma Migrate: prisma/migrations/<timestamp>_<name>/migration.sql.
 *
 *   npm run db:migrate -- <name>   create: write a migration for what schema.prisma adds to the migrations
 *   npm run db:check               check: exit 1 when schema.prisma and the migrations drift apart
 *   npm run db:deploy              deploy: apply pending migrations to DATABASE_URL, or to ${DATA_DIR:-./data}/pglite
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "./database.js";
import { MIGRATIONS_DIR, readMigrations } from "./migrations.js";
import { diffMigrationsToSchema, MIGRATION_LOCK } from "./schema-engine.js";

const SCHEMA_PATH = path.resolve(MIGRATIONS_DIR, "../schema.prisma");
const LOCK_PATH = path.join(MIGRATIONS_DIR, "migration_lock.toml");
const rel = (p: string) => {
  const r = path.relative(process.cwd(), p);
  return r.startsWith("..") ? p : r || ".";
};

async function diff() {
  return diffMigrationsToSchema(readMigrations(), fs.readFileSync(SCHEMA_PATH, "utf8"), {
    schemaPath: rel(SCHEMA_PATH),
  });
}

/** Returns an error message when migration_lock.toml is missing (with migrations present) or names another provider. */
function lockProblem(): string | undefined {
  if (!fs.existsSync(LOCK_PATH)) {
    return readMigrations().length ? `${rel(LOCK_PATH)} is missing.` : undefined;
  }
  const provider = /^\s*provider\s*=\s*"([^"]*)"/m.exec(fs.readFileSync(LOCK_PATH, "utf8"))?.[1];
  return provider === "postgresql" ? undefined : `${rel(LOCK_PATH)} names provider "${provider}", expected "postgresql".`;
}

function timestamp(d = new Date()): string {
  return d.toISOString().replace(/\D/g, "").slice(0, 14); // UTC YYYYMMDDHHMMSS, like Prisma Migrate
}

async function create(rawName = "migration"): Promise<number> {
  const name = rawName.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 200) || "migration";
  const problem = lockProblem();
  if (problem) throw new Error(problem);
  const { sql, inSync } = await diff();
  if (inSync) {
    console.log("No schema changes.");
    return 0;
  }
  const dir = path.join(MIGRATIONS_DIR, `${timestamp()}_${name}`);
  const last = readMigrations().at(-1)?.name;
  if (last && last >= path.basename(dir)) throw new Error(`${path.basename(dir)} would not sort after ${last}.`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  if (!fs.existsSync(LOCK_PATH)) {
    fs.writeFileSync(LOCK_PATH, MIGRATION_LOCK);
    console.log(`Wrote ${rel(LOCK_PATH)}`);
  }
  console.log(`Wrote ${rel(path.join(dir, "migration.sql"))}:\n\n${sql}`);
  if (/^\s*(DROP|ALTER TABLE .* DROP|ALTER TYPE)/im.test(sql)) {
    console.log("Warning: this migration drops or alters existing objects; review it for data loss before committing.");
  }
  return 0;
}

async function check(): Promise<number> {
  const problem = lockProblem();
  if (problem) {
    console.error(problem);
    return 1;
  }
  const { sql, inSync } = await diff();
  if (inSync) {
    console.log(`Migrations are in sync with ${rel(SCHEMA_PATH)}.`);
    return 0;
  }
  console.error(
    `${rel(SCHEMA_PATH)} and ${rel(MIGRATIONS_DIR)} have drifted apart. The migrations are missing:\n\n${sql}\n` +
      `Run \`npm run db:migrate -- <name>\` to create a migration for it.`,
  );
  return 1;
}

/** Migrations already recorded in the database (to report which ones this run applied). */
async function appliedBefore(target: { url: string } | { dataDir: string }): Promise<Set<string>> {
  const query = `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const exists = `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS ok`;
  if ("url" in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect().catch((e: Error) => {
      throw new Error(`Cannot reach the PostgreSQL database: ${e.message}`);
    });
    try {
      if (!(await client.query(exists)).rows[0].ok) return new Set();
      return new Set((await client.query(query)).rows.map((r) => r.migration_name as string));
    } finally {
      await client.end();
    }
  }
  if (!fs.existsSync(path.join(target.dataDir, "PG_VERSION"))) return new Set();
  const db = await PGlite.create(target.dataDir); // closed before openDatabase opens it: one instance at a time
  try {
    if (!(await db.query<{ ok: boolean }>(exists)).rows[0].ok) return new Set();
    return new Set((await db.query<{ migration_name: string }>(query)).rows.map((r) => r.migration_name));
  } finally {
    await db.close();
  }
}

async function deploy(): Promise<number> {
  const url = process.env.DATABASE_URL;
  const target = url ? { url } : { dataDir: path.resolve(process.env.DATA_DIR ?? "./data", "pglite") };
  const where = "url" in target ? "DATABASE_URL" : rel(target.dataDir);
  const before = await appliedBefore(target);
  const db = await openDatabase(target); // applies pending migrations
  await db.close();
  const applied = readMigrations().filter((m) => !before.has(m.name)).map((m) => m.name);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${where}:\n${applied.map((n) => `  ${n}`).join("\n")}`
      : `No pending migrations: ${where} is up to date.`,
  );
  return 0;
}

const USAGE = "usage: tsx graphql-api/src/db/migrate-cli.ts create [name] | check | deploy";

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case "create":
      return create(rest[0]);
    case "check":
      return check();
    case "deploy":
      return deploy();
    default:
      console.error(USAGE);
      return 2;
  }
}

// The wasm schema engine leaves 10 s and 60 s timers behind: exit explicitly.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
