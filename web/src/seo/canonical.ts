// A listing's canonical address: the same products under one URL whatever order the shopper picked the filters in,
// so search engines count one page, not one per order of clicks.
import { cleanFilters, filtersToSearchParams, VARIANT_FILTER_KEYS, type Filters } from "../components/shop/filters";
import { FILTER_GROUPS } from "../components/common/catalog";
import { centsToDollarText, parseDollarsToCents } from "../components/common/format";

/**
 * `/shop/listing` with its filters in one order: the groups in the storefront's order (category, brand, size, colour,
 * then the price range), the values of each sorted and once, prices written with cents ("12.5" -> "12.50").
 * Absolute, from the shop's address.
 */
export function canonicalListingUrl(shopUrl: string, filters: Filters): string {
  const clean = cleanFilters(filters);
  const canonical: Filters = {};
  for (const key of [...FILTER_GROUPS.map((g) => g.key), ...VARIANT_FILTER_KEYS]) {
    const values = clean[key];
    if (values?.length) canonical[key] = [...new Set(values)].sort();
  }
  for (const key of ["minPrice", "maxPrice"] as const) {
    const cents = clean[key] === undefined ? null : parseDollarsToCents(clean[key]);
    if (cents !== null) canonical[key] = centsToDollarText(cents);
  }
  const query = filtersToSearchParams(canonical).toString();
  return `${shopUrl}/shop/listing${query ? `?${query}` : ""}`;
}
