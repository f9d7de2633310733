// Partners' cursor walk over the catalogue (productsConnection): every sort and filter lists what the numbered
// listing lists, in its order; a walk is stable while products are repriced, renamed, added and deleted between its
// pages (each product there when it began is listed once, in the order of that moment); cursors that are altered,
// expired or from another walk are refused with a clear BAD_USER_INPUT.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { BAD_CURSOR, CursorCodec, EXPIRED_CURSOR, OTHER_WALK } from "../../../src/cursor.js";
import { CURSOR_LIFETIME_MS, productsConnection, pruneKeyVersions } from "../../../src/modules/product/product.connection.js";
import { openDatabase } from "../../../src/db/database.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;

const WALK = `query($filter: ProductFilter, $sortBy: ProductSort, $first: Int, $after: String) {
  productsConnection(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {
    edges { cursor node { id title priceCents salePriceCents } } pageInfo { hasNextPage endCursor } } }`;
const LIST = `query($filter: ProductFilter, $sortBy: ProductSort) { products(filter: $filter, sortBy: $sortBy, pageSize: 100) { total items { id } } }`;
const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;
const SORTS = ["priceLowToHigh", "priceHighToLow", "titleAtoZ", "titleZtoA"] as const;

type Edge = { cursor: string; node: { id: string; title: string; priceCents: number; salePriceCents: number } };
type Page = { edges: Edge[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

async function page(vars: Record<string, unknown>, token?: string): Promise<Page> {
  const r = await t.gql(WALK, vars, token);
  expect(errorOf(r)).toBeNull();
  return r.data.productsConnection;
}

/** Walks to the end, calling `between` after each page; returns the ids listed, in order. */
async function walk(vars: Record<string, unknown>, between: (pageNo: number) => Promise<void> = async () => {}) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 1; n < 200; n++) {
    const p = await page({ ...vars, after });
    ids.push(...p.edges.map((e) => e.node.id));
    if (!p.pageInfo.hasNextPage) return ids;
    expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)!.cursor);
    after = p.pageInfo.endCursor;
    await between(n);
  }
  throw new Error("the walk did not end");
}

const listing = async (vars: Record<string, unknown>) => ((await t.gql(LIST, vars)).data.products.items as { id: string }[]).map((p) => p.id);

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
  // Ties on price and on title (in any case), sales, several categories and brands, and sizes in and out of stock.
  const prices = [1500, 900, 2500, 900, 4000, 1500, 700, 3100, 900, 1999, 2500, 1200];
  for (const [i, priceCents] of prices.entries()) {
    await createProduct(t, {
      title: ["Runner", "alpine Jacket", "Cap", "runner", "Boots", "Zip Hoodie"][i % 6]!,
      priceCents,
      salePriceCents: i % 5 === 0 ? priceCents - 300 : 0,
      category: ["men", "women", "kids"][i % 3]!,
      brand: ["nike", "adidas", "puma"][i % 4 % 3]!,
    });
  }
  for (const [i, stock] of [3, 0, 5, 2].entries()) {
    await createVariantProduct(t, [{ size: "M", stock }, { size: "L", stock: 4 }], { title: `Sized Tee ${i}`, priceCents: 1000 + 250 * i });
  }
});
afterAll(() => t?.close());

