// The catalogue filter beyond category and brand: sizes and colours (a product matches when one variant in stock is
// of a size and of a colour asked for: size S and colour Blue need an S/Blue variant in stock) and a price range on the price charged; and the facet counts of every filter
// group, each counted under the other groups' choices so a group's own choice never zeroes its siblings.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { badInput } from "../../errors.js";
import { MAX_PRICE_CENTS } from "../../money.js";
import { parseFilter, type ProductFilterArgs } from "./product.validation.js";

export const MAX_VARIANT_LABEL = 40;

type Groups = ReturnType<typeof parseFilter>;

export interface CatalogueFilter {
  categories: Groups["categories"];
  brands: Groups["brands"];
  sizes: string[];
  colours: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

export interface CatalogueFilterArgs extends ProductFilterArgs {
  size?: readonly unknown[] | null;
  colour?: readonly unknown[] | null;
  minPriceCents?: unknown;
  maxPriceCents?: unknown;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface ProductFacetsView {
  category: FacetCount[];
  brand: FacetCount[];
  size: FacetCount[];
  colour: FacetCount[];
}

/** Every group of the filter checked and normalised (each list sorted, so equal filters share one cache key). */
export function parseCatalogueFilter(filter: CatalogueFilterArgs | null | undefined): CatalogueFilter {
  const { categories, brands } = parseFilter(filter);
  const minPriceCents = priceBound(filter?.minPriceCents, "minPriceCents");
  const maxPriceCents = priceBound(filter?.maxPriceCents, "maxPriceCents");
  if (minPriceCents !== null && maxPriceCents !== null && minPriceCents > maxPriceCents) {
    throw badInput("minPriceCents must not be above maxPriceCents.");
  }
  return {
    categories: [...categories].sort(),
    brands: [...brands].sort(),
    sizes: labels(filter?.size, "size"),
    colours: labels(filter?.colour, "colour"),
    minPriceCents,
    maxPriceCents,
  };
}

function labels(values: readonly unknown[] | null | undefined, field: string): string[] {
  if (values === undefined || values === null) return [];
  if (!Array.isArray(values)) throw badInput(`${field} filter must be a list.`);
  if (values.length > 50) throw badInput(`${field} filter has too many values.`);
  const out = values.map((v) => {
    if (typeof v !== "string" || v.length > MAX_VARIANT_LABEL) throw badInput(`Each ${field} must be text of at most ${MAX_VARIANT_LABEL} characters.`);
    return v.trim();
  });
  return [...new Set(out.filter(Boolean))].sort();
}

function priceBound(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > MAX_PRICE_CENTS) {
    throw badInput(`${field} must be a whole number of cents from 0 to ${MAX_PRICE_CENTS}.`);
  }
  return value;
}

/** The filter as a Prisma condition on Product (used for the listing page and its count). */
export function productWhere(f: CatalogueFilter): Prisma.ProductWhereInput {
  const variant = f.sizes.length || f.colours.length
    ? { variants: { some: { stock: { gt: 0 }, ...(f.sizes.length ? { size: { in: f.sizes } } : {}), ...(f.colours.length ? { colour: { in: f.colours } } : {}) } } }
    : {};
  return {
    ...(f.categories.length ? { category: { in: f.categories } } : {}),
    ...(f.brands.length ? { brand: { in: f.brands } } : {}),
    ...(f.minPriceCents !== null || f.maxPriceCents !== null
      ? { effectivePriceCents: { ...(f.minPriceCents !== null ? { gte: f.minPriceCents } : {}), ...(f.maxPriceCents !== null ? { lte: f.maxPriceCents } : {}) } }
      : {}),
    ...variant,
  };
}

type Group = "category" | "brand" | "size" | "colour";

/** One row per product the filter lists: what its count counts (see product.count.ts). */
export const filterMatches = (f: CatalogueFilter) => Prisma.sql`SELECT 1 FROM "Product" p WHERE ${conditions(f, null)}`;

/** The SQL conditions on product `p` of every group but `skip` (null: every group). */
export function conditions(f: CatalogueFilter, skip: Group | null): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`true`];
  // Compared as text: the same statement whether category and brand are enums or text columns.
  if (skip !== "category" && f.categories.length) parts.push(Prisma.sql`p."category"::text = ANY(${f.categories}::text[])`);
  if (skip !== "brand" && f.brands.length) parts.push(Prisma.sql`p."brand"::text = ANY(${f.brands}::text[])`);
  if (f.minPriceCents !== null) parts.push(Prisma.sql`p."effectivePriceCents" >= ${f.minPriceCents}::int`);
  if (f.maxPriceCents !== null) parts.push(Prisma.sql`p."effectivePriceCents" <= ${f.maxPriceCents}::int`);
  const variant = variantMatch("w", f, skip);
  if (variant) parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "ProductVariant" w WHERE w."productId" = p.id AND ${variant})`);
  return Prisma.join(parts, " AND ");
}

/**
 * The one variant a size and colour filter asks for, on variant alias `v`: in stock, of a size asked for and of a
 * colour asked for (the group `skip` left out, for its facet counts); null when neither group is asked for.
 */
export function variantMatch(v: string, f: CatalogueFilter, skip: Group | null = null): Prisma.Sql | null {
  const parts: Prisma.Sql[] = [];
  for (const [column, values] of [["size", f.sizes], ["colour", f.colours]] as const) {
    if (skip === column || !values.length) continue;
    parts.push(Prisma.sql`${Prisma.raw(`${v}."${column}"`)} = ANY(${values}::text[])`);
  }
  return parts.length ? Prisma.join([Prisma.sql`${Prisma.raw(v)}.stock > 0`, ...parts], " AND ") : null;
}

/** Products per value of each group, every group counted under the other groups' choices; sizes in size order. */
export async function facetCounts(prisma: PrismaClient, f: CatalogueFilter): Promise<ProductFacetsView> {
  type Row = { value: string; count: number };
  const byColumn = (column: "category" | "brand") => prisma.$queryRaw<Row[]>`
    SELECT p.${Prisma.raw(`"${column}"`)}::text AS value, count(*)::int AS count FROM "Product" p
    WHERE ${conditions(f, column)} GROUP BY 1 ORDER BY 1`;
  const byVariant = (column: "size" | "colour") => prisma.$queryRaw<Row[]>`
    SELECT v.${Prisma.raw(`"${column}"`)} AS value, count(DISTINCT p.id)::int AS count
    FROM "Product" p JOIN "ProductVariant" v ON v."productId" = p.id AND v.stock > 0 AND v.${Prisma.raw(`"${column}"`)} <> ''
      AND ${variantMatch("v", f, column) ?? Prisma.sql`true`}
    WHERE ${conditions(f, column)} GROUP BY 1 ORDER BY 1`;
  const [category, brand, size, colour] = await Promise.all([byColumn("category"), byColumn("brand"), byVariant("size"), byVariant("colour")]);
  const plain = (rows: Row[]) => rows.map((r) => ({ value: r.value, count: Number(r.count) }));
  return { category: plain(category), brand: plain(brand), size: plain(size).sort((a, b) => compareSizes(a.value, b.value)), colour: plain(colour) };
}

const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];

/** Letter sizes from small to large, then numbers in numeric order, then anything else alphabetically. */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(s.toUpperCase());
    if (letter >= 0) return [0, letter, ""];
    const n = Number.parseFloat(s);
    return Number.isFinite(n) ? [1, n, s] : [2, 0, s.toLowerCase()];
  };
  const [ra, rb] = [rank(a), rank(b)];
  return ra[0] - rb[0] || ra[1] - rb[1] || ra[2].localeCompare(rb[2]);
}
