import { Box, Image } from "@chakra-ui/react";
import { ACCOUNT_BANNER, CHECKOUT_BANNER } from "../../pages/shop/headerImages";

/** The picture across the top of a shop page (account, checkout): cropped from the left, 160px high, 300px from md. */
function PageBanner({ src, alt }: { src: string; alt: string }) {
  return (
    <Box h={{ base: "160px", md: "300px" }} overflow="hidden">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" objectPosition="left" />
    </Box>
  );
}

export const AccountBanner = () => <PageBanner src={ACCOUNT_BANNER} alt="Account banner" />;
export const CheckoutBanner = () => <PageBanner src={CHECKOUT_BANNER} alt="Checkout banner" />;
