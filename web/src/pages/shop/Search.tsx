import { useState } from "react";
import { Box, Container, Input, InputGroup, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { FaSearch } from "react-icons/fa";
import { useSearchParams } from "react-router";
import { PagePicker, usePageOf } from "../../components/shop/PagePicker";
import { ProductGrid } from "../../components/shop/ProductGrid";
import { SearchProductsQuery } from "../../components/shop/productDocuments";
import { searchableKeyword, SEARCH_DEBOUNCE_MS } from "../../components/shop/search";
import { useDebouncedValue } from "../../components/shop/useDebouncedValue";
import { useTypedBeforeStart } from "../../ssr/useTypedBeforeStart";

export const SEARCH_PAGE_SIZE = 48;

export default function Search() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get("keyword") ?? "");
  const debounced = searchableKeyword(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  // A query cut below the minimum clears the results at once, without waiting for the debounce.
  const keyword = searchableKeyword(text) === null ? null : debounced;
  const [page, setPage] = usePageOf(keyword);
  const search = (typed: string) => {
    setText(typed);
    const next = searchableKeyword(typed);
    setSearchParams(next ? { keyword: next } : {}, { replace: true });
  };
  const field = useTypedBeforeStart<HTMLInputElement>(text, search);

  const { data, loading, error } = useQuery(SearchProductsQuery, {
    variables: { keyword: keyword ?? "", page, pageSize: SEARCH_PAGE_SIZE },
    skip: keyword === null,
  });
  // A failed search shows none.
  const results = keyword === null || error ? [] : (data?.searchProducts.items ?? []);

  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <InputGroup startElement={<FaSearch aria-hidden />} maxW="2xl" mx="auto" w="full">
          <Input
            ref={field}
            aria-label="Search products"
            placeholder="Search Products..."
            size="lg"
            value={text}
            onChange={(e) => search(e.target.value)}
          />
        </InputGroup>
        {loading && keyword !== null ? (
          <Skeleton h="300px" />
        ) : results.length === 0 ? (
          <Box textAlign="center" py="12">
            <Text fontSize="2xl" fontWeight="bold">
              No result found!
            </Text>
          </Box>
        ) : (
          <Stack gap="6">
            <ProductGrid products={results} />
            <PagePicker total={data?.searchProducts.total ?? 0} pageSize={SEARCH_PAGE_SIZE} page={page} onPageChange={setPage} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
