import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../src/db/migrations.js";
import { buildWebIfStale } from "../../../scripts/web-build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplateUrl: string | null;
  }
}

/**
 * With TEST_DATABASE_URL set, this run gets its own template database (migrated once); each test file then
 * clones it, and everything is dropped at the end. Without it, each file uses an in-memory embedded database.
 * Builds web/dist first when its sources changed.
 */
export default async function setup(project: TestProject) {
  // The static-file, compression and size-budget tests read the real build; e2e later reuses it (same staleness rule).
  buildWebIfStale((m) => console.log(`vitest: ${m}`));
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    project.provide("pgTemplateUrl", null);
    return;
  }
  const prefix = `shop_test_${Date.now().toString(36)}_${process.pid}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const templateUrl = withDatabase(base, template);
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  await applyMigrations({
    exec: async (sql) => void (await client.query(sql)),
    query: async (sql, params) => (await client.query(sql, params)).rows,
  });
  await client.end();
  project.provide("pgTemplateUrl", templateUrl);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
