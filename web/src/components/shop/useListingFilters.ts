import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_SORT, type SortId } from "../common/catalog";
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  isEmptyFilters,
  readSessionFilters,
  setPriceRange,
  toggleFilter,
  writeSessionFilters,
  type Filters,
  type ListFilterKey,
} from "./filters";

/**
 * The listing's filters live in the URL query (so the navigation menu can change them with `?category=id`) and
 * are mirrored into session storage (so coming back to /shop/listing without a query restores them).
 * Sort is local state that goes back to the default whenever the category query parameter changes.
 */
export function useListingFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const restored = useRef(false);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const saved = readSessionFilters();
      if (isEmptyFilters(filters) && !isEmptyFilters(saved)) {
        setSearchParams(filtersToSearchParams(saved), { replace: true });
        return;
      }
    }
    writeSessionFilters(filters);
  }, [filters, setSearchParams]);

  const [sort, setSort] = useState<SortId>(DEFAULT_SORT);
  const category = searchParams.get("category");
  useEffect(() => {
    setSort(DEFAULT_SORT);
  }, [category]);

  const apply = useCallback(
    (next: Filters) => {
      writeSessionFilters(next);
      setSearchParams(filtersToSearchParams(next));
    },
    [setSearchParams],
  );
  const toggle = useCallback((key: ListFilterKey, value: string) => apply(toggleFilter(filters, key, value)), [apply, filters]);
  /** Dollar amounts as typed; "" clears that end of the range. */
  const setPrice = useCallback((min: string, max: string) => apply(setPriceRange(filters, min, max)), [apply, filters]);

  return { filters, toggle, setPrice, sort, setSort };
}
