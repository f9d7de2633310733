import { Box, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useServedQueries } from "../../apollo/useServedQueries";
import { toApiFilter } from "../../components/shop/filters";
import { FiltersPanel } from "../../components/shop/FiltersPanel";
import { productsVariables } from "../../components/shop/listingQueries";
import { PagePicker, PRODUCT_PAGE_SIZE, usePageOf } from "../../components/shop/PagePicker";
import { ProductGrid } from "../../components/shop/ProductGrid";
import { ProductsQuery } from "../../components/shop/productDocuments";
import { useDeferredResult } from "../../components/shop/useDeferredResult";
import { SortMenu } from "../../components/shop/deferredWidgets";
import { useListingFilters } from "../../components/shop/useListingFilters";

export default function Listing() {
  useServedQueries("/shop/listing");
  const { filters, toggle, setPrice, sort, setSort } = useListingFilters();
  const filter = toApiFilter(filters);
  // Any change of filters or sort starts again at page 1.
  const queryKey = JSON.stringify([filter, sort]);
  const [page, setPage] = usePageOf(queryKey);

  const { data, previousData, loading, error } = useQuery(ProductsQuery, { variables: productsVariables(filters, sort, page) });
  // The cards, count and pager render together from the deferred result, the skeleton staying until then.
  const { shown: result, waiting } = useDeferredResult(error ? null : (data ?? previousData)?.products, loading);
  const products = result?.items ?? [];
  const total = result?.total ?? 0;
  // A broad filter of a large catalogue is counted by the database's estimate (exact once the last page is shown).
  const count = result?.totalIsEstimate ? `about ${total.toLocaleString("en-US")}` : total;

  return (
    <Grid templateColumns={{ base: "1fr", md: "220px 1fr" }} gap="6" p={{ base: "4", md: "6" }}>
      <FiltersPanel filters={filters} onToggle={toggle} onPriceChange={setPrice} />
      <Stack gap="4" minW="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" borderBottomWidth="1px" pb="3">
          <Heading as="h1" size="xl">
            All Products
          </Heading>
          <HStack gap="3">
            <Text color="fg.muted" data-testid="product-count">
              {count} Products
            </Text>
            <SortMenu value={sort} onChange={setSort} />
          </HStack>
        </Flex>
        {waiting ? (
          <Skeleton h="400px" />
        ) : products.length === 0 ? (
          <Box py="12" textAlign="center" color="fg.muted">
            No products found.
          </Box>
        ) : (
          <ProductGrid products={products} />
        )}
        <PagePicker total={total} pageSize={PRODUCT_PAGE_SIZE} page={page} onPageChange={setPage} />
      </Stack>
    </Grid>
  );
}