describe("a walk", () => {
  it.each(SORTS)("in %s lists the whole catalogue in the listing's order, page after page", async (sortBy) => {
    const expected = await listing({ sortBy });
    expect(expected).toHaveLength(16);
    expect(await walk({ sortBy, first: 3 })).toEqual(expected);
  });

  it.each(SORTS)("in %s with every filter at once lists what the filtered listing lists", async (sortBy) => {
    const filter = { category: ["men", "women"], brand: ["nike", "adidas"], size: ["M"], minPriceCents: 800, maxPriceCents: 3000 };
    const plain = { category: ["men", "kids"], minPriceCents: 900, maxPriceCents: 2500 };
    for (const f of [filter, plain]) {
      const expected = await listing({ sortBy, filter: f });
      expect(await walk({ sortBy, filter: f, first: 2 })).toEqual(expected);
    }
    expect((await listing({ sortBy, filter: plain })).length).toBeGreaterThan(2);
  });

  it("takes 24 products a page by default, and answers an empty catalogue slice with no edges", async () => {
    const p = await page({});
    expect(p.edges).toHaveLength(16);
    expect(p.pageInfo.hasNextPage).toBe(false);
    const none = await page({ filter: { minPriceCents: 900_000 } });
    expect(none).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("continues after any edge's cursor, and answers pages asked without edge cursors the same", async () => {
    const expected = await listing({ sortBy: "titleAtoZ" });
    const first = await page({ sortBy: "titleAtoZ", first: 4 });
    const fromSecond = await page({ sortBy: "titleAtoZ", first: 3, after: first.edges[1]!.cursor });
    expect(fromSecond.edges.map((e) => e.node.id)).toEqual(expected.slice(2, 5));
    const bare = await t.gql(
      `query($after: String) { productsConnection(sortBy: titleAtoZ, first: 3, after: $after) { edges { node { id } } pageInfo { endCursor } } }`,
      { after: first.edges[1]!.cursor },
    );
    expect(bare.data.productsConnection.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(expected.slice(2, 5));
    expect(bare.data.productsConnection.pageInfo.endCursor).toBe(fromSecond.pageInfo.endCursor);
  });
});

describe("a walk while the catalogue changes", () => {
  it.each(SORTS)("in %s lists each product there when it began exactly once, in that moment's order", async (sortBy) => {
    const filter = { category: ["men", "women", "kids"] };
    const before = await listing({ sortBy, filter });
    const desc = sortBy.endsWith("HighToLow") || sortBy.endsWith("ZtoA");
    // Keys that put a product first or last in this sort (a plain keyset would skip a product moved in front of the
    // cursor and list again one moved behind it).
    const front = (n: number) => ({ priceCents: desc ? 990_000 : 100, salePriceCents: 0, title: `${desc ? "zzz" : "AAA"} moved forward ${n}` });
    const back = (n: number) => ({ priceCents: desc ? 100 : 990_000, salePriceCents: 0, title: `${desc ? "AAA" : "zzz"} moved back ${n}` });
    const listed: string[] = [];
    const added: string[] = [];
    let deleted: string | null = null;
    let after: string | null = null;
    for (let n = 1; ; n++) {
      const p = await page({ sortBy, filter, first: 3, after });
      listed.push(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
      const upcoming = before.filter((id) => !listed.includes(id) && id !== deleted);
      if (upcoming[0]) expect(errorOf(await t.gql(UPDATE, { id: upcoming[0], input: front(n) }, admin.token))).toBeNull();
      expect(errorOf(await t.gql(UPDATE, { id: listed.at(-1), input: back(n) }, admin.token))).toBeNull();
      for (const [title, priceCents] of [[`aaa new ${n}`, 50], [`zzz new ${n}`, 900_000]] as const) {
        added.push((await createProduct(t, { title, priceCents, category: "men" })).id);
      }
      if (!deleted && upcoming.length > 2) {
        deleted = upcoming.at(-1)!;
        expect(errorOf(await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: deleted }, admin.token))).toBeNull();
      }
    }
    expect(deleted).not.toBeNull();
    expect(listed).toEqual(before.filter((id) => id !== deleted));
    // Put the catalogue back for the next sort: the products added go (the ones moved keep their new keys).
    await t.db.prisma.product.deleteMany({ where: { id: { in: added } } });
  });

  it("shows each product as it is now", async () => {
    const [first] = (await page({ sortBy: "priceLowToHigh", first: 1 })).edges;
    await t.gql(UPDATE, { id: first!.node.id, input: { title: "Renamed Now" } }, admin.token);
    const again = await page({ sortBy: "titleAtoZ", first: 100 });
    expect(again.edges.find((e) => e.node.id === first!.node.id)!.node.title).toBe("Renamed Now");
  });
});

describe("cursors", () => {
  it("that were altered, cut or invented are refused with a clear BAD_USER_INPUT", async () => {
    const { endCursor } = (await page({ first: 2 })).pageInfo;
    const [body, sig] = endCursor!.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), k: 0 })).toString("base64url");
    for (const after of [`${forged}.${sig}`, endCursor!.slice(0, -2), "not-a-cursor", "", `${body}.${sig}.x`, "a".repeat(5000)]) {
      expect(errorOf(await t.gql(WALK, { first: 2, after }))).toEqual({ code: "BAD_USER_INPUT", message: BAD_CURSOR });
    }
  });

  it("from another sort or filter are refused", async () => {
    const { endCursor } = (await page({ sortBy: "titleAtoZ", first: 2 })).pageInfo;
    for (const vars of [{ sortBy: "titleZtoA" }, { sortBy: "titleAtoZ", filter: { category: ["men"] } }]) {
      expect(errorOf(await t.gql(WALK, { ...vars, first: 2, after: endCursor }))).toEqual({ code: "BAD_USER_INPUT", message: OTHER_WALK });
    }
    // The same filter written differently (order, case) is the same walk.
    const a = (await page({ filter: { category: ["men", "kids"] }, first: 1 })).pageInfo.endCursor;
    expect(errorOf(await t.gql(WALK, { filter: { category: ["KIDS", "men"] }, first: 1, after: a }))).toBeNull();
  });

  it("expire a day after the walk began", async () => {
    const { endCursor } = (await page({ sortBy: "priceLowToHigh", first: 2 })).pageInfo;
    const codec = new CursorCodec(t.config.tokenSecret);
    const walkName = JSON.stringify(["productsConnection", "priceLowToHigh", { categories: [], brands: [], sizes: [], colours: [], minPriceCents: null, maxPriceCents: null }]);
    const position = codec.decode(walkName, endCursor);
    const old = codec.encode(walkName, { ...position, t: Date.now() - CURSOR_LIFETIME_MS - 60_000 });
    expect(errorOf(await t.gql(WALK, { sortBy: "priceLowToHigh", first: 2, after: old }))).toEqual({ code: "BAD_USER_INPUT", message: EXPIRED_CURSOR });
    expect(errorOf(await t.gql(WALK, { sortBy: "priceLowToHigh", first: 2, after: endCursor }))).toBeNull();
  });

  it("are refused as expired once the versions their walk reads were pruned, never answered wrongly", async () => {
    const first = await page({ sortBy: "priceHighToLow", first: 2 });
    const moved = first.edges[0]!.node.id;
    await t.gql(UPDATE, { id: moved, input: { priceCents: 4242, salePriceCents: 0 } }, admin.token);
    expect(await pruneKeyVersions(t.db.prisma, 0)).toBeGreaterThan(0);
    expect(errorOf(await t.gql(WALK, { sortBy: "priceHighToLow", first: 2, after: first.pageInfo.endCursor }))).toEqual({ code: "BAD_USER_INPUT", message: EXPIRED_CURSOR });
    // A walk begun after the pruning is served.
    const fresh = await page({ sortBy: "priceHighToLow", first: 2 });
    expect(errorOf(await t.gql(WALK, { sortBy: "priceHighToLow", first: 2, after: fresh.pageInfo.endCursor }))).toBeNull();
  });

  it("first outside 1 to 100 is refused", async () => {
    for (const first of [0, -1, 101]) {
      expect(errorOf(await t.gql(WALK, { first }))).toEqual({ code: "BAD_USER_INPUT", message: "first must be a whole number from 1 to 100." });
    }
  });

  it("a filter naming an unknown category is refused", async () => {
    expect(errorOf(await t.gql(WALK, { filter: { category: ["spaceships"] } }))).toEqual({ code: "BAD_USER_INPUT", message: "Unknown category: spaceships" });
  });
});

