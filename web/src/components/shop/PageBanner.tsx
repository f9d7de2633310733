import { Box, Image } from "@chakra-ui/react";

/** The picture across the top of a shop page (account, checkout): cropped from the left, 160px high, 300px from md. */
export function PageBanner({ src, alt }: { src: string; alt: string }) {
  return (
    <Box h={{ base: "160px", md: "300px" }} overflow="hidden">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" objectPosition="left" />
    </Box>
  );
}
