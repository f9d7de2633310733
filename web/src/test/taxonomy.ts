import type { TaxonomyLists } from "../components/common/useTaxonomy";

/** The shop's visible categories and brands as the API lists them (kids hidden: left out, as the API does). */
export const TEST_TAXONOMY: TaxonomyLists = {
  categories: [
    { slug: "men", name: "Men" },
    { slug: "women", name: "Women" },
    { slug: "sportswear", name: "Sportswear" },
  ],
  brands: [
    { slug: "nike", name: "Nike" },
    { slug: "hm", name: "H&M" },
  ],
};
