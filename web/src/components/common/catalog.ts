// Ids and labels of the catalogue as shoppers see them (spec section 3). In URLs and session storage the
// brand H&M is "h&m"; GraphQL enum values cannot contain "&", so the API calls it `hm`.

export const CATEGORIES = [
  { id: "men", label: "Men" },
  { id: "women", label: "Women" },
  { id: "kids", label: "Kids" },
  { id: "accessories", label: "Accessories" },
  { id: "footwear", label: "Footwear" },
] as const;

export const BRANDS = [
  { id: "nike", label: "Nike" },
  { id: "adidas", label: "Adidas" },
  { id: "puma", label: "Puma" },
  { id: "levi", label: "Levi's" },
  { id: "zara", label: "Zara" },
  { id: "h&m", label: "H&M" },
] as const;

/** Brands with the ids the API uses (`hm`), for forms that send them to GraphQL. */
export const API_BRANDS = BRANDS.map((b) => ({ id: toApiBrand(b.id) as ApiBrand, label: b.label }));

export type CategoryId = (typeof CATEGORIES)[number]["id"];
export type BrandId = (typeof BRANDS)[number]["id"];
/** Brand as the GraphQL enum spells it. */
export type ApiBrand = "nike" | "adidas" | "puma" | "levi" | "zara" | "hm";

export const FILTER_GROUPS = [
  { key: "category", label: "Category", options: CATEGORIES },
  { key: "brand", label: "Brand", options: BRANDS },
] as const;

export type FilterKey = (typeof FILTER_GROUPS)[number]["key"];

export function categoryLabel(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

/** Accepts both spellings of H&M (`hm` from the API, `h&m` from URLs). */
export function brandLabel(id: string): string {
  return BRANDS.find((b) => b.id === toUrlBrand(id))?.label ?? id;
}

export function toApiBrand(id: string): ApiBrand | null {
  if (id === "h&m" || id === "hm") return "hm";
  return BRANDS.some((b) => b.id === id) ? (id as ApiBrand) : null;
}

export function toUrlBrand(id: string): string {
  return id === "hm" ? "h&m" : id;
}

export function isCategory(id: string): id is CategoryId {
  return CATEGORIES.some((c) => c.id === id);
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
