import { FILTER_GROUPS, isSlugLike, toApiBrand, type FilterKey } from "../common/catalog";
import { parseDollarsToCents } from "../common/format";

/** Size and colour: their values are whatever the catalogue's variants use (productFacets lists them). */
export const VARIANT_FILTER_KEYS = ["size", "colour"] as const;
export type VariantFilterKey = (typeof VARIANT_FILTER_KEYS)[number];
export type ListFilterKey = FilterKey | VariantFilterKey;
export const PRICE_KEYS = ["minPrice", "maxPrice"] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/**
 * Listing filters as the spec stores them: key -> selected ids (brand H&M is "h&m"), plus sizes, colours and a
 * price range in dollars as typed ("12.50"; the API gets cents).
 */
export type Filters = Partial<Record<ListFilterKey, string[]> & Record<PriceKey, string>>;

const MAX_VARIANT_VALUE = 40;

export const FILTERS_STORAGE_KEY = "filters";

/**
 * Keeps known keys and slug-like values only, in the order given, without duplicates or empty groups. Which slugs
 * exist is the API's to say (admins add categories and brands): it answers an unknown one with an error.
 */
export function cleanFilters(raw: unknown): Filters {
  const out: Filters = {};
  if (!raw || typeof raw !== "object") return out;
  for (const { key } of FILTER_GROUPS) {
    const values = (raw as Record<string, unknown>)[key];
    if (!Array.isArray(values)) continue;
    const kept = [...new Set(values.filter((v): v is string => typeof v === "string" && isSlugLike(v)))];
    if (kept.length > 0) out[key] = kept;
  }
  for (const key of VARIANT_FILTER_KEYS) {
    const values = (raw as Record<string, unknown>)[key];
    if (!Array.isArray(values)) continue;
    const kept = [...new Set(values.filter((v): v is string => typeof v === "string" && v !== "" && v.length <= MAX_VARIANT_VALUE))];
    if (kept.length > 0) out[key] = kept;
  }
  for (const key of PRICE_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === "string" && parseDollarsToCents(value) !== null) out[key] = value.trim();
  }
  return out;
}

export function isEmptyFilters(filters: Filters): boolean {
  return activeFilterCount(filters) === 0;
}

/** Chosen values across the groups, the price range counting as one. */
export function activeFilterCount(filters: Filters): number {
  const lists = [...FILTER_GROUPS.map((g) => g.key), ...VARIANT_FILTER_KEYS].reduce((n, key) => n + (filters[key]?.length ?? 0), 0);
  return lists + (filters.minPrice || filters.maxPrice ? 1 : 0);
}

export function readSessionFilters(): Filters {
  try {
    return cleanFilters(JSON.parse(sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? "null"));
  } catch {
    return {}; // a hand-edited or older stored value: start without filters rather than fail the page
  }
}

/** `null` is what the navigation stores for entries without a category (home, products, search). */
export function writeSessionFilters(filters: Filters | null): void {
  sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(filters));
}

/** `category=men%2Cwomen&brand=h%26m`: one key per group, comma-joined values, URL-encoded. */
export function filtersToSearchParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const { key } of FILTER_GROUPS) {
    const values = filters[key];
    if (values?.length) params.set(key, values.join(","));
  }
  for (const key of VARIANT_FILTER_KEYS) {
    const values = filters[key];
    if (values?.length) params.set(key, values.join(","));
  }
  for (const key of PRICE_KEYS) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params;
}

export function filtersFromSearchParams(params: URLSearchParams): Filters {
  const raw: Record<string, string[] | string> = {};
  for (const key of [...FILTER_GROUPS.map((g) => g.key), ...VARIANT_FILTER_KEYS]) {
    const value = params.get(key);
    if (value) raw[key] = value.split(",");
  }
  for (const key of PRICE_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  return cleanFilters(raw);
}

export function toggleFilter(filters: Filters, key: ListFilterKey, value: string): Filters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out: Filters = { ...filters, [key]: next };
  if (next.length === 0) delete out[key];
  return out;
}

/** Sets (or with "" clears) the price range; amounts that do not read as dollars are left out. */
export function setPriceRange(filters: Filters, minPrice: string, maxPrice: string): Filters {
  const { minPrice: _min, maxPrice: _max, ...rest } = filters;
  return cleanFilters({ ...rest, minPrice, maxPrice });
}

export interface ApiFilter {
  category?: string[];
  brand?: string[];
  size?: string[];
  colour?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
}

/** The GraphQL `ProductFilter`: H&M becomes `hm`, dollar amounts become cents. */
export function toApiFilter(filters: Filters): ApiFilter {
  const category = filters.category ?? [];
  const brand = (filters.brand ?? []).map(toApiBrand);
  const minPriceCents = filters.minPrice ? parseDollarsToCents(filters.minPrice) : null;
  const maxPriceCents = filters.maxPrice ? parseDollarsToCents(filters.maxPrice) : null;
  return {
    ...(category.length ? { category } : {}),
    ...(brand.length ? { brand } : {}),
    ...(filters.size?.length ? { size: filters.size } : {}),
    ...(filters.colour?.length ? { colour: filters.colour } : {}),
    ...(minPriceCents !== null ? { minPriceCents } : {}),
    ...(maxPriceCents !== null ? { maxPriceCents } : {}),
  };
}
