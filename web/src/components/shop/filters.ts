import { FILTER_GROUPS, isSlugLike, toApiBrand, type FilterKey } from "../common/catalog";

/** Listing filters as the spec stores them: key -> selected ids (brand H&M is "h&m"). */
export type Filters = Partial<Record<FilterKey, string[]>>;

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
  return out;
}

export function isEmptyFilters(filters: Filters): boolean {
  return FILTER_GROUPS.every(({ key }) => !filters[key]?.length);
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
  return params;
}

export function filtersFromSearchParams(params: URLSearchParams): Filters {
  const raw: Record<string, string[]> = {};
  for (const { key } of FILTER_GROUPS) {
    const value = params.get(key);
    if (value) raw[key] = value.split(",");
  }
  return cleanFilters(raw);
}

export function toggleFilter(filters: Filters, key: FilterKey, value: string): Filters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out: Filters = { ...filters, [key]: next };
  if (next.length === 0) delete out[key];
  return out;
}

/** The GraphQL `ProductFilter`: H&M becomes `hm`. */
export function toApiFilter(filters: Filters): { category?: string[]; brand?: string[] } {
  const category = filters.category ?? [];
  const brand = (filters.brand ?? []).map(toApiBrand);
  return {
    ...(category.length ? { category } : {}),
    ...(brand.length ? { brand } : {}),
  };
}
