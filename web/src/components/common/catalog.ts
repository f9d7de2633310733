// What the storefront's filters and sorts are called (spec section 3). The categories and brands themselves come from
// the API (useTaxonomy.ts): admins manage them. In URLs and session storage the brand H&M is "h&m"; its slug is `hm`.

export const FILTER_GROUPS = [
  { key: "category", label: "Category" },
  { key: "brand", label: "Brand" },
] as const;

export type FilterKey = (typeof FILTER_GROUPS)[number]["key"];

/** A brand slug as the API spells it (`hm` for the URLs' "h&m"). */
export function toApiBrand(id: string): string {
  return id === "h&m" ? "hm" : id;
}

/** A brand slug as URLs and session storage spell it (the spec's "h&m"). */
export function toUrlBrand(slug: string): string {
  return slug === "hm" ? "h&m" : slug;
}

/** Whether a stored or typed filter value can be a slug at all (lowercase a-z, digits, hyphens; or "h&m"). */
export function isSlugLike(id: string): boolean {
  return id === "h&m" || /^[a-z0-9-]{1,40}$/.test(id);
}

export const SORT_OPTIONS = [
  { id: "price-lowtohigh", label: "Price: Low to High", api: "priceLowToHigh" },
  { id: "price-hightolow", label: "Price: High to Low", api: "priceHighToLow" },
  { id: "title-atoz", label: "Title: A to Z", api: "titleAtoZ" },
  { id: "title-ztoa", label: "Title: Z to A", api: "titleZtoA" },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]["id"];
export type ApiSort = (typeof SORT_OPTIONS)[number]["api"];
export const DEFAULT_SORT: SortId = "price-lowtohigh";

export function toApiSort(id: SortId): ApiSort {
  return SORT_OPTIONS.find((s) => s.id === id)?.api ?? "priceLowToHigh";
}
