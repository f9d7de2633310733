// Search reads each rank bucket in title order with a LIMIT instead of sorting every match: the order must stay the
// one the single sorted statement gave (kept below as the reference), on every page, and the cursor walk of
// searchProductsConnection must give the same order without skipping or repeating under concurrent writes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Prisma } from "../../../src/generated/prisma/client.js";
import { createProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { escapeLike, namedGroups, normalizeKeyword, rankedIds, readyRanking, type GroupNames, type RankedId } from "../../../src/modules/product/product.search.js";
import { SearchRankings } from "../../../src/modules/product/product.ranking.js";
import { heldRankings } from "../../support/held-rankings.js";
import { visibleNames } from "../../../src/modules/taxonomy/taxonomy.service.js";
import { BAD_CURSOR, OTHER_WALK } from "../../../src/cursor.js";

let t: TestServer;

const ADJECTIVES = ["Men's", "Women's", "Running", "Cotton", "Classic", "Trail", "Denim", "Wool"];
const NOUNS = ["Tee", "Jacket", "Shoe", "Hoodie", "Cap", "Runner"];
const DESCRIPTIONS = ["Soft cotton for every day.", "Built for running.", "A classic cut.", "Warm wool blend, men and women.", "Nothing else to say."];
const CATEGORIES = ["men", "women", "kids", "footwear", "accessories"];
const BRANDS = ["nike", "adidas", "levi", "hm", "zara"];

beforeAll(async () => {
  t = await startTestServer();
  let n = 0;
  for (const adjective of ADJECTIVES) {
    for (const noun of NOUNS) {
      n++;
      // Every fifth title twice: equal titles are ordered by id.
      for (let copy = 0; copy < (n % 5 === 0 ? 2 : 1); copy++) {
        await createProduct(t, { title: `${adjective} ${noun}`, description: DESCRIPTIONS[n % DESCRIPTIONS.length], category: CATEGORIES[n % CATEGORIES.length], brand: BRANDS[(n * 3) % BRANDS.length] });
      }
    }
  }
});
afterAll(() => t.close());

/** The statement search ran before: every match, ranked by one CASE and sorted as a whole. */
async function referenceIds(keyword: string, groups: GroupNames): Promise<string[]> {
  const k = escapeLike(keyword);
  const { categories, brands } = namedGroups(keyword, groups);
  const titleLike = (pattern: string) => Prisma.sql`"title" ILIKE ${pattern} ESCAPE '\\'`;
  const inTitle = titleLike(`%${k}%`);
  const titleWord = Prisma.join([titleLike(`${k}%`), titleLike(`% ${k}%`), titleLike(`%-${k}%`)], " OR ");
  const named: Prisma.Sql[] = [];
  if (categories.length) named.push(Prisma.sql`"category" IN (${Prisma.join(categories)})`);
  if (brands.length) named.push(Prisma.sql`"brand" IN (${Prisma.join(brands)})`);
  const where = Prisma.join([inTitle, Prisma.sql`"description" ILIKE ${`%${k}%`} ESCAPE '\\'`, ...named], " OR ");
  const inGroup = named.length ? Prisma.join(named, " OR ") : Prisma.sql`false`;
  const rows = await t.db.prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT "id" FROM "Product" WHERE ${where}
    ORDER BY CASE WHEN ${titleWord} THEN 0 WHEN ${inGroup} THEN 1 WHEN ${inTitle} THEN 2 ELSE 3 END, "titleKey", "id"`);
  return rows.map((r) => r.id);
}

const KEYWORDS = ["men", "run", "tee", "nike", "co", "an", "e", "jacket", "ZARA", "wool", "zzz-none"];

const CONNECTION = `query($keyword: String!, $first: Int, $after: String) {
  searchProductsConnection(keyword: $keyword, first: $first, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } }
}`;

interface Connection {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function walk(keyword: string, first: number, during?: (step: number) => Promise<void>) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let step = 0; step < 200; step++) {
    const r: { data: { searchProductsConnection: Connection }; errors?: unknown } = await t.gql(CONNECTION, { keyword, first, after });
    expect(r.errors).toBeUndefined();
    const c = r.data.searchProductsConnection;
    ids.push(...c.edges.map((e) => e.node.id));
    if (!c.pageInfo.hasNextPage) return ids;
    expect(c.pageInfo.endCursor).toBe(c.edges.at(-1)!.cursor);
    after = c.pageInfo.endCursor;
    await during?.(step);
  }
  throw new Error("the walk did not end");
}

describe("search ranking read bucket by bucket", () => {
  it.each(KEYWORDS)("gives the reference order on every page: %s", async (keyword) => {
    const expected = await referenceIds(normalizeKeyword(keyword), await visibleNames(t.db.prisma));
    for (const pageSize of [5, 7, 100]) {
      for (let page = 1; page <= Math.ceil(expected.length / pageSize) + 1; page++) {
        const got = await t.shop.services.products.search(null, keyword, page, pageSize);
        expect(got.items.map((p) => p.id)).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
        expect(got).toMatchObject({ total: expected.length, totalIsEstimate: false });
      }
    }
  });

  // A small catalogue is ranked in one statement; a broad keyword of a large one bucket by bucket (fewMatches 0 here).
  // Its first pages also without the title walk's window (which holds every title here): each bucket then read through
  // its indexes, a named category's or brand's by the walk of their title indexes.
  it.each(KEYWORDS)("bucket by bucket gives the reference order, by page and by cursor: %s", async (keyword) => {
    const groups = await visibleNames(t.db.prisma);
    const expected = await referenceIds(normalizeKeyword(keyword), groups);
    for (const take of [1, 5, 7]) {
      for (let skip = 0; skip <= expected.length; skip += take) {
        for (const probe of [true, false]) {
          const rows = await rankedIds(t.db.prisma, normalizeKeyword(keyword), groups, { skip, take }, { fewMatches: 0, probe });
          expect(rows.map((r) => r.id)).toEqual(expected.slice(skip, skip + take));
        }
      }
      const walked: string[] = [];
      let after: RankedId | undefined;
      for (let step = 0; step <= expected.length; step++) {
        const rows = await rankedIds(t.db.prisma, normalizeKeyword(keyword), groups, { take, after }, { fewMatches: 0 });
        if (!rows.length) break;
        walked.push(...rows.map((r) => r.id));
        after = rows.at(-1);
      }
      expect(walked).toEqual(expected);
    }
  });

  it.each(KEYWORDS)("the cursor walk gives the same order, without a repeat: %s", async (keyword) => {
    const expected = await referenceIds(normalizeKeyword(keyword), await visibleNames(t.db.prisma));
    expect(await walk(keyword, 4)).toEqual(expected);
  });
});

// A broad keyword's deep pages and cursor pages come from its ranking, made once per catalogue change.
describe("search ranking from the keyword's ranking", () => {
  /** A walk by cursor through rankedIds, as a broad keyword's walk goes; `during` runs after each page. */
  async function rankedWalk(rankings: SearchRankings, keyword: string, take: number, during?: (last: RankedId) => Promise<void>) {
    const groups = await visibleNames(t.db.prisma);
    const walked: string[] = [];
    let after: RankedId | undefined;
    for (let step = 0; step < 200; step++) {
      const rows = await rankedIds(t.db.prisma, keyword, groups, { take, after }, { fewMatches: 0, rankings });
      if (!rows.length) return walked;
      walked.push(...rows.map((r) => r.id));
      after = rows.at(-1);
      await during?.(after!);
    }
    throw new Error("the walk did not end");
  }

  // A ranking holding only a keyword's 5 best matches serves what it holds; the pages past them are read bucket by bucket.
  it.each(KEYWORDS.flatMap((k) => [[k, undefined], [k, 5]] as const))("gives the reference order, by page and by cursor: %s (at most %s held)", async (keyword, max) => {
    const rankings = new SearchRankings(t.db.prisma, max);
    const groups = await visibleNames(t.db.prisma);
    const expected = await referenceIds(normalizeKeyword(keyword), groups);
    // Pages past the first few (skip + take above 120) are read from the ranking once it is ready.
    await vi.waitFor(async () => expect(await readyRanking(rankings, normalizeKeyword(keyword), groups)).not.toBeNull());
    for (let skip = 0; skip <= expected.length; skip += 3) {
      const rows = await rankedIds(t.db.prisma, normalizeKeyword(keyword), groups, { skip, take: 121 }, { fewMatches: 0, rankings });
      expect(rows.map((r) => r.id)).toEqual(expected.slice(skip, skip + 121));
    }
    expect(await rankedWalk(rankings, normalizeKeyword(keyword), 4)).toEqual(expected);
  });

  it("a first page never waits for a ranking: it reads its buckets and starts the ranking for the pages after", async () => {
    const rankings = new SearchRankings(t.db.prisma);
    const groups = await visibleNames(t.db.prisma);
    const expected = await referenceIds("wool", groups);
    // More rows than its first bucket holds: the title walk cannot serve it alone.
    const first = await rankedIds(t.db.prisma, "wool", groups, { take: 24 }, { fewMatches: 0, rankings });
    expect(first.map((r) => r.id)).toEqual(expected.slice(0, 24));
    await vi.waitFor(async () => expect(await readyRanking(rankings, "wool", groups)).not.toBeNull());
  });

  // The ranking's statement held back until the end (a broad keyword's takes seconds at 1,000,000 products): every page
  // past the first, numbered or by cursor, is read without it meanwhile, in its order; none waits for it.
  it.each(["men", "tee", "e", "nike"])("no page waits for the ranking being made, and each is in its order: %s", async (keyword) => {
    const { rankings, release } = heldRankings(t.db.prisma);
    const prisma = t.db.prisma;
    const groups = await visibleNames(prisma);
    const expected = await referenceIds(keyword, groups);
    for (const titleWords of [true, false]) {
      for (let skip = 0; skip <= expected.length; skip += 5) {
        const rows = await rankedIds(prisma, keyword, groups, { skip, take: 121 }, { fewMatches: 0, rankings, titleWords });
        expect(rows.map((r) => r.id)).toEqual(expected.slice(skip, skip + 121));
      }
    }
    expect(await rankedWalk(rankings, keyword, 4)).toEqual(expected);
    // Made in the background all along: ready once its statement may run.
    release();
    await vi.waitFor(async () => expect(await readyRanking(rankings, keyword, groups)).not.toBeNull());
  });

  // At 1,000,000 products one statement ranking every match of "jacket" took 3.8 s; its title words alone fill it.
  it("reads only the buckets it needs: a ranking its title words fill never reads the descriptions", async () => {
    // The statements of this ranking's making alone (others' rankings may be made in the background meanwhile).
    const sent: string[] = [];
    const recorded = new Proxy(t.db.prisma, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (key !== "$transaction") return value.bind(target);
        return (work: (tx: object) => unknown, options: unknown) =>
          value.call(target, (tx: object) => work(new Proxy(tx, {
            get(inner, name) {
              const member: unknown = Reflect.get(inner, name);
              if (typeof member !== "function") return member;
              if (name !== "$queryRaw") return member.bind(inner);
              return (statement: Prisma.Sql) => (sent.push(statement.sql), member.call(inner, statement));
            },
          })), options);
      },
    });
    const rankings = new SearchRankings(recorded, 5);
    const groups = await visibleNames(t.db.prisma);
    const expected = await referenceIds("wool", groups);
    await readyRanking(rankings, "wool", groups);
    const ranking = await vi.waitFor(async () => (await readyRanking(rankings, "wool", groups)) ?? Promise.reject(new Error("not ready")), { timeout: 10_000 });
    expect(ranking).toMatchObject({ ids: expected.slice(0, 5), complete: false });
    expect(sent.some((sql) => sql.includes(`"ProductTitleWord"`))).toBe(true);
    expect(sent.some((sql) => sql.includes(`"title" ILIKE`) || sql.includes(`"description" ILIKE`))).toBe(false);
    // Past its title words ("Warm wool blend" is a description), the ranking reads the later buckets too.
    const all = new SearchRankings(t.db.prisma);
    await readyRanking(all, "wool", groups);
    await vi.waitFor(async () => expect((await readyRanking(all, "wool", groups))?.ids).toEqual(expected), { timeout: 10_000 });
  });

  // Pages 1-5 (skip + take up to 120) read by an index in title order start none: at 1,000,000 products making one beside
  // every first page slowed the next searches' first pages several times over.
  it("is not started by a first page the title words read, and is by one that reads a bucket through the match indexes", async () => {
    const rankings = new SearchRankings(t.db.prisma);
    const start = vi.spyOn(rankings, "ready");
    const groups = await visibleNames(t.db.prisma);
    const inTitleWords = await rankedIds(t.db.prisma, "tee", groups, { skip: 3, take: 3 }, { fewMatches: 0, probe: false, rankings });
    expect(inTitleWords.map((r) => r.bucket)).toEqual([0, 0, 0]);
    expect(start).not.toHaveBeenCalled();
    // Past "wool"'s title words come the products whose description holds it ("Warm wool blend").
    const expected = await referenceIds("wool", groups);
    const pastThem = await rankedIds(t.db.prisma, "wool", groups, { skip: expected.length - 3, take: 3 }, { fewMatches: 0, probe: false, rankings });
    expect(pastThem.map((r) => r.id)).toEqual(expected.slice(-3));
    expect(pastThem.at(-1)!.bucket).toBe(3);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await readyRanking(rankings, "wool", groups))?.ids).toEqual(expected), { timeout: 10_000 });
  });

  it("makes one ranking at a time, and starts none while four wait (asked again later, it is made)", async () => {
    const { rankings, release, mostAtOnce } = heldRankings(t.db.prisma);
    const groups = await visibleNames(t.db.prisma);
    const keywords = ["tee", "jacket", "wool", "cotton", "denim", "classic"];
    for (const keyword of keywords) expect(await readyRanking(rankings, keyword, groups)).toBeNull();
    release();
    for (const keyword of keywords.slice(0, 5)) await vi.waitFor(async () => expect(await readyRanking(rankings, keyword, groups)).not.toBeNull(), { timeout: 10_000 });
    expect(mostAtOnce()).toBe(1);
    expect(await readyRanking(rankings, "classic", groups)).toBeNull();
    await vi.waitFor(async () => expect((await readyRanking(rankings, "classic", groups))?.ids).toEqual(await referenceIds("classic", groups)), { timeout: 10_000 });
  });

  it("is made again when the catalogue changes: a product added since is in its place", async () => {
    const rankings = new SearchRankings(t.db.prisma);
    await rankedWalk(rankings, "hoodie", 4);
    await createProduct(t, { title: "Classic Hoodie Zip" });
    expect(await rankedWalk(rankings, "hoodie", 4)).toEqual(await referenceIds("hoodie", await visibleNames(t.db.prisma)));
  });

  it("continues after a cursor whose product was renamed meanwhile, by keyset, without skipping the rest", async () => {
    const rankings = new SearchRankings(t.db.prisma);
    const before = await referenceIds("tee", await visibleNames(t.db.prisma));
    let renamed = false;
    const seen = await rankedWalk(rankings, "tee", 3, async (last) => {
      if (renamed) return;
      renamed = true;
      // The last product read moves to the front of its bucket: the cursor's key is no longer its key.
      await t.db.prisma.product.update({ where: { id: last.id }, data: { title: "Aaaa Tee", updatedAt: new Date() } });
    });
    expect(seen).toEqual(before);
  });
});

describe("searchProductsConnection", () => {
  it("neither skips nor repeats a product when others are added and removed during the walk", async () => {
    const before = await walk("hoodie", 3);
    expect(before.length).toBeGreaterThan(7);
    const added: string[] = [];
    const removed = before[7]!;
    const seen = await walk("hoodie", 3, async (step) => {
      if (step !== 1) return;
      // Six read so far: one added ranking first (before the cursor), one last (after it), and one not read yet removed.
      added.push((await createProduct(t, { title: "Aaa Hoodie" })).id, (await createProduct(t, { title: "Zzz Hoodie" })).id);
      await t.shop.services.products.delete(removed);
    });
    expect(new Set(seen).size).toBe(seen.length);
    // Everything else there before is read once, and the product added after the cursor too; the one before it is not.
    expect(seen.filter((id) => !added.includes(id))).toEqual(before.filter((id) => id !== removed));
    expect(seen).toContain(added[1]);
    expect(seen).not.toContain(added[0]);
  });

  it("refuses a cursor of another keyword's walk", async () => {
    const first = await t.gql(CONNECTION, { keyword: "hoodie", first: 2 });
    const error = errorOf(await t.gql(CONNECTION, { keyword: "jacket", first: 2, after: first.data.searchProductsConnection.pageInfo.endCursor }));
    expect(error).toEqual({ code: "BAD_USER_INPUT", message: OTHER_WALK });
  });

  it("ends with hasNextPage false; a blank keyword has no edges", async () => {
    const r = await t.gql(CONNECTION, { keyword: "jacket", first: 100 });
    expect(r.data.searchProductsConnection.pageInfo.hasNextPage).toBe(false);
    expect((await t.gql(CONNECTION, { keyword: "  " })).data.searchProductsConnection).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it.each([
    [{ keyword: "tee", after: "not-a-cursor" }, BAD_CURSOR],
    [{ keyword: "tee", after: Buffer.from(JSON.stringify([9, "x", "00000000-0000-4000-8000-000000000000"])).toString("base64url") }, BAD_CURSOR],
    [{ keyword: "tee", first: 0 }, "first must be a whole number from 1 to 100."],
    [{ keyword: "tee", first: 101 }, "first must be a whole number from 1 to 100."],
  ])("refuses bad arguments with BAD_USER_INPUT: %j", async (variables, message) => {
    const error = errorOf(await t.gql(CONNECTION, variables));
    expect(error).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(error?.message).toContain(message);
  });
});
