// Applying prisma/migrations at start-up in name order, recorded in Prisma Migrate's own bookkeeping table, one
// replica at a time (advisory lock); also the list of migrations this code expects (for /readyz).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlExecutor } from "./sql.js";
import { APP_ROOT } from "../paths.js";

export const MIGRATIONS_DIR = path.join(APP_ROOT, "prisma/migrations");

export interface MigrationFile {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => ({ name: d.name, sql: fs.readFileSync(path.join(dir, d.name, "migration.sql"), "utf8") }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Applies pending migrations at start-up. It writes Prisma Migrate's own `_prisma_migrations` bookkeeping,
 * so the folder stays usable by the regular Prisma CLI; a lock keeps concurrent replicas from racing.
 */
export async function applyMigrations(sql: SqlExecutor, migrations = readMigrations()): Promise<string[]> {
  await sql.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  const applied: string[] = [];
  await sql.exec("SELECT pg_advisory_lock(72707369)");
  try {
    const done = new Set(
      (await sql.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      )).map((r) => r.migration_name),
    );
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      const checksum = crypto.createHash("sha256").update(m.sql).digest("hex");
      await sql.exec(`BEGIN;\n${m.sql}\n;COMMIT;`).catch(async (e) => {
        // The migration's own error (thrown next) is the one to report; a failed ROLLBACK adds nothing to it.
        await sql.exec("ROLLBACK").catch(() => {});
        throw new Error(`Migration ${m.name} failed: ${(e as Error).message}`);
      });
      await sql.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
        [crypto.randomUUID(), checksum, m.name],
      );
      applied.push(m.name);
    }
  } finally {
    await sql.exec("SELECT pg_advisory_unlock(72707369)");
  }
  return applied;
}
