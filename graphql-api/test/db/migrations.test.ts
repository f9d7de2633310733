import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.js";
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from "../../src/db/migrations.js";
import { diffMigrationsToSchema } from "../../src/db/schema-engine.js";

const schema = fs.readFileSync(path.resolve(MIGRATIONS_DIR, "../schema.prisma"), "utf8");

describe("prisma/migrations", () => {
  it("match prisma/schema.prisma (else run `npm run db:migrate -- <name>`)", { timeout: 60_000 }, async () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const { sql, inSync } = await diffMigrationsToSchema(migrations, schema);
    expect(sql, "SQL missing from prisma/migrations").toBe("");
    expect(inSync).toBe(true);
  });

  it("diff reports what is missing", { timeout: 60_000 }, async () => {
    const { sql, inSync } = await diffMigrationsToSchema([], schema);
    expect(inSync).toBe(false);
    expect(sql).toContain('CREATE TABLE "User"');
  });

  it("apply to an empty embedded database, once, and Prisma can query it", { timeout: 60_000 }, async () => {
    const db = await openDatabase({ memory: true }); // runs applyMigrations
    try {
      expect(await db.prisma.user.count()).toBe(0);
      expect(await applyMigrations(db.sql)).toEqual([]); // already applied: nothing to do
      const rows = await db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
      expect(rows.map((r) => r.migration_name).sort()).toEqual(readMigrations().map((m) => m.name));
    } finally {
      await db.close();
    }
  });
});
