import type { ReactNode } from "react";
import { Flex, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";

/**
 * The listing's layout: the filters beside (from md) or above the products, under a heading row with the count and
 * the sort.
 */
export function ListingFrame({ filters, count, sort, children }: { filters: ReactNode; count: ReactNode; sort: ReactNode; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: "1fr", md: "220px 1fr" }} gap="6" p={{ base: "4", md: "6" }}>
      {filters}
      <Stack gap="4" minW="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" borderBottomWidth="1px" pb="3">
          <Heading as="h1" size="xl">
            All Products
          </Heading>
          <HStack gap="3">
            {count}
            {sort}
          </HStack>
        </Flex>
        {children}
      </Stack>
    </Grid>
  );
}

/** "24 Products" (or "about 1,000,000 Products"), beside the sort. */
export function ProductCount({ count }: { count: ReactNode }) {
  return (
    <Text color="fg.muted" data-testid="product-count">
      {count} Products
    </Text>
  );
}
