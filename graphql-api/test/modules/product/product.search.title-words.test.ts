// A broad search's first page reads its first bucket (a title word starting with the keyword) through the title words'
// index (product.title-words.ts): it must list exactly what the match indexes list, in the same order, for titles
// whose words are cut at hyphens, repeated, cased or accented, and stay exact as titles are written, edited and deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { normalizeKeyword, rankedIds, type GroupNames } from "../../../src/modules/product/product.search.js";
import { MAX_TITLE_WORDS } from "../../../src/modules/product/product.title-words.js";
import { heldRankings } from "../../support/held-rankings.js";
import { visibleNames } from "../../../src/modules/taxonomy/taxonomy.service.js";

let t: TestServer;
let admin: string;
let groups: GroupNames;

const TITLES = [
  "Jacket",
  "Navy Jacket",
  "Rain-Jacket Pro",
  "jacket jacket jackets",
  "JACKET Lite",
  "Zip--Jacket",
  "Jack Purcell Shoe",
  "Denim Jacket-Jacket",
  "Men's Tee",
  "Women's Tee",
  "T-Shirt Classic",
  "Café Crème Hoodie",
  "CAFÉ Noir Cap",
  "Ärmel Über Shirt",
  "100% Cotton Tee",
  "Under_score Cap",
  "Back\\slash Tee",
  "Pro-Pro Runner",
  "Trail Runner",
  "Runners Club Tee",
  "Nike Air",
  "Air-Nike Max",
];

// Categories and brands too, so later buckets follow the first on the same pages ("men", "nike").
const KEYWORDS = ["jacket", "Jack", "JACKET", "ja", "j", "jackets", "men", "tee", "t", "café", "CAFÉ", "cafe", "cr", "är", "über", "100%", "100", "%", "under_", "_", "back\\", "\\", "pro", "run", "runner", "nike", "air", "zzz", "e", "s"];

