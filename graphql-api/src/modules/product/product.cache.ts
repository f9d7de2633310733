// A short-lived in-process cache of catalogue pages (listing and search). They read the same for every caller, so
// anonymous and signed-in readers share it. A page is reused only while nothing it shows changed: every read first
// asks PostgreSQL for two stamps in one statement (index lookups and two tiny tables):
// - the content stamp: the latest change of what a page lists or shows, max("contentUpdatedAt") of the products (any
//   write but stock, see schema.prisma), or the last delete (which leaves no row behind, so it is stamped in
//   "CatalogueDeletion"), or the last change of a category or brand (pages carry slugs only, but search matches their
//   names, and a hidden one is no longer named);
// - the stock stamp: max("updatedAt") of the variants, which every stock change moves (their trigger). Not the
//   products': a sale's update of the product row then changes no indexed column and is HOT (schema.prisma).
// A page is served from memory only when the content stamp is unchanged AND the page was computed more than SETTLE_MS
// after it, so writes in the same millisecond, clocks a little apart and transactions that commit slightly after
// their timestamp are never hidden, on this replica or any other.
// A sale moves only the stock stamp: pages and search rankings stay cached through a busy day of sales. What a page
// shows of stock is made current instead (`freshen`: the stock of its few products, read when the stock stamp moved
// since, at most once a second per page, or on every such read for a page an "in stock" filter chose, which must never
// list what just sold out; one read shared by the readers who come while it runs), and a value whose very content
// depends on stock (an "in stock" filter's members and count, the size and colour facet counts) is reloaded in the
// background once it is older than STOCK_BOUND_MS while stock moved.
// A page still in use is recomputed in the background before it expires (at a random point in the second half of
// its life), while readers keep getting the cached copy. Without that, every page loaded together expired together,
// and all readers of a broad search (a sort and count of tens of thousands of rows) waited for the reload at once.
import { Prisma } from "../../generated/prisma/client.js";
import type { HotQuery, Prisma as PrismaClient } from "../../db/database.js";
import { PREPARED } from "../../db/prepared.js";

const TTL_MS = 10_000;
const SETTLE_MS = 1_000;
const MAX_ENTRIES = 1_000;
/** How old a stock-dependent value (see StockUse) may get while stock moves before a background reload replaces it. */
export const STOCK_BOUND_MS = 5_000;
/** How old the stock a page shows may get while stock moves (unless `exact`): one stock read a second per page. */
export const STOCK_FRESH_MS = 1_000;

/**
 * Milliseconds since the epoch (UTC) of the latest content change (product write other than stock, delete, category or
 * brand change), and of the latest stock change. Prepared: every catalogue read sends it, and it has no parameters,
 * so its one plan is made once per connection rather than on every read.
 */
export const STAMP_SQL = Prisma.sql`${PREPARED}SELECT (extract(epoch FROM greatest(
  (SELECT max("contentUpdatedAt") FROM "Product"),
  (SELECT max("deletedAt") FROM "CatalogueDeletion"),
  (SELECT max("updatedAt") FROM "Category"),
  (SELECT max("updatedAt") FROM "Brand")
)) * 1000)::float8 AS "stamp", (extract(epoch FROM (SELECT max("updatedAt") FROM "ProductVariant")) * 1000)::float8 AS "stockStamp"`;

/** How a cached value depends on stock. */
export interface StockUse<T> {
  /** The value with the stock of now (cheap: the stock of a page's few products); run when stock moved since. */
  freshen?: (value: T) => Promise<T>;
  /** Freshen on every read after a stock change (a page an "in stock" filter chose), not once per STOCK_FRESH_MS. */
  exact?: boolean;
  /** Which values the value holds depend on stock (its members or counts): reloaded once STOCK_BOUND_MS old. */
  dependent?: boolean;
}

interface Entry<T> {
  stamp: number;
  startedAt: number;
  value: Promise<T>;
  /** The stock stamp when `value`'s stock was read, and when that read began. */
  stockStamp: number;
  stockAt: number;
  /** From then on a read starts a background reload (once). */
  refreshAt: number;
  refreshing: boolean;
  /** Whether `value` has come: until then a reader that must not wait (cachedOrWarm) is not given it. */
  settled: boolean;
  /** The stock read under way (StockUse.freshen), shared by the readers it is fresh enough for. */
  freshening?: { startedAt: number; value: Promise<T> };
}

