// The migration that turned the Category and Brand enums into tables, applied to a shop that already has products:
// every product keeps its category and brand (now a slug with a foreign key), the tables hold the former values in
// their order, and every listing index on (category, ...) and (brand, ...) is still there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { applyMigrations, readMigrations } from "../../src/db/migrations.js";
import type { SqlExecutor } from "../../src/db/database.js";

const NAME = "_categories_and_brands";
let pglite: PGlite;
let sql: SqlExecutor;

const indexesOnProduct = async () =>
  (await sql.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'Product' AND (indexdef LIKE '%category%' OR indexdef LIKE '%brand%') ORDER BY 1`)).map((r) => r.indexname);

beforeAll(async () => {
  pglite = await PGlite.create({ extensions: { pg_trgm } });
  sql = { exec: async (s) => void (await pglite.exec(s)), query: async (s, p) => (await pglite.query(s, p)).rows as never };
});
afterAll(() => pglite?.close());

describe(`migration *${NAME}`, () => {
  it("keeps every product's category and brand and every index, and drops the enums", { timeout: 60_000 }, async () => {
    const all = readMigrations();
    const at = all.findIndex((m) => m.name.endsWith(NAME));
    expect(at).toBeGreaterThan(0);
    await applyMigrations(sql, all.slice(0, at));
    await sql.exec(`INSERT INTO "Product" ("id", "title", "description", "category", "brand", "image", "priceCents", "totalStock", "updatedAt") VALUES
      (gen_random_uuid(), 'Old Tee', 'x', 'kids', 'hm', '/x.svg', 1000, 3, now()),
      (gen_random_uuid(), 'Old Jeans', 'x', 'women', 'levi', '/x.svg', 5000, 1, now())`);
    const before = await indexesOnProduct();
    expect(before.length).toBeGreaterThanOrEqual(6);

    await applyMigrations(sql, all.slice(0, at + 1));

    const products = await sql.query<{ title: string; category: string; brand: string }>(`SELECT "title", "category", "brand" FROM "Product" ORDER BY "title"`);
    expect(products).toEqual([{ title: "Old Jeans", category: "women", brand: "levi" }, { title: "Old Tee", category: "kids", brand: "hm" }]);
    const categories = await sql.query<{ slug: string; name: string; position: number; hidden: boolean }>(`SELECT "slug", "name", "position", "hidden" FROM "Category" ORDER BY "position"`);
    expect(categories.map((c) => `${c.position}:${c.slug}:${c.name}:${c.hidden}`)).toEqual(["0:men:Men:false", "1:women:Women:false", "2:kids:Kids:false", "3:accessories:Accessories:false", "4:footwear:Footwear:false"]);
    const brands = await sql.query<{ slug: string; name: string }>(`SELECT "slug", "name" FROM "Brand" ORDER BY "position"`);
    expect(brands.map((b) => `${b.slug}:${b.name}`)).toEqual(["nike:Nike", "adidas:Adidas", "puma:Puma", "levi:Levi's", "zara:Zara", "hm:H&M"]);

    expect(await indexesOnProduct()).toEqual(before);
    const types = await sql.query(`SELECT typname FROM pg_type WHERE typname IN ('Category', 'Brand') AND typtype = 'e'`);
    expect(types).toEqual([]);

    // The foreign keys: an unknown slug is refused, a slug's change would follow into products, a used row stays.
    await expect(sql.exec(`UPDATE "Product" SET "category" = 'robots'`)).rejects.toThrow(/foreign key/);
    await expect(sql.exec(`DELETE FROM "Brand" WHERE "slug" = 'levi'`)).rejects.toThrow(/foreign key/);
    await sql.exec(`UPDATE "Category" SET "slug" = 'children' WHERE "slug" = 'kids'`);
    expect((await sql.query<{ category: string }>(`SELECT "category" FROM "Product" WHERE "title" = 'Old Tee'`))[0]!.category).toBe("children");
    await expect(sql.exec(`INSERT INTO "Brand" ("id", "slug", "name", "position", "updatedAt") VALUES (gen_random_uuid(), 'Bad Slug', 'x', 9, now())`)).rejects.toThrow(/Brand_slug_format/);
  });
});
