// The sales dashboard's figures: paid orders only, summed by the database in integer cents, by the shop's local days.
import type { ServiceDeps } from "../../service-deps.js";
import { badInput } from "../../errors.js";
import { Prisma } from "../../generated/prisma/client.js";
import { addDays, daysOf, localDay, previousRange, resolveRange, type Day, type DayRange, type RangeKind } from "./shop-days.js";

export interface SalesFigures {
  revenueCents: number;
  orders: number;
  averageOrderValueCents: number;
  unitsSold: number;
  /** Off the goods plus the shipping a free-shipping code waived. */
  discountCents: number;
  /** Shipping charged. */
  shippingCents: number;
  /** Tax charged (added or included). */
  taxCents: number;
}

export interface SalesDashboardView {
  timeZone: string;
  from: Day;
  to: Day;
  previousFrom: Day;
  previousTo: Day;
  current: SalesFigures;
  previous: SalesFigures;
  days: { date: Day; revenueCents: number; orders: number }[];
  topProducts: { productId: string | null; title: string; unitsSold: number; revenueCents: number }[];
  categories: { category: string | null; unitsSold: number; revenueCents: number }[];
}

export const TOP_PRODUCTS = 5;

/** The breakdown's sums (issue 44): columns of the same index as the totals, so the read stays index-only. */
const MONEY_SUMS = Prisma.sql`coalesce(sum(o."discountCents" + o."shippingDiscountCents"), 0)::bigint AS discount,
  coalesce(sum(o."shippingCents"), 0)::bigint AS shipping, coalesce(sum(o."taxCents"), 0)::bigint AS tax`;
const RANGES: readonly RangeKind[] = ["today", "last7Days", "last30Days", "custom"];

/*
 * Only `paid` orders count: pending, capturing and held ones have not been paid (yet), failed ones never were, and
 * refunding/refunded ones were cancelled after payment (the money goes back). An order counts on the local day of
 * its capture (capturedAt, stored as UTC): `AT TIME ZONE 'UTC' AT TIME ZONE tz` turns it into the shop's wall clock,
 * and a range's ends are the instants its first and last local days begin and end there, DST included.
 */

interface DayRow {
  day: string;
  orders: number;
  revenue: bigint;
  units: bigint;
  discount: bigint;
  shipping: bigint;
  tax: bigint;
}
interface ItemRow {
  productId: string | null;
  title: string;
  category: string | null;
  byCategory: number;
  units: bigint;
  revenue: bigint;
}

export class DashboardService {
  constructor(private readonly deps: ServiceDeps) {}

  async sales(range: unknown, from?: unknown, to?: unknown, now = new Date()): Promise<SalesDashboardView> {
    if (!RANGES.includes(range as RangeKind)) throw badInput(`Range must be one of ${RANGES.join(", ")}.`);
    const timeZone = this.deps.config.timeZone;
    const current = resolveRange(range as RangeKind, localDay(now, timeZone), from, to);
    const previous = previousRange(current);
    const [days, before, items] = await Promise.all([this.byDay(current, timeZone), this.totals(previous, timeZone), this.byItem(current, timeZone)]);

    const perDay = new Map(days.map((d) => [d.day, d]));
    const products = items.filter((r) => r.byCategory === 0).map((r) => ({ productId: r.productId, title: r.title, unitsSold: Number(r.units), revenueCents: Number(r.revenue) }));
    products.sort((a, b) => b.revenueCents - a.revenueCents || b.unitsSold - a.unitsSold || a.title.localeCompare(b.title));
    return {
      timeZone,
      from: current.from,
      to: current.to,
      previousFrom: previous.from,
      previousTo: previous.to,
      current: figures(days),
      previous: figures([before]),
      days: daysOf(current).map((date) => ({ date, revenueCents: Number(perDay.get(date)?.revenue ?? 0), orders: perDay.get(date)?.orders ?? 0 })),
      topProducts: products.slice(0, TOP_PRODUCTS),
      categories: items
        .filter((r) => r.byCategory === 1)
        .map((r) => ({ category: r.category, unitsSold: Number(r.units), revenueCents: Number(r.revenue) }))
        .sort((a, b) => b.revenueCents - a.revenueCents),
    };
  }