/** A load under way: when it began, and the one that follows it for readers who came after it began. */
interface Flight<T> {
  startedAt: number;
  value: Promise<T>;
  next?: Promise<T>;
}

/** The catalogue's two stamps (STAMP_SQL): its content's, and its stock's. */
export interface Stamps {
  stamp: number;
  stockStamp: number;
}

/**
 * When a read began and the stamps it read then. A load gets its read's, and hands them to the caches it reads in
 * turn (a listing page's anchors and total): one stamp statement a request instead of one per cache. Safe: the inner
 * values are then checked against the same catalogue as the page they make, which is stored under these stamps.
 */
export interface ReadAt {
  stamps: Stamps;
  startedAt: number;
}

export async function readCatalogueStamps(prisma: PrismaClient): Promise<Stamps> {
  // Raw SQL: Prisma's aggregate wraps the table in a subquery that hides the updatedAt index (a full scan).
  const [found] = await prisma.$queryRaw<{ stamp: number | null; stockStamp: number | null }[]>(STAMP_SQL);
  return { stamp: Number(found?.stamp ?? 0), stockStamp: Number(found?.stockStamp ?? 0) };
}

/**
 * The stamps as a request's first read of the catalogue: when it began, and the stamps, read without Prisma's engine
 * (HotQuery: it runs on every listing and search read, cached or not). Handed to PageCache.get as its `at`.
 */
export async function readNow(hotQuery: HotQuery): Promise<ReadAt> {
  const startedAt = Date.now();
  const [found] = await hotQuery<{ stamp: number | null; stockStamp: number | null }>(STAMP_SQL);
  return { stamps: { stamp: Number(found?.stamp ?? 0), stockStamp: Number(found?.stockStamp ?? 0) }, startedAt };
}

/**
 * Whether a value computed at `computedAt` under `stamps` is the catalogue of now, when the stamps read now are the
 * same: computed more than SETTLE_MS after both (a write in the same millisecond, clocks a little apart, a transaction
 * committed slightly after its timestamp are never hidden).
 */
export const settledAfter = (stamps: Stamps, computedAt: number) => computedAt > Math.max(stamps.stamp, stamps.stockStamp) + SETTLE_MS;

const ignore = () => {};

/** Computes a value; `at`: the stamps it is stored under, for the caches it reads in turn. */
type Load<T> = (at: ReadAt) => Promise<T>;

