import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_SORT, type FilterKey, type SortId } from "../common/catalog";
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  isEmptyFilters,
  readSessionFilters,
  toggleFilter,
  writeSessionFilters,
  type Filters,
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

  const toggle = useCallback(
    (key: FilterKey, value: string) => {
      const next = toggleFilter(filters, key, value);
      writeSessionFilters(next);
      setSearchParams(filtersToSearchParams(next));
    },
    [filters, setSearchParams],
  );

  return { filters, toggle, sort, setSort };
}
