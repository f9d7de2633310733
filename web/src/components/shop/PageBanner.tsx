import { Box, Image } from "@chakra-ui/react";
import { usePreloadedImage } from "../../ssr/response";
import { ACCOUNT_BANNER, CHECKOUT_BANNER } from "../../pages/shop/headerImages";

/** The picture across the top of a shop page (account, checkout): cropped from the left, 160px high, 300px from md. */
// The page's largest picture: fetched first (preloaded from the head, at high priority).
function PageBanner({ src, alt }: { src: string; alt: string }) {
  usePreloadedImage({ href: src });
  return (
    <Box h={{ base: "160px", md: "300px" }} overflow="hidden">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" objectPosition="left" fetchPriority="high" />
    </Box>
  );
}

export const AccountBanner = () => <PageBanner src={ACCOUNT_BANNER} alt="Account banner" />;
export const CheckoutBanner = () => <PageBanner src={CHECKOUT_BANNER} alt="Checkout banner" />;
