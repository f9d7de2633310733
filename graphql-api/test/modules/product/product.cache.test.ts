import { afterEach, describe, expect, it, vi } from "vitest";
import type { Prisma as PrismaClient } from "../../../src/db/database.js";
import { PageCache } from "../../../src/modules/product/product.cache.js";

// A stand-in for PostgreSQL: the cache only ever asks it for the stamps of the latest catalogue and stock writes.
function fakeDb(stamp = 0) {
  const db = { stamp, stockStamp: stamp, $queryRaw: async () => [{ stamp: db.stamp, stockStamp: db.stockStamp }] };
  return db;
}

/** A loader whose every call answers the next number, so a test sees which load a page came from. */
function counter() {
  let n = 0;
  const load = vi.fn(async () => ++n);
  return load;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("PageCache", () => {
  let now = 100_000;
  const at = (ms: number) => {
    now = ms;
  };
  vi.spyOn(Date, "now").mockImplementation(() => now);
  afterEach(() => at(100_000));

  it("serves a page from memory while nothing changed, and reloads after a write", async () => {
    const db = fakeDb();
    const cache = new PageCache<number>(db as unknown as PrismaClient);
    const load = counter();
    expect(await cache.get("k", load)).toBe(1);
    at(101_000);
    expect(await cache.get("k", load)).toBe(1);
    db.stamp = 101_500; // a product was written
    at(103_000);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("never serves a page computed within a second of the latest write", async () => {
    const db = fakeDb(99_500);
    const cache = new PageCache<number>(db as unknown as PrismaClient);
    const load = counter();
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("runs one load for the readers that come while it runs, even within a second of a write", async () => {
    const cache = new PageCache<number>(fakeDb(99_500) as unknown as PrismaClient);
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((r) => (release = r)));
    const readers = Array.from({ length: 5 }, () => cache.get("k", load));
    await settle();
    release(1);
    expect(await Promise.all(readers)).toEqual([1, 1, 1, 1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives a reader who came after a load began the next load, one for all such readers, started when the first ends", async () => {
    const cache = new PageCache<number>(fakeDb(99_500) as unknown as PrismaClient);
    const releases: ((n: number) => void)[] = [];
    const load = vi.fn(() => new Promise<number>((r) => releases.push(r)));
    const first = cache.get("k", load);
    await settle();
    at(100_010); // a write committed now would be missed by the load under way
    const later = [cache.get("k", load), cache.get("k", load)];
    await settle();
    expect(load).toHaveBeenCalledTimes(1); // the next load waits for the first: never two at once
    releases[0]!(1);
    expect(await first).toBe(1);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    releases[1]!(2);
    expect(await Promise.all(later)).toEqual([2, 2]);
  });

  it("reloads a page in use in the background before it expires, serving the old copy meanwhile", async () => {
    const cache = new PageCache<number>(fakeDb() as unknown as PrismaClient);
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((r) => (release = r)));
    expect(await cache.get("k", async () => 1)).toBe(1);
    at(109_500); // past any refresh point (5-9 s), before the 10 s expiry
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1); // one background reload, not one per reader
    release(2);
    await settle();
    // The first copy would have expired; the reloaded one (from 109.5 s) is served, and is young enough that
    // it is not itself due for a reload yet (its refresh point is 5-9 s after it was loaded).
    at(114_000);
    expect(await cache.get("k", load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops a background reload that a delete overtook", async () => {
    const cache = new PageCache<number>(fakeDb() as unknown as PrismaClient);
    let release!: (n: number) => void;
    expect(await cache.get("k", async () => 1)).toBe(1);
    at(109_500);
    expect(await cache.get("k", () => new Promise<number>((r) => (release = r)))).toBe(1);
    cache.clear(); // a product was deleted while the reload ran
    release(2);
    await settle();
    expect(await cache.get("k", async () => 3)).toBe(3);
  });

  it("keeps a page through stock changes, freshening its stock once per change; reloads stock-dependent values in the background", async () => {
    // Every entry is also reloaded once, at a random time 5-9 s after its load; here the latest, so the page's own
    // reload is not one of the loads counted at 105.5 s (it was in one run out of eight).
    const random = vi.spyOn(Math, "random").mockReturnValue(0.999);
    const db = fakeDb();
    const cache = new PageCache<number>(db as unknown as PrismaClient);
    const load = counter();
    const freshen = vi.fn(async (n: number) => n + 100);
    expect(await cache.get("page", load, { freshen })).toBe(1);
    expect(await cache.get("counts", load, { dependent: true })).toBe(2);
    db.stockStamp = 100_500; // a sale
    at(102_000);
    expect(await cache.get("page", load, { freshen })).toBe(101);
    expect(await cache.get("page", load, { freshen })).toBe(101); // freshened once for that sale
    expect(freshen).toHaveBeenCalledTimes(1);
    expect(await cache.get("counts", load, { dependent: true })).toBe(2); // younger than the bound: kept as it is
    expect(load).toHaveBeenCalledTimes(2);
    at(105_500); // past the bound: the old counts are served while new ones load
    expect(await cache.get("counts", load, { dependent: true })).toBe(2);
    await settle();
    expect(await cache.get("counts", load, { dependent: true })).toBe(3);
    expect(await cache.get("page", load, { freshen })).toBe(101);
    expect(load).toHaveBeenCalledTimes(3);
    random.mockRestore();
  });

  it("reads a page's stock again at most once a second while sales go on, a page an in-stock filter chose on every read", async () => {
    const db = fakeDb();
    const cache = new PageCache<number>(db as unknown as PrismaClient);
    const freshen = vi.fn(async (n: number) => n + 1);
    const page = () => cache.get("page", async () => 10, { freshen });
    const chosen = () => cache.get("chosen", async () => 20, { freshen, exact: true });
    expect([await page(), await chosen()]).toEqual([10, 20]);
    db.stockStamp = 101_900;
    at(102_000);
    expect([await page(), await chosen()]).toEqual([11, 21]);
    db.stockStamp = 102_400;
    at(102_500);
    expect([await page(), await chosen()]).toEqual([11, 22]);
    at(103_100); // within a second of the last sale, a chosen page reads again (that sale may have committed late)
    expect([await page(), await chosen()]).toEqual([12, 23]);
    at(103_500);
    expect([await page(), await chosen()]).toEqual([12, 24]);
    at(103_600); // a second past the last sale: both keep what they read
    expect([await page(), await chosen()]).toEqual([12, 24]);
    expect(freshen).toHaveBeenCalledTimes(6);
  });

  it("reads a page's stock once for the readers who come while it is read; not for a chosen page's readers who came first", async () => {
    const db = fakeDb();
    const cache = new PageCache<number>(db as unknown as PrismaClient);
    const pending: (() => void)[] = [];
    const freshen = vi.fn((n: number) => new Promise<number>((r) => pending.push(() => r(n + 1))));
    const releaseAll = () => pending.splice(0).forEach((release) => release());
    const page = () => cache.get("page", async () => 10, { freshen });
    const chosen = () => cache.get("chosen", async () => 20, { freshen, exact: true });
    expect([await page(), await chosen()]).toEqual([10, 20]);
    db.stockStamp = 101_900; // a sale
    at(102_000);
    const pageReaders = [page(), page()];
    await settle();
    at(102_300); // a reader of the page 300 ms into its stock read: as fresh as the page's cached stock would be
    pageReaders.push(page());
    await settle();
    expect(freshen).toHaveBeenCalledTimes(1);
    releaseAll();
    expect(await Promise.all(pageReaders)).toEqual([11, 11, 11]);

    const first = chosen(); // began at 102.3 s, with the stock read it starts
    await settle();
    at(102_400); // a later reader of a chosen page gets no read that began before it (a sale may have come between)
    const later = chosen();
    await settle();
    expect(freshen).toHaveBeenCalledTimes(3);
    releaseAll();
    expect(await Promise.all([first, later])).toEqual([21, 21]);
  });

  it("expires a page after 10 seconds and does not keep a failed load", async () => {
    const cache = new PageCache<number>(fakeDb() as unknown as PrismaClient);
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await settle();
    expect(await cache.get("k", async () => 1)).toBe(1);
    at(110_001);
    expect(await cache.get("k", async () => 2)).toBe(2);
  });
});