const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(id: $id) }`;

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  admin = (await createUser(t, { role: "admin" })).token;
  const categories = ["men", "women", "footwear", "accessories"];
  const brands = ["nike", "adidas", "levi", "zara"];
  for (const [i, title] of TITLES.entries()) {
    // Two products of one title: equal titles are ordered by id.
    for (let copy = 0; copy < (i % 4 === 0 ? 2 : 1); copy++) {
      const p = await createProduct(t, { title, category: categories[i % categories.length], brand: brands[(i * 3) % brands.length], description: i % 3 ? "A jacket for the rain." : "Plain." });
      ids[title] ??= p.id;
    }
  }
  groups = await visibleNames(t.db.prisma);
});
afterAll(() => t.close());

/** The first pages of a keyword through the title words and through the match indexes (as before them). */
async function bothWays(keyword: string, skip: number, take: number) {
  const k = normalizeKeyword(keyword);
  const read = (titleWords: boolean) => rankedIds(t.db.prisma, k, groups, { skip, take }, { fewMatches: 0, probe: false, titleWords });
  const [words, before] = [await read(true), await read(false)];
  return { words, before };
}

async function expectSameFirstPages(keyword: string) {
  for (const take of [1, 3, 24]) {
    for (let skip = 0; skip + take <= 120; skip += take) {
      const { words, before } = await bothWays(keyword, skip, take);
      expect(words, `${keyword} skip ${skip} take ${take}`).toEqual(before);
      if (!before.length) break;
    }
  }
}

/** What a first page through the title words lists for a keyword: the ids of its first bucket, in order. */
async function firstBucket(keyword: string) {
  const { words } = await bothWays(keyword, 0, 24);
  return words.filter((r) => r.bucket === 0).map((r) => r.id);
}

describe("search's first bucket through the title words", () => {
  it.each(KEYWORDS)("lists the same products in the same order as the match indexes: %s", async (keyword) => {
    await expectSameFirstPages(keyword);
  });

  it("finds a word after a hyphen, a word repeated, and a word starting another (once each)", async () => {
    const found = await firstBucket("jacket");
    for (const title of ["Jacket", "Navy Jacket", "Rain-Jacket Pro", "jacket jacket jackets", "JACKET Lite", "Zip--Jacket", "Denim Jacket-Jacket"]) expect(found).toContain(ids[title]);
    expect(found).not.toContain(ids["Jack Purcell Shoe"]);
    expect(new Set(found).size).toBe(found.length);
  });

  it("keeps today's reading for a keyword with a space or hyphen, and lists the same", async () => {
    for (const keyword of ["t-shirt", "navy jacket", "rain-jack", "-jacket", "jacket "]) await expectSameFirstPages(keyword);
    expect(await firstBucket("t-shirt")).toEqual([ids["T-Shirt Classic"]]);
  });

  it("follows a title edited by an admin at once: the old words no longer find it, the new ones do", async () => {
    const r = await t.gql(UPDATE, { id: ids["Navy Jacket"], input: { title: "Navy Parka-Shell" } }, admin);
    expect(r.errors).toBeUndefined();
    expect(await firstBucket("jacket")).not.toContain(ids["Navy Jacket"]);
    expect(await firstBucket("navy")).toEqual([ids["Navy Jacket"]]);
    expect(await firstBucket("shell")).toEqual([ids["Navy Jacket"]]);
    // Only its case changed: still found, in its new place in title order.
    expect((await t.gql(UPDATE, { id: ids["Trail Runner"], input: { title: "TRAIL RUNNER" } }, admin)).errors).toBeUndefined();
    expect(await firstBucket("trail")).toEqual([ids["Trail Runner"]]);
    for (const keyword of ["jacket", "navy", "parka", "shell", "runner", "trail"]) await expectSameFirstPages(keyword);
  });

  it("finds a new product at once, and no longer one deleted", async () => {
    const created = await t.gql(CREATE, { input: { title: "Aaa-Jacket Storm", description: "New.", category: "men", brand: "nike", image: "/images/products/test.svg", priceCents: 5000, totalStock: 3 } }, admin);
    expect(created.errors).toBeUndefined();
    const id = (created.data as { createProduct: { id: string } }).createProduct.id;
    expect((await firstBucket("jacket"))[0]).toBe(id);
    expect(await firstBucket("storm")).toEqual([id]);
    const deleted = await t.gql(DELETE, { id: ids["Rain-Jacket Pro"] }, admin);
    expect(deleted.errors).toBeUndefined();
    expect(await firstBucket("jacket")).not.toContain(ids["Rain-Jacket Pro"]);
    expect(await firstBucket("rain")).toEqual([]);
    for (const keyword of ["jacket", "storm", "rain", "pro"]) await expectSameFirstPages(keyword);
  });

  it("pages 1 to 5 of a broad keyword never wait for its ranking, and list what the match indexes list", async () => {
    const { rankings, release } = heldRankings(t.db.prisma);
    for (let page = 0; page < 5; page++) {
      const skip = page * 3;
      const withRankings = await rankedIds(t.db.prisma, "jacket", groups, { skip, take: 3 }, { fewMatches: 0, probe: false, rankings });
      expect(withRankings).toEqual((await bothWays("jacket", skip, 3)).before);
    }
    release();
  });

  it("a page past the fifth is read from the title words and the groups' walks while the ranking is made", async () => {
    for (let i = 0; i < 130; i++) await createProduct(t, { title: `Deep Coat ${String(i).padStart(3, "0")}` });
    const { rankings, release } = heldRankings(t.db.prisma);
    // Pages 25 and 26 of 5 (past the fifth of 24: skip 120): rows 121-130, all in bucket 0.
    for (const skip of [120, 125]) {
      const deep = await rankedIds(t.db.prisma, "coat", groups, { skip, take: 5 }, { fewMatches: 0, probe: false, rankings });
      expect(deep).toEqual((await bothWays("coat", skip, 5)).before);
      expect(deep.map((r) => r.bucket)).toEqual([0, 0, 0, 0, 0]);
    }
    // "men" names the category of every coat: its deep pages are bucket 1's, walked the same way.
    for (const skip of [118, 125]) {
      const men = await rankedIds(t.db.prisma, "men", groups, { skip, take: 5 }, { fewMatches: 0, probe: false, rankings });
      expect(men).toEqual((await bothWays("men", skip, 5)).before);
      expect(men.map((r) => r.bucket)).toEqual([1, 1, 1, 1, 1]);
    }
    // A page running past the bucket's end reads the next buckets the same way, and lists the same.
    const past = await rankedIds(t.db.prisma, "coat", groups, { skip: 128, take: 5 }, { fewMatches: 0, probe: false, rankings });
    expect(past).toEqual((await bothWays("coat", 128, 5)).before);
    release();
  });

  it("a keyword starting more words than the walk takes is read the other way, with the same result", async () => {
    for (let i = 0; i <= MAX_TITLE_WORDS; i++) await createProduct(t, { title: `Qx${String(i).padStart(3, "0")} Tee` });
    const { words } = await bothWays("qx", 0, 24);
    expect(words.map((r) => r.bucket)).toEqual(new Array(24).fill(0));
    await expectSameFirstPages("qx");
    await expectSameFirstPages("qx1");
  });
});