describe("partners", () => {
  it("with a catalogue:read key walk the catalogue but not the orders", async () => {
    const created = await t.gql(`mutation { createApiKey(input: { name: "Feed", scopes: ["catalogue:read"] }) { secret } }`, {}, admin.token);
    const key = created.data.createApiKey.secret as string;
    const first = await page({ first: 5, sortBy: "titleAtoZ" }, key);
    expect(first.edges).toHaveLength(5);
    const next = await page({ first: 5, sortBy: "titleAtoZ", after: first.pageInfo.endCursor }, key);
    expect(next.edges[0]!.node.id).not.toBe(first.edges[4]!.node.id);
    const orders = await t.gql(`{ ordersConnection(first: 5) { edges { node { id } } } }`, {}, key);
    expect(errorOf(orders)).toEqual({ code: "FORBIDDEN", message: "This API key lacks the scope orders:read that ordersConnection needs." });
  });
});

describe("the walk's statement", () => {
  it("is prepared once per connection on PostgreSQL and run on one reused plan page after page (as it is on the embedded database)", async () => {
    // On PostgreSQL, a database handle with one connection: the statements it holds are the walk's.
    const own = t.db.url ? await openDatabase({ url: t.db.url, poolSize: 1 }) : null;
    const db = own ?? t.db;
    try {
      const cursors = new CursorCodec(t.config.tokenSecret);
      const ids: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const p = await productsConnection(db, cursors, { sortBy: "titleAtoZ", first: 1, after, withVariants: false });
        ids.push(...p.edges.map((e) => e.node.id));
        after = p.pageInfo.hasNextPage ? p.pageInfo.endCursor : null;
        pages++;
      } while (after && pages < 100);
      expect(ids).toEqual(await listing({ sortBy: "titleAtoZ" }));
      // PostgreSQL plans a prepared statement's first five runs for their values, then tries one plan for all.
      expect(pages).toBeGreaterThan(6);
      if (!own) return; // the embedded database keeps no prepared statements
      const held = await own.prisma.$queryRaw<{ statement: string; generic_plans: bigint }[]>`
        SELECT statement, generic_plans FROM pg_prepared_statements WHERE statement LIKE '%ProductKeyVersion%'`;
      // The first page's shape (a new snapshot) and the later pages' (from a cursor).
      expect(held).toHaveLength(2);
      expect(Math.max(...held.map((s) => Number(s.generic_plans)))).toBeGreaterThan(0);
    } finally {
      await own?.close();
    }
  });
});