  /**
   * Orders, revenue and units per local day of the range: one aggregate per day over its own slice of the index on
   * (paymentStatus, capturedAt, totalCents, unitCount), bounded by the instants the local day begins and ends. Nothing
   * is converted or grouped per order (that cost three times as much over a month of a busy shop).
   */
  private byDay(range: DayRange, tz: string): Promise<DayRow[]> {
    return this.deps.prisma.$queryRaw<DayRow[]>`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, a.orders, a.revenue, a.units, a.discount, a.shipping, a.tax
      FROM (SELECT ${range.from}::date + g.i AS day FROM generate_series(0, ${daysOf(range).length - 1}::int) AS g(i)) d
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS orders, coalesce(sum(o."totalCents"), 0)::bigint AS revenue, coalesce(sum(o."unitCount"), 0)::bigint AS units,
               ${MONEY_SUMS}
        FROM "Order" o
        WHERE o."paymentStatus" = 'paid'
          AND o."capturedAt" >= (d.day::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'
          AND o."capturedAt" < ((d.day + 1)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'
      ) a`;
  }

  /** The same figures for a whole range at once (the previous period, shown only as totals): no per-order day. */
  private async totals(range: DayRange, tz: string): Promise<DayRow> {
    const [row] = await this.deps.prisma.$queryRaw<DayRow[]>`
      SELECT ${range.from} AS day, count(*)::int AS orders, coalesce(sum(o."totalCents"), 0)::bigint AS revenue,
             coalesce(sum(o."unitCount"), 0)::bigint AS units, ${MONEY_SUMS}
      FROM "Order" o
      WHERE o."paymentStatus" = 'paid'
        AND o."capturedAt" >= ((${range.from}::date)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'
        AND o."capturedAt" < ((${addDays(range.to, 1)}::date)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'`;
    return row!;
  }

  /**
   * Units and line revenue per product and per category over the range (shipping is not a product's). Paid lines
   * carry their order's capture time (OrderItem.paidAt, null unless paid) and their product's category at the sale,
   * so one read of the index on (paidAt, productId, category, quantity, priceCents) sums both groupings. Only the
   * best sellers (ties at the cut included, so the title can break them) are looked up for their current title.
   */
  private byItem(range: DayRange, tz: string): Promise<ItemRow[]> {
    return this.deps.prisma.$queryRaw<ItemRow[]>`
      WITH sums AS (
        SELECT i."productId", i.category, GROUPING(i."productId")::int AS "byCategory",
               sum(i.quantity)::bigint AS units, sum(i."priceCents"::bigint * i.quantity)::bigint AS revenue
        FROM "OrderItem" i
        WHERE i."paidAt" >= ((${range.from}::date)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'
          AND i."paidAt" < ((${addDays(range.to, 1)}::date)::timestamp AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'
        GROUP BY GROUPING SETS ((i."productId"), (i.category))
      ), top AS (
        SELECT * FROM sums WHERE "byCategory" = 0 ORDER BY revenue DESC, units DESC FETCH FIRST (${TOP_PRODUCTS}::int) ROWS WITH TIES
      )
      SELECT t."productId"::text AS "productId", coalesce(p.title, 'Deleted products') AS title, NULL AS category, 0 AS "byCategory", t.units, t.revenue
      FROM top t LEFT JOIN "Product" p ON p.id = t."productId"
      UNION ALL
      SELECT NULL, '', s.category, 1, s.units, s.revenue FROM sums s WHERE s."byCategory" = 1`;
  }
}

function figures(days: DayRow[]): SalesFigures {
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const revenueCents = days.reduce((n, d) => n + Number(d.revenue), 0);
  const unitsSold = days.reduce((n, d) => n + Number(d.units), 0);
  const sum = (k: "discount" | "shipping" | "tax") => days.reduce((n, d) => n + Number(d[k]), 0);
  return {
    revenueCents,
    orders,
    unitsSold,
    averageOrderValueCents: orders ? Math.round(revenueCents / orders) : 0,
    discountCents: sum("discount"),
    shippingCents: sum("shipping"),
    taxCents: sum("tax"),
  };
}
