// The driver without Prisma's engine (Database.hotQuery), which the session check, partners' API keys and cursor pages
// run on: the same rows as through Prisma for the column types they read, its statements prepared as through Prisma,
// and watched like Prisma's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import { PREPARED } from "../../src/db/prepared.js";
import { openDatabase } from "../../src/db/database.js";
import { createTestDb } from "../support/harness.js";

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

const ROW = (name: string) => Prisma.sql`${PREPARED}
  SELECT ${name}::text AS name, 42::int AS count, ${"7"}::int AS "fromParam", ARRAY['catalogue:read', 'orders:read']::text[] AS scopes,
         true AS yes, NULL::timestamp IS NOT NULL AS "hasDate", '{"a":[1,2]}'::json AS doc, gen_random_uuid()::text IS NOT NULL AS uuid`;

describe("hotQuery", () => {
  it("answers the rows Prisma's raw query answers for text, int, text[], boolean and json columns", async () => {
    const [hot] = await db.hotQuery(ROW("hat"));
    const [viaPrisma] = await db.prisma.$queryRaw<Record<string, unknown>[]>(ROW("hat"));
    expect(hot).toEqual({ name: "hat", count: 42, fromParam: 7, scopes: ["catalogue:read", "orders:read"], yes: true, hasDate: false, doc: { a: [1, 2] }, uuid: true });
    expect(hot).toEqual(viaPrisma);
  });

  it("passes values as parameters, never into the statement's text", async () => {
    const hostile = `x'; DROP TABLE "User"; --`;
    const [row] = await db.hotQuery<{ name: string }>(ROW(hostile));
    expect(row!.name).toBe(hostile);
    expect(await db.prisma.user.count()).toBeGreaterThanOrEqual(0);
  });

  it("tells the statement watchers what it runs", async () => {
    const seen: string[] = [];
    const stop = db.onStatement((sql) => seen.push(sql));
    try {
      await db.hotQuery(ROW("seen"));
    } finally {
      stop();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('AS "fromParam"');
  });

  it("prepares a marked statement once per connection on PostgreSQL, under the name Prisma would give it", async () => {
    if (!db.url) return; // the embedded database keeps no prepared statements
    const own = await openDatabase({ url: db.url, poolSize: 1 });
    try {
      for (const name of ["a", "b", "c"]) expect((await own.hotQuery<{ name: string }>(ROW(name)))[0]!.name).toBe(name);
      const held = await own.prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%fromParam%'`;
      expect(held).toHaveLength(1);
      expect(held[0]!.name).toMatch(/^p_/);
    } finally {
      await own.close();
    }
  });
});
