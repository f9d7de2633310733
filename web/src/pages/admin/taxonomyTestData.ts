// Apollo mocks of the back office's category and brand lists, shared by the admin tests.
import { AdminTaxonomyQuery } from "./catalogueDocuments";

const row = (typename: "Category" | "Brand", slug: string, name: string, position: number, hidden = false) => ({
  __typename: typename,
  id: `${typename[0]}-${slug}`,
  slug,
  name,
  position,
  hidden,
});

export const adminCategories = [row("Category", "men", "Men", 0), row("Category", "women", "Women", 1), row("Category", "kids", "Kids", 2, true)];
export const adminBrands = [row("Brand", "nike", "Nike", 0), row("Brand", "hm", "H&M", 1)];

export const adminTaxonomyResult = (categories = adminCategories, brands = adminBrands) => ({ data: { categories, brands } });

/** Every category and brand, kids hidden. */
export const adminTaxonomyMock = {
  request: { query: AdminTaxonomyQuery },
  result: adminTaxonomyResult(),
  maxUsageCount: Number.POSITIVE_INFINITY,
};
