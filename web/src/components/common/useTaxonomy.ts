import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { toUrlBrand } from "./catalog";

// The shop's categories and brands, as admins arrange them (hidden ones left out): one query, cached by Apollo for
// every menu, filter panel, tile and card that reads it.
export const TaxonomyQuery = graphql(`
  query Taxonomy {
    categories {
      id
      slug
      name
    }
    brands {
      id
      slug
      name
    }
  }
`);

/** A category or brand as the storefront offers it: `id` as URLs spell it (H&M is "h&m"), `label` its name. */
export interface TaxonomyOption {
  id: string;
  label: string;
}

export function useTaxonomy() {
  const { data, loading } = useQuery(TaxonomyQuery);
  return useMemo(() => {
    const categories: TaxonomyOption[] = (data?.categories ?? []).map((c) => ({ id: c.slug, label: c.name }));
    const brands: TaxonomyOption[] = (data?.brands ?? []).map((b) => ({ id: toUrlBrand(b.slug), label: b.name }));
    const labelIn = (options: TaxonomyOption[], id: string) => options.find((o) => o.id === id)?.label ?? id;
    return {
      categories,
      brands,
      loading: loading && !data,
      /** The name of a category slug; the slug itself while loading or for a hidden one. */
      categoryLabel: (slug: string) => labelIn(categories, slug),
      /** Accepts both spellings of H&M (`hm` from the API, `h&m` from URLs). */
      brandLabel: (slug: string) => labelIn(brands, toUrlBrand(slug)),
    };
  }, [data, loading]);
}
