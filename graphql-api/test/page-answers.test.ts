// The catalogue's answers kept between rendered pages (src/page-answers.ts): reused only for the same document and
// variables while the catalogue's stamps are unchanged and settled, never for a document that reads anything else.
import type { Request } from "express";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { catalogueOperationOf, KEEP_MS, PageAnswers } from "../src/page-answers.js";

const LISTING = `query Products($page: Int) { products(page: $page) { total items { ...Card } } }
fragment Card on Product { id title priceCents totalStock cover { url alt width height placeholder } }`;
const FACETS = "query ProductFacets { productFacets { size { value count } } }";
const req = {} as Request;

function setup() {
  let now = 100_000;
  const stamps = { stamp: 10_000, stockStamp: 20_000 };
  const executed: string[] = [];
  const admitted: number[] = [];
  let refuse = false;
  const answers = new PageAnswers({
    readStamps: async () => ({ ...stamps }),
    admit: async (_req, cost) => {
      if (refuse) throw new Error("budget spent");
      admitted.push(cost);
    },
    now: () => now,
  });
  const execute = async ({ query, variables }: { query: string; variables?: Record<string, unknown> }) => {
    executed.push(`${query.slice(0, 20)} ${JSON.stringify(variables ?? {})}`);
    return { data: { run: executed.length }, extensions: { cost: { requestedQueryCost: 7 } } } as { data: Record<string, unknown> };
  };
  const page = () => answers.forPage(req, execute);
  return {
    page,
    executed,
    admitted,
    stamps,
    tick: (ms: number) => (now += ms),
    refuse: () => (refuse = true),
  };
}

describe("the catalogue's answers kept between pages", () => {
  it("are reused for the same document and variables while the stamps are unchanged, and spend their cost", async () => {
    const s = setup();
    const first = await s.page()({ query: LISTING, variables: { page: 1 } });
    s.tick(10);
    const second = await s.page()({ query: LISTING, variables: { page: 1 } });
    expect(second.data).toEqual(first.data);
    expect(s.executed).toHaveLength(1);
    expect(s.admitted).toEqual([7]);
    // Other variables, another document: asked.
    await s.page()({ query: LISTING, variables: { page: 2 } });
    await s.page()({ query: FACETS });
    expect(s.executed).toHaveLength(3);
  });

  it("are asked again once a product, its stock, its gallery or the menus changed (either stamp moved)", async () => {
    const s = setup();
    await s.page()({ query: LISTING });
    s.stamps.stamp += 1; // a product's content, its gallery, a category or brand, or a delete
    s.tick(10);
    expect((await s.page()({ query: LISTING })).data).toEqual({ run: 2 });
    s.stamps.stockStamp += 1; // a sale, a restock
    s.tick(10);
    expect((await s.page()({ query: LISTING })).data).toEqual({ run: 3 });
    s.tick(10);
    expect((await s.page()({ query: LISTING })).data).toEqual({ run: 3 });
  });

  it("are not reused when computed within a second of the latest change, nor after KEEP_MS", async () => {
    const s = setup();
    s.stamps.stockStamp = 100_000 - 500; // a change half a second before the answer: its transaction may not show yet
    await s.page()({ query: LISTING });
    s.tick(600);
    await s.page()({ query: LISTING }); // the first was computed too soon after the change: asked again
    expect(s.executed).toHaveLength(2);
    s.tick(10);
    await s.page()({ query: LISTING }); // the second was computed 1.1 s after it: reused
    expect(s.executed).toHaveLength(2);
    s.tick(KEEP_MS);
    await s.page()({ query: LISTING }); // older than KEEP_MS
    expect(s.executed).toHaveLength(3);
  });

  it("read the stamps once per page, and let a refused budget run the query (which says why)", async () => {
    const s = setup();
    let reads = 0;
    const answers = new PageAnswers({ readStamps: async () => (reads++, { stamp: 1, stockStamp: 1 }), admit: async () => {} });
    const execute = async () => ({ data: { ok: true }, extensions: { cost: { requestedQueryCost: 1 } } }) as { data: Record<string, unknown> };
    const page = answers.forPage(req, execute);
    await Promise.all([page({ query: LISTING }), page({ query: FACETS })]);
    expect(reads).toBe(1);
    await s.page()({ query: LISTING });
    s.tick(10);
    s.refuse();
    await s.page()({ query: LISTING });
    expect(s.executed).toHaveLength(2);
  });

  it("keep no failed answer, and run every other document as before", async () => {
    const answers = new PageAnswers({ readStamps: async () => ({ stamp: 1, stockStamp: 1 }), admit: async () => {} });
    let runs = 0;
    const failing = answers.forPage(req, async () => (runs++, { data: null, errors: [{ message: "no" }] }));
    await failing({ query: LISTING });
    await failing({ query: LISTING });
    expect(runs).toBe(2);
    let reads = 0;
    const counting = new PageAnswers({ readStamps: async () => (reads++, { stamp: 1, stockStamp: 1 }), admit: async () => {} });
    const viewerQuery = counting.forPage(req, async () => ({ data: { cart: { itemCount: 1 } } }));
    await viewerQuery({ query: "query Cart { cart { itemCount } }" });
    expect(reads).toBe(0);
  });
});

describe("which documents read only the catalogue", () => {
  const catalogue = (query: string) => catalogueOperationOf(parse(query)) !== null;
  it("the listing's products and filters' counts, and a search, fragments included", () => {
    expect(catalogue(LISTING)).toBe(true);
    expect(catalogue(FACETS)).toBe(true);
    expect(catalogue("query S($k: String!) { searchProducts(keyword: $k) { total items { id title } } }")).toBe(true);
    expect(catalogue("query PageMenus { categories { slug name } brands { slug name } }")).toBe(true);
  });
  it("not the viewer's data, a product's page, a mutation, or a catalogue query that also asks anything else", () => {
    expect(catalogue("query { cart { itemCount } }")).toBe(false);
    expect(catalogue("query { categories(includeHidden: true) { slug name } }")).toBe(false);
    expect(catalogue("query { me { id } }")).toBe(false);
    expect(catalogue("query { product(id: 1) { id reviews { id } } }")).toBe(false);
    expect(catalogue("mutation { products { total } }")).toBe(false);
    expect(catalogue("query { products { total } wishlist { id } }")).toBe(false);
    expect(catalogue("query { products { items { ...F } } } fragment F on Product { id variants { stock } }")).toBe(false);
    expect(catalogue("query { products { total } } query Other { productFacets { size { value } } }")).toBe(false);
  });
});
