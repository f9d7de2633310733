import { Suspense } from "react";
import { Button, Container, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { FaChild, FaFemale, FaGem, FaMale, FaShoePrints, FaTag } from "react-icons/fa";
import { useNavigate } from "react-router";
import { BannerCarousel } from "../../components/shop/BannerCarousel";
import type { FilterKey } from "../../components/common/catalog";
import { useTaxonomy } from "../../components/common/useTaxonomy";
import { filtersToSearchParams, writeSessionFilters } from "../../components/shop/filters";
import { lazyWithApollo } from "../../apollo/lazyWithApollo";
import { FeatureProductsPlaceholder, HomeSection } from "./homeSection";

// The banner and the tiles hydrate without Apollo Client. The sections that query data (below the first screen on a
// phone) come with the server's HTML too, but their code and Apollo Client load after the page has started, and React
// hydrates them then (hydrateLater): the shopper sees them at once, and the page's first seconds stay light.
const HomeCatalogue = lazyWithApollo(() => import("./HomeCatalogue"), undefined, { hydrateLater: true });

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
          <Suspense fallback={<FeatureProductsPlaceholder />}>
            <HomeCatalogue />
          </Suspense>
        </Stack>
      </Container>
    </Stack>
  );
}

function TileSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <HomeSection title={title}>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        {children}
      </SimpleGrid>
    </HomeSection>
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
