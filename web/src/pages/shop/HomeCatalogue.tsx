// The home page's data: the admin's feature images and every product, a page at a time. Its own chunk, loaded with
// Apollo Client after the page's top (banner, tiles) has started (Home.tsx).
import { useState } from "react";
import { Image, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { FeatureImagesQuery, ProductsQuery } from "../../components/shop/productDocuments";
import { ProductGrid } from "../../components/shop/ProductGrid";
import type { CardProduct } from "../../components/shop/ProductCard";
import { PagePicker, PRODUCT_PAGE_SIZE } from "../../components/shop/PagePicker";
import { FeatureProductsPlaceholder, HomeSection } from "./homeSection";

const NO_PRODUCTS: CardProduct[] = [];

export default function HomeCatalogue() {
  return (
    <>
      <FeaturedHighlights />
      <FeatureProducts />
    </>
  );
}

function FeaturedHighlights() {
  const { data } = useQuery(FeatureImagesQuery);
  const images = data?.featureImages ?? [];
  if (images.length === 0) return null;
  return (
    <HomeSection title="Featured Highlights">
      {/* Feature images are wide banners with text across them: a row each, whole (cropping cut their headlines). */}
      <SimpleGrid columns={1} gap="4">
        {images.map((img, i) => (
          <Image
            key={img.id}
            src={img.image}
            alt={`Featured highlight ${i + 1}`}
            // The demo artwork's size: the browser reserves the row before the image arrives (no layout shift).
            htmlWidth={1200}
            htmlHeight={300}
            loading="lazy"
            w="full"
            h="auto"
            maxH="320px"
            objectFit="contain"
            rounded="md"
          />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}

/** Every product, cheapest first, a page at a time (the catalogue can hold many thousands). */
function FeatureProducts() {
  const [page, setPage] = useState(1);
  const { data: fresh, previousData, loading, error } = useQuery(ProductsQuery, { variables: { sortBy: "priceLowToHigh", page, pageSize: PRODUCT_PAGE_SIZE } });
  const data = fresh ?? previousData;
  if (loading && !data) return <FeatureProductsPlaceholder />;
  return (
    <HomeSection title="Feature Products">
      <Stack gap="6">
        <ProductGrid products={error ? NO_PRODUCTS : (data?.products.items ?? NO_PRODUCTS)} />
        <PagePicker total={error ? 0 : (data?.products.total ?? 0)} pageSize={PRODUCT_PAGE_SIZE} page={page} onPageChange={setPage} />
      </Stack>
    </HomeSection>
  );
}
