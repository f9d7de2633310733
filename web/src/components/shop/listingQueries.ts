// The listing's query variables in one place: the page and its filters panel build them here.
import { toApiSort, type SortId } from "../common/catalog";
import { toApiFilter, type Filters } from "./filters";

/** Products per page on the listing and the home page's feature products. */
export const PRODUCT_PAGE_SIZE = 24;

export const productsVariables = (filters: Filters, sort: SortId, page: number) => ({
  filter: toApiFilter(filters),
  sortBy: toApiSort(sort),
  page,
  pageSize: PRODUCT_PAGE_SIZE,
});

export const facetsVariables = (filters: Filters) => ({ filter: toApiFilter(filters) });
