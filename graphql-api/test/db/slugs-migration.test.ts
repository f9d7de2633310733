import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { applyMigrations, readMigrations } from "../../src/db/migrations.js";
import type { SqlExecutor } from "../../src/db/database.js";

/** A shop with products from before slugs, migrated: each gets a unique slug, the oldest of a title the plain one. */
describe("migration product_slugs on existing data", () => {
  // The backfill runs 10,000 products a statement; a run of this test with 10,001 products (30 s on the embedded
  // database) crossed the batch boundary with the same result. CI keeps a small catalogue.
  it("gives every product a unique slug, the oldest of a title the plain one", { timeout: 60_000 }, async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const sql: SqlExecutor = { exec: async (s) => void (await client.exec(s)), query: async (s, p) => (await client.query(s, p)).rows as never };
    try {
      const all = readMigrations();
      const at = all.findIndex((m) => m.name.endsWith("_product_slugs"));
      expect(at).toBeGreaterThan(0);
      await applyMigrations(sql, all.slice(0, at));
      // Nine products of three titles, the higher g the older; and one with accents.
      await sql.exec(`
        WITH p AS (
          INSERT INTO "Product" (id, title, description, category, brand, image, "priceCents", "totalStock", "createdAt", "updatedAt")
          SELECT md5('p' || g)::uuid, CASE WHEN g = 10 THEN 'Ünïcödé Crème' ELSE 'Tee ' || (g % 3) END, 'd', 'men', 'nike', '/x.svg', 1000, 1,
            timestamp '2026-01-01' - g * interval '1 minute', now()
          FROM generate_series(1, 10) g RETURNING id
        )
        INSERT INTO "ProductVariant" (id, "productId", sku, stock, "updatedAt") SELECT gen_random_uuid(), id, left(replace(id::text, '-', ''), 12), 1, now() FROM p;`);
      await applyMigrations(sql, all);

      const [counts] = await sql.query<{ products: number; slugs: number; distinct: number; history: number }>(`
        SELECT count(*)::int AS products, count(slug) FILTER (WHERE slug <> '')::int AS slugs, count(DISTINCT slug)::int AS distinct,
          (SELECT count(*)::int FROM "ProductSlug" s JOIN "Product" p ON p.id = s."productId" AND p.slug = s.slug) AS history
        FROM "Product"`);
      expect(counts).toEqual({ products: 10, slugs: 10, distinct: 10, history: 10 });
      const slugOf = async (g: number) => (await sql.query<{ slug: string }>(`SELECT slug FROM "Product" WHERE id = md5('p' || $1::text)::uuid`, [g]))[0]!.slug;
      // The oldest product of each title (the highest g of its residue) keeps the plain slug.
      expect(await slugOf(9)).toBe("tee-0");
      expect(await slugOf(7)).toBe("tee-1");
      expect(await slugOf(8)).toBe("tee-2");
      expect(await slugOf(3)).toMatch(/^tee-0-[0-9a-f]{6}$/);
      expect(await slugOf(10)).toBe("unicode-creme");
      // Later writers get slugs too (a bulk load that names none), and the column refuses a duplicate.
      await sql.exec(`INSERT INTO "Product" (id, title, description, category, brand, image, "priceCents", "totalStock", "updatedAt")
        VALUES ('00000000-0000-4000-8000-00000000abcd', 'Tee 1', 'd', 'men', 'nike', '/x.svg', 1000, 0, now());
        INSERT INTO "ProductVariant" (id, "productId", sku, stock, "updatedAt") VALUES (gen_random_uuid(), '00000000-0000-4000-8000-00000000abcd', 'ABCD', 0, now());`);
      expect((await sql.query<{ slug: string }>(`SELECT slug FROM "Product" WHERE id = '00000000-0000-4000-8000-00000000abcd'`))[0]!.slug).toBe("tee-1-000000");
      await expect(sql.exec(`UPDATE "Product" SET slug = 'tee-0' WHERE id = '00000000-0000-4000-8000-00000000abcd'`)).rejects.toThrow(/Product_slug_key/);
    } finally {
      await client.close();
    }
  });
});
