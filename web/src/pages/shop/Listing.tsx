import { Box, Skeleton } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { toApiFilter } from "../../components/shop/filters";
import { FiltersPanel } from "../../components/shop/FiltersPanel";
import { ListingFrame, ProductCount } from "../../components/shop/ListingFrame";
import { productsVariables } from "../../components/shop/listingQueries";
import { PagePicker, PRODUCT_PAGE_SIZE, usePageOf } from "../../components/shop/PagePicker";
import { ProductGrid } from "../../components/shop/ProductGrid";
import { LISTING_CARD_SIZES } from "../../components/shop/ProductCard";
import { ProductsQuery } from "../../components/shop/productDocuments";
import { SortMenu } from "../../components/shop/deferredWidgets";
import { useListingFilters } from "../../components/shop/useListingFilters";
import { useTaxonomy } from "../../components/common/useTaxonomy";
import type { Filters } from "../../components/shop/filters";
import { useAppStart } from "../../ssr/pageState";
import { Head } from "../../ssr/response";
import { listingPageHead } from "../../seo/listingHead";

/**
 * A public storefront's listing says what search engines and link previews need: its own title and description, its
 * canonical address (filters in one order) and preview tags. A members-only shop's listing is nobody's to find.
 */
function ListingHead({ filters, image }: { filters: Filters; image?: string }) {
  const { storefront } = useAppStart();
  const taxonomy = useTaxonomy();
  if (!storefront?.public) return null;
  const only = (values?: string[]) => (values?.length === 1 ? values[0] : undefined);
  const category = only(filters.category);
  const brand = only(filters.brand);
  const heading = category && !filters.brand?.length ? taxonomy.categoryLabel(category) : brand && !filters.category?.length ? taxonomy.brandLabel(brand) : "Products";
  return <Head {...listingPageHead(filters, { shopUrl: storefront.url, heading, image })} />;
}

export default function Listing() {
  const { filters, toggle, setPrice, sort, setSort } = useListingFilters();
  const filter = toApiFilter(filters);
  // Any change of filters or sort starts again at page 1.
  const queryKey = JSON.stringify([filter, sort]);
  const [page, setPage] = usePageOf(queryKey);

  const { data, previousData, loading, error } = useQuery(ProductsQuery, { variables: productsVariables(filters, sort, page) });
  // The products shown while others load (a new filter, a new page) are the ones before; a skeleton only at first.
  const result = error ? null : (data ?? previousData)?.products;
  const waiting = loading && !result;
  const products = result?.items ?? [];
  const total = result?.total ?? 0;
  // A broad filter of a large catalogue is counted by the database's estimate (exact once the last page is shown).
  const count = result?.totalIsEstimate ? `about ${total.toLocaleString("en-US")}` : total;

  return (
    <>
      <ListingHead filters={filters} image={products[0]?.image} />
      <ListingFrame
        filters={<FiltersPanel filters={filters} onToggle={toggle} onPriceChange={setPrice} />}
        count={<ProductCount count={count} />}
        sort={<SortMenu value={sort} onChange={setSort} />}
      >
        {waiting ? (
          <Skeleton h="400px" />
        ) : products.length === 0 ? (
          <Box py="12" textAlign="center" color="fg.muted">
            No products found.
          </Box>
        ) : (
          <ProductGrid products={products} cardSizes={LISTING_CARD_SIZES} />
        )}
        <PagePicker total={total} pageSize={PRODUCT_PAGE_SIZE} page={page} onPageChange={setPage} />
      </ListingFrame>
    </>
  );
}
