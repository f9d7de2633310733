// The home page's titled section, shared by its shell (Home.tsx) and its data sections (HomeCatalogue.tsx).
import type { ReactNode } from "react";
import { Box, Heading, Skeleton } from "@chakra-ui/react";

export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="2xl" textAlign="center" mb="6">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The product section while its first page loads (the same box whether the code or the data is on its way). */
export function FeatureProductsPlaceholder() {
  return (
    <HomeSection title="Feature Products">
      <Skeleton h="300px" />
    </HomeSection>
  );
}
