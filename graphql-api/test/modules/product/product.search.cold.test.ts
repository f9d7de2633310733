// A broad search's first page right after a start (nothing cached, no ranking made) must read a few index entries,
// whatever the catalogue's size: bucket 1 (the categories and brands the keyword names) by the walk of their title
// indexes without first reading a window of 1,000 titles, the planner's estimate of the matches once for the page's
// rows and its total, and no JIT in the database's sessions (its provider, loaded by each new connection's first
// costly plan, was 35-90 ms of the first broad search per connection at 1,000,000 products). The server runs one
// search before it takes requests, so the first shopper's does not pay the search code's first run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createTestDb, startTestServer, statementsDuring, type TestServer } from "../../support/harness.js";
import { rankedIds } from "../../../src/modules/product/product.search.js";
import { SearchRankings } from "../../../src/modules/product/product.ranking.js";
import { visibleNames } from "../../../src/modules/taxonomy/taxonomy.service.js";

let t: TestServer;
const titles = Array.from({ length: 30 }, (_x, i) => `Trail Tee ${String(i).padStart(2, "0")}`);

beforeAll(async () => {
  t = await startTestServer();
  // No title word starts with "men": its matches are bucket 1's, the category men (every other product).
  for (const [i, title] of titles.entries()) await createProduct(t, { title, category: i % 2 ? "men" : "women", brand: "nike", description: "Plain." });
});
afterAll(() => t.close());

/** The window of the title walk (bucketProbe): the next 1,000 titles of the whole catalogue. */
const readsTitleWindow = (sql: string) => sql.includes(`SELECT "id", "titleKey", "title", "description", "category", "brand" FROM "Product" WHERE true`);

describe("a broad search's first page, nothing cached", () => {
  it("lists a named category's products by the walk of its title index, reading no window of every title", async () => {
    const groups = await visibleNames(t.db.prisma);
    const { value: result, statements: sent } = await statementsDuring(t.db, () => rankedIds(t.db.prisma, "men", groups, { take: 10 }, { fewMatches: 0, rankings: new SearchRankings(t.db.prisma) }));
    const men = titles.filter((_title, i) => i % 2);
    expect(result.map((r) => r.titleKey)).toEqual(men.slice(0, 10).map((title) => title.toLowerCase()));
    expect(result.every((r) => r.bucket === 1)).toBe(true);
    expect(sent.filter(readsTitleWindow)).toEqual([]);
  });

  it("asks the planner's estimate of its matches once, for its rows and its total, and shows the right total", async () => {
    const { value: result, statements: sent } = await statementsDuring(t.db, () => t.shop.services.products.search(null, "trail", 1, 5));
    expect(result.items.map((p) => p.title)).toEqual(titles.slice(0, 5));
    expect(result).toMatchObject({ total: titles.length, totalIsEstimate: false });
    expect(sent.filter((sql) => sql.trimStart().startsWith("EXPLAIN"))).toHaveLength(1);
  });

  it("runs in database sessions without JIT", async () => {
    const [row] = await t.db.prisma.$queryRaw<{ jit: string }[]>`SELECT current_setting('jit') AS "jit"`;
    expect(row?.jit).toBe("off");
  });

  it("is not the server's first search: one runs before the server takes requests", async () => {
    const db = await createTestDb();
    const { value: replica, statements: sent } = await statementsDuring(db, () => startTestServer({}, { db }));
    try {
      expect(sent.filter((sql) => /^EXPLAIN \(FORMAT JSON\) SELECT 1 FROM "Product" WHERE "title" ILIKE/.test(sql.trimStart()))).toHaveLength(1);
    } finally {
      await replica.close();
      await db.close();
    }
  });
});
