import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminTaxonomyQuery } from "./catalogueDocuments";

/** Every category and brand (hidden ones too) for the back office's product form, lists and charts. */
export function useAdminTaxonomy() {
  const { data } = useQuery(AdminTaxonomyQuery);
  return useMemo(() => {
    const categories = data?.categories ?? [];
    const brands = data?.brands ?? [];
    return {
      categories,
      brands,
      /** The name of a slug; the slug itself until the lists arrive. */
      categoryLabel: (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug,
      brandLabel: (slug: string) => brands.find((b) => b.slug === slug)?.name ?? slug,
    };
  }, [data]);
}