export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  /** ttlMs: how long an entry serves while the stamp is unchanged (exact counts keep longer than pages). */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  clear() {
    this.entries.clear();
  }

  /** `at`: the stamps a read of an outer cache began with (see ReadAt); read now when not given. */
  async get(key: string, load: Load<T>, stock: StockUse<T> = {}, at?: ReadAt): Promise<T> {
    return (await this.read(key, load, stock, true, at))!;
  }

  /** The value when a current one is cached; otherwise null at once, its load started in the background. */
  cachedOrWarm(key: string, load: Load<T>, at?: ReadAt): Promise<T | null> {
    return this.read(key, load, {}, false, at);
  }

  /** The value when a current one is cached and made; otherwise null, and nothing is started. */
  async cachedOnly(key: string, at?: ReadAt): Promise<T | null> {
    const startedAt = at?.startedAt ?? Date.now();
    const stamps = at?.stamps ?? (await readCatalogueStamps(this.prisma));
    const hit = this.entries.get(key);
    return hit && hit.settled && this.isCurrent(hit, stamps, startedAt) ? hit.value : null;
  }

  /** Whether an entry still stands for the catalogue a read that began at `startedAt` sees (`stamps`). */
  private isCurrent(hit: Entry<T>, stamps: Stamps, startedAt: number) {
    return hit.stamp === stamps.stamp && hit.startedAt > stamps.stamp + SETTLE_MS && startedAt - hit.startedAt < this.ttlMs;
  }

  private async read(key: string, load: Load<T>, stock: StockUse<T>, wait: boolean, at?: ReadAt): Promise<T | null> {
    const startedAt = at?.startedAt ?? Date.now();
    const stamps = at?.stamps ?? (await readCatalogueStamps(this.prisma));
    const hit = this.entries.get(key);
    if (!hit || !this.isCurrent(hit, stamps, startedAt)) {
      const loaded = this.join(key, stamps, startedAt, load);
      if (wait) return loaded;
      loaded.catch(ignore); // its caller reads the data another way meanwhile; a failed load is not kept
      return null;
    }
    // Current but still being made (a ranking: seconds at 1,000,000 products): the caller reads another way meanwhile.
    if (!wait && !hit.settled) return null;
    const stockMoved = hit.stockStamp !== stamps.stockStamp || hit.stockAt <= stamps.stockStamp + SETTLE_MS;
    const due = startedAt >= hit.refreshAt || (stockMoved && stock.dependent && startedAt - hit.startedAt >= STOCK_BOUND_MS);
    if (due && !hit.refreshing) this.refresh(key, hit, stamps, startedAt, load);
    if (!stockMoved || !stock.freshen || (!stock.exact && startedAt - hit.stockAt < STOCK_FRESH_MS)) return hit.value;
    const under = hit.freshening;
    if (under && (stock.exact ? under.startedAt >= startedAt : startedAt - under.startedAt < STOCK_FRESH_MS)) return under.value;
    return this.freshen(key, hit, stamps, startedAt, stock.freshen);
  }

  /**
   * The entry's value with the stock of now, read once for the readers who come while it is read: a read of stock
   * begun after a reader began is exact for it, and one begun less than STOCK_FRESH_MS before it is as fresh as the
   * cached stock it would otherwise be given. On a busy machine the read takes longer, so without this more readers
   * arrived during each one and each sent the same statement.
   */
  private freshen(key: string, hit: Entry<T>, stamps: Stamps, startedAt: number, freshen: (value: T) => Promise<T>): Promise<T> {
    const fresh = hit.value.then(freshen);
    const flight = { startedAt, value: fresh };
    hit.freshening = flight;
    fresh.then((value) => {
      if (this.entries.get(key) !== hit || hit.stockAt >= startedAt) return;
      Object.assign(hit, { value: Promise.resolve(value), stockStamp: stamps.stockStamp, stockAt: startedAt });
    }, ignore).finally(() => {
      if (hit.freshening === flight) hit.freshening = undefined;
    });
    return fresh;
  }

  /**
   * One load per key at a time. A reader joins a load that began after it did (that load sees every write the reader
   * must see); a load that began before it may miss one, so the reader waits for the next load instead, shared by
   * everyone who arrives meanwhile. Without this, every reader within a second of a write ran the whole load itself:
   * after a burst of orders, 20 storefront readers ran the facet counts 20 times over and held the pool for seconds.
   */
  private join(key: string, stamps: Stamps, since: number, load: Load<T>): Promise<T> {
    const flight = this.flights.get(key);
    if (!flight) return this.start(key, stamps, since, load);
    if (flight.startedAt >= since) return flight.value;
    flight.next ??= flight.value.then(ignore, ignore).then(() => this.start(key, stamps, Date.now(), load));
    return flight.next;
  }

  private start(key: string, stamps: Stamps, startedAt: number, load: Load<T>): Promise<T> {
    const flight: Flight<T> = { startedAt, value: this.store(key, stamps, startedAt, load({ stamps, startedAt })).value };
    this.flights.set(key, flight);
    const landed = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.value.then(landed, landed);
    return flight.value;
  }

  private store(key: string, stamps: Stamps, startedAt: number, value: Promise<T>): Entry<T> {
    // Re-inserted at the end, so the oldest-written page is the one dropped when full.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const refreshAt = startedAt + this.ttlMs * (0.5 + 0.4 * Math.random());
    const entry: Entry<T> = { stamp: stamps.stamp, startedAt, value, stockStamp: stamps.stockStamp, stockAt: startedAt, refreshAt, refreshing: false, settled: false };
    this.entries.set(key, entry);
    value.then(() => (entry.settled = true), ignore);
    // A failed read is not cached (its caller gets the error from `value` itself); the next caller asks again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }

  /** Replaces the entry once the new page is ready, unless a write, delete or another load replaced it meanwhile. */
  private refresh(key: string, hit: Entry<T>, stamps: Stamps, startedAt: number, load: Load<T>) {
    hit.refreshing = true;
    load({ stamps, startedAt }).then(
      (page) => {
        if (this.entries.get(key) === hit) this.store(key, stamps, startedAt, Promise.resolve(page));
      },
      () => {
        hit.refreshing = false; // the old page stays until it expires; a later read tries again
      },
    );
  }
}
