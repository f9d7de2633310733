// Who may call the category and brand operations (see auth/access.ts for the rules). Listing hidden ones
// (includeHidden) is refused to non-admins by TaxonomyService.list.
import type { AccessTable } from "../../auth/access.js";

export const taxonomyAccess = {
  categories: "public",
  brands: "public",
  createCategory: "admin",
  updateCategory: "admin",
  reorderCategories: "admin",
  createBrand: "admin",
  updateBrand: "admin",
  reorderBrands: "admin",
} as const satisfies AccessTable;
