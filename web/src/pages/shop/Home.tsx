import { useState } from "react";
import { Box, Button, Container, Heading, Image, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { IconType } from "react-icons";
import { FaChild, FaFemale, FaGem, FaMale, FaShoePrints, FaTag } from "react-icons/fa";
import { useNavigate } from "react-router";
import { BannerCarousel } from "../../components/shop/BannerCarousel";
import type { FilterKey } from "../../components/common/catalog";
import { useTaxonomy } from "../../components/common/useTaxonomy";
import { filtersToSearchParams, writeSessionFilters } from "../../components/shop/filters";
import { FeatureImagesQuery, ProductsQuery } from "../../components/shop/productDocuments";
import { ProductGrid } from "../../components/shop/ProductGrid";
import { PagePicker, PRODUCT_PAGE_SIZE } from "../../components/shop/PagePicker";

const CATEGORY_ICONS: Record<string, IconType> = {
  men: FaMale,
  women: FaFemale,
  kids: FaChild,
  accessories: FaGem,
  footwear: FaShoePrints,
};

export default function Home() {
  const navigate = useNavigate();
  const { categories, brands } = useTaxonomy();
  const openListing = (key: FilterKey, id: string) => {
    const filters = { [key]: [id] };
    writeSessionFilters(filters);
    navigate({ pathname: "/shop/listing", search: `?${filtersToSearchParams(filters)}` });
  };

  return (
    <Stack gap="12" pb="12">
      <BannerCarousel />
      <Container maxW="7xl">
        <Stack gap="12">
          <TileSection title="Shop by Category">
            {categories.map((c) => (
              <Tile key={c.id} label={c.label} icon={CATEGORY_ICONS[c.id] ?? FaTag} onClick={() => openListing("category", c.id)} />
            ))}
          </TileSection>
          <TileSection title="Shop by Brand">
            {brands.map((b) => (
              <Tile key={b.id} label={b.label} icon={FaTag} onClick={() => openListing("brand", b.id)} />
            ))}
          </TileSection>
          <FeaturedHighlights />
          <FeatureProducts />
        </Stack>
      </Container>
    </Stack>
  );
}

function TileSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="2xl" textAlign="center" mb="6">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  );
}

function Tile({ label, icon: Icon, onClick }: { label: string; icon: IconType; onClick: () => void }) {
  return (
    <Button variant="outline" h="28" flexDirection="column" gap="3" onClick={onClick}>
      <Icon size="32" aria-hidden />
      <Text fontWeight="bold">{label}</Text>
    </Button>
  );
}

function FeaturedHighlights() {
  const { data } = useQuery(FeatureImagesQuery);
  const images = data?.featureImages ?? [];
  if (images.length === 0) return null;
  return (
    <Box as="section">
      <Heading as="h2" size="2xl" textAlign="center" mb="6">
        Featured Highlights
      </Heading>
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
    </Box>
  );
}

/** Every product, cheapest first, a page at a time (the catalogue can hold many thousands). */
function FeatureProducts() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(ProductsQuery, { variables: { sortBy: "priceLowToHigh", page, pageSize: PRODUCT_PAGE_SIZE } });
  return (
    <Box as="section">
      <Heading as="h2" size="2xl" textAlign="center" mb="6">
        Feature Products
      </Heading>
      {loading && !data ? (
        <Skeleton h="300px" />
      ) : (
        <Stack gap="6">
          <ProductGrid products={error ? [] : (data?.products.items ?? [])} />
          <PagePicker total={error ? 0 : (data?.products.total ?? 0)} pageSize={PRODUCT_PAGE_SIZE} page={page} onPageChange={setPage} />
        </Stack>
      )}
    </Box>
  );
}
