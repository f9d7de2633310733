import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, settleCatalogue, startTestServer, statementsDuring, type TestServer } from "../../support/harness.js";
import { escapeLike, namedGroups, normalizeKeyword } from "../../../src/modules/product/product.search.js";

const SEARCH = `query($keyword: String!, $page: Int, $pageSize: Int) {
  searchProducts(keyword: $keyword, page: $page, pageSize: $pageSize) { total page pageSize items { id title } }
}`;

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  const rows: [string, string, "men" | "women" | "kids" | "footwear" | "accessories", "nike" | "adidas" | "levi" | "hm" | "zara"][] = [
    ["Trail Running Shoe", "Grippy sole for muddy trails.", "footwear", "nike"],
    ["Everyday Hoodie", "Soft fleece, great for running errands.", "men", "adidas"],
    ["100% Cotton Tee", "Plain tee.", "men", "zara"],
    ["Snake_case Socks", "Socks for programmers.", "accessories", "zara"],
    ["Regex (.*) Cap", "A cap with [brackets] and a back\\slash.", "accessories", "zara"],
    ["Straight Jeans", "Classic five-pocket denim.", "women", "levi"],
    ["Basic Shorts", "Light summer shorts.", "kids", "hm"],
    ["Plainest Tee", "Nothing special at all.", "men", "zara"],
    ["Men's Polo", "Pique cotton polo.", "men", "nike"],
    ["Women's Wrap Dress", "Flowing midi dress.", "women", "zara"],
  ];
  for (const [title, description, category, brand] of rows) await createProduct(t, { title, description, category, brand });
});
afterAll(() => t.close());

const titles = (r: { data: { searchProducts: { items: { title: string }[] } } }) => r.data.searchProducts.items.map((p) => p.title);

async function search(keyword: string, extra: Record<string, unknown> = {}) {
  const r = await t.gql(SEARCH, { keyword, ...extra });
  expect(r.errors).toBeUndefined();
  return r;
}

describe("searchProducts", () => {
  it("finds by a title word case-insensitively", async () => {
    expect(titles(await search("jEaNs"))).toEqual(["Straight Jeans"]);
  });

  it("matches descriptions too, ranking title matches first", async () => {
    const r = await search("running");
    expect(titles(r)).toEqual(["Trail Running Shoe", "Everyday Hoodie"]);
    expect(r.data.searchProducts.total).toBe(2);
  });

  it("matches a category and a brand by id or label", async () => {
    expect(titles(await search("kids"))).toEqual(["Basic Shorts"]);
    expect(titles(await search("Levi's"))).toEqual(["Straight Jeans"]);
    expect(titles(await search("levis"))).toEqual(["Straight Jeans"]);
    expect(titles(await search("H&M"))).toEqual(["Basic Shorts"]);
  });

  it("'men' does not also mean women: a title word first, then the men's category, a mere substring last", async () => {
    expect(titles(await search("men"))).toEqual(["Men's Polo", "100% Cotton Tee", "Everyday Hoodie", "Plainest Tee", "Women's Wrap Dress"]);
  });

  it("still finds the keyword inside a word, a title before a description", async () => {
    expect(titles(await search("case"))).toEqual(["Snake_case Socks"]);
    expect(titles(await search("ain"))).toEqual(["Plainest Tee", "100% Cotton Tee"]);
  });

  it.each([
    [".*", ["Regex (.*) Cap"]],
    ["%", ["100% Cotton Tee"]],
    ["_", ["Snake_case Socks"]],
    ["(", ["Regex (.*) Cap"]],
    ["[", ["Regex (.*) Cap"]],
    ["\\", ["Regex (.*) Cap"]],
    ["[a-z]+", []],
    ["%%", []],
    ["Plain_st", []],
  ])("metacharacters match only literally: %s", async (keyword, expected) => {
    expect(titles(await search(keyword))).toEqual(expected);
  });

  it("trims the keyword; a blank keyword gives an empty page", async () => {
    expect(titles(await search("   jeans  "))).toEqual(["Straight Jeans"]);
    const r = await search("   ");
    expect(r.data.searchProducts).toMatchObject({ total: 0, items: [], page: 1 });
  });

  it("a 5,000-character keyword is harmless and quick", async () => {
    const started = Date.now();
    const r = await search("a".repeat(5000));
    expect(r.data.searchProducts.total).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000); // a backtracking match would take minutes
  });

  it("paginates with a constant total", async () => {
    const p1 = await search("tee", { pageSize: 1 });
    const p2 = await search("tee", { page: 2, pageSize: 1 });
    expect(p1.data.searchProducts.total).toBe(2);
    expect(p2.data.searchProducts.total).toBe(2);
    expect(titles(p1)).not.toEqual(titles(p2));
  });

  it("a page past the end is empty but keeps the total", async () => {
    const past = await search("tee", { page: 5, pageSize: 1 });
    expect(past.data.searchProducts).toMatchObject({ total: 2, page: 5, items: [] });
    expect((await search("no-such-thing-anywhere")).data.searchProducts).toMatchObject({ total: 0, items: [] });
  });

  it("reads only a page's rows and products when the cache misses it, once its keyword's names, estimate and total are read", async () => {
    // The page cache keeps only what was read more than a second after the latest write: date the catalogue back.
    await settleCatalogue(t);
    const page = (n: number) => t.shop.services.products.search(null, "s", n, 1);
    await page(1);
    const isStamp = (sql: string) => sql.includes('max("contentUpdatedAt")');
    const stamps: number[] = [];
    const rereads: number[] = [];
    for (const n of [2, 3, 4]) {
      const { statements } = await statementsDuring(t.db, () => page(n));
      stamps.push(statements.filter(isStamp).length);
      // The visible categories' and brands' names, the planner's estimate: kept under the stamps, not read again.
      rereads.push(statements.filter((sql) => !isStamp(sql) && /EXPLAIN|"Category"|"Brand"/.test(sql)).length);
    }
    // The fewest of three pages: the shop's background jobs may add statements to one.
    expect(Math.min(...stamps)).toBe(1);
    expect(Math.min(...rereads)).toBe(0);
  });

  it("rejects bad paging with BAD_USER_INPUT", async () => {
    const r = await t.gql(SEARCH, { keyword: "tee", pageSize: 500 });
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("search helpers", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
  it("cuts keywords at 200 characters", () => {
    expect(normalizeKeyword(` ${"b".repeat(300)} `)).toHaveLength(200);
    expect(normalizeKeyword(42)).toBe("");
  });
  it("names groups by the start of a slug or name", () => {
    const groups = {
      categories: [{ slug: "men", name: "Men" }, { slug: "women", name: "Women" }],
      brands: [{ slug: "hm", name: "H&M" }, { slug: "levi", name: "Levi's" }],
    };
    expect(namedGroups("men", groups)).toEqual({ categories: ["men"], brands: [] });
    expect(namedGroups("hm", groups).brands).toEqual(["hm"]);
    expect(namedGroups("levis", groups).brands).toEqual(["levi"]);
    expect(namedGroups("x", groups)).toEqual({ categories: [], brands: [] });
  });
});
