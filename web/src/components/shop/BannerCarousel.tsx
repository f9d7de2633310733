import { useEffect, useState, type CSSProperties } from "react";
import { Box, HStack, IconButton, VisuallyHidden } from "@chakra-ui/react";
import { FaChevronLeft, FaChevronRight } from "react-icons/fa";
import { usePreloadedImage } from "../../ssr/response";

export const BANNERS = [1, 2, 3, 4, 5, 6].map((n) => `/images/banners/${n}.svg`);
export const CAROUSEL_INTERVAL_MS = 5000;

const slideStyle: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", objectPosition: "left center" };
// A new banner slides in from the right as the old one slides out to the left (the theme's banner-in and banner-out
// keyframes, theme/system.ts): CSS, so the first banner is a plain image the server renders and the page keeps.
const SLIDE = "0.6s ease-out both";

// On phones the banner art's text starts about 40px from the left edge at mid-height and runs to the right edge, where
// mid-height arrows would cover it; there the arrows shrink and sit in the bottom corners, level with the dots.
const arrowPlacement = {
  position: "absolute",
  top: { base: "auto", md: "50%" },
  bottom: { base: "2", md: "auto" },
  transform: { base: "none", md: "translateY(-50%)" },
  rounded: "full",
  variant: "surface",
  size: { base: "xs", md: "sm" },
} as const;

/** Auto-advancing banner carousel; a manual move restarts the interval. Pauses while hovered or focused, and never
 * advances by itself for a visitor who prefers reduced motion. */
export function BannerCarousel({ images = BANNERS, intervalMs = CAROUSEL_INTERVAL_MS }: { images?: string[]; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  // The banner sliding out, while it does.
  const [leaving, setLeaving] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  // The first banner is the home page's largest picture: preloaded from the head, before the scripts.
  usePreloadedImage(images[0] ? { href: images[0] } : undefined);

  useEffect(() => {
    // A visitor who asked for less motion moves the banners themselves (WCAG 2.2.2: moving content can be stopped).
    if (paused || count < 2 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setTimeout(() => go(index + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  function go(next: number) {
    const target = ((next % count) + count) % count;
    if (target === index) return;
    setLeaving(index);
    setIndex(target);
  }
  const alt = (i: number) => `Banner ${i + 1} of ${count}`;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Banners"
      position="relative"
      w="full"
      h={{ base: "220px", md: "420px", lg: "560px" }}
      overflow="hidden"
      bg="gray.100"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {leaving !== null && (
        <img
          key={`leaving-${leaving}`}
          src={images[leaving]}
          alt=""
          aria-hidden
          style={{ ...slideStyle, animation: `banner-out ${SLIDE}` }}
          width={1600}
          height={600}
          onAnimationEnd={() => setLeaving(null)}
        />
      )}
      {/* The first banner is the page's largest image: fetched first, at its artwork's size (1600x600). */}
      <img
        key={index}
        src={images[index]}
        alt={alt(index)}
        style={leaving === null ? slideStyle : { ...slideStyle, animation: `banner-in ${SLIDE}` }}
        width={1600}
        height={600}
        fetchPriority={index === 0 ? "high" : undefined}
      />
      <VisuallyHidden aria-live="polite">{`Slide ${index + 1} of ${count}`}</VisuallyHidden>
      <IconButton
        aria-label="Previous banner"
        {...arrowPlacement}
        left={{ base: "2", md: "3" }}
        onClick={() => go(index - 1)}
      >
        <FaChevronLeft />
      </IconButton>
      <IconButton
        aria-label="Next banner"
        {...arrowPlacement}
        right={{ base: "2", md: "3" }}
        onClick={() => go(index + 1)}
      >
        <FaChevronRight />
      </IconButton>
      <HStack position="absolute" bottom={{ base: "2.5", md: "1" }} left="50%" transform="translateX(-50%)" gap="0">
        {images.map((_, i) => (
          // A 24px target (WCAG 2.5.8) around the 12px dot that shows.
          <IconButton
            key={i}
            aria-label={`Go to banner ${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            minW="6"
            w="6"
            h="6"
            p="0"
            variant="plain"
            onClick={() => go(i)}
          >
            <Box
              as="span"
              display="block"
              w="3"
              h="3"
              rounded="full"
              bg={i === index ? "white" : "whiteAlpha.600"}
              borderWidth="1px"
              borderColor="blackAlpha.400"
            />
          </IconButton>
        ))}
      </HStack>
    </Box>
  );
}
