// A product's pictures on its page and in the listing's dialog: the chosen one large, the others as thumbnails to
// pick from; choosing a colour shows that colour's pictures (and those of any colour).
import { useState } from "react";
import { Box, HStack, Stack } from "@chakra-ui/react";
import { ResponsivePicture, type PictureSource } from "./ResponsivePicture";
import { picturePreload } from "./picturePreload";
import { usePreloadedImage } from "../../ssr/response";

export type GalleryPicture = PictureSource & { colour: string };

/** The pictures shown for a colour: its own and those of any colour; every picture when none is of that colour. */
export function picturesFor(images: readonly GalleryPicture[], colour: string): GalleryPicture[] {
  if (!colour || !images.some((i) => i.colour === colour)) return [...images];
  return images.filter((i) => i.colour === colour || i.colour === "");
}

/** The large picture's box is at most this tall; a portrait photo is painted narrower than the box (object-fit). */
export const GALLERY_MAX_HEIGHT = 560;

interface Props {
  images: readonly GalleryPicture[];
  colour: string;
  /** How wide the large picture is shown (`sizes`), or how wide this picture is (its shape may narrow it). */
  sizes: string | ((picture: PictureSource) => string);
  /** On the product page the large picture is the page's largest: fetched first. */
  priority?: boolean;
}

export function ProductGallery({ images, colour, sizes, priority = false }: Props) {
  const shown = picturesFor(images, colour);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  // A colour change shows its first picture unless the one chosen is among its pictures.
  const chosen = shown.find((i) => i.url === chosenUrl) ?? shown[0];
  const chosenSizes = chosen && (typeof sizes === "string" ? sizes : sizes(chosen));
  // The page's largest picture, preloaded from the head with the srcset and sizes of its AVIF source: the browser asks
  // for it before the page's scripts and takes that same file for the <img>.
  usePreloadedImage(priority && chosen ? picturePreload(chosen, chosenSizes!) : undefined);
  if (!chosen) return null;
  return (
    <Stack gap="2" w={{ base: "full", md: "50%" }} data-testid="gallery">
      <ResponsivePicture
        key={chosen.url}
        image={chosen}
        sizes={chosenSizes!}
        priority={priority}
        w="full"
        h="auto"
        // A picture whose size is not recorded (the demo's drawings, uploads from before sizes were kept) gets a square
        // box until it loads: with no box, the page painted before it arrived and the title, price and Add to Cart
        // below it jumped down by its height when it came (Lighthouse mobile on the product page: CLS 0.316).
        aspectRatio={chosen.width && chosen.height ? undefined : "square"}
        maxH={`${GALLERY_MAX_HEIGHT}px`}
        objectFit="contain"
        rounded="md"
      />
      {shown.length > 1 && (
        <HStack gap="2" wrap="wrap" role="list" aria-label="Pictures">
          {shown.map((image, n) => (
            <Box
              as="button"
              role="listitem"
              key={image.url}
              aria-label={`Picture ${n + 1} of ${shown.length}: ${image.alt}`}
              aria-current={image.url === chosen.url ? "true" : undefined}
              onClick={() => setChosenUrl(image.url)}
              borderWidth="2px"
              borderColor={image.url === chosen.url ? "fg" : "transparent"}
              rounded="sm"
              overflow="hidden"
              w="64px"
              h="64px"
              cursor="pointer"
            >
              <ResponsivePicture image={{ ...image, alt: "" }} sizes="64px" lazy w="64px" h="64px" objectFit="cover" />
            </Box>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
