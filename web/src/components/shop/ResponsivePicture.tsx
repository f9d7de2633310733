// An uploaded picture at the width the page shows it: <picture> with AVIF and WebP sources and a JPEG (or PNG) fallback,
// each a srcset of the served widths, so a phone downloads what it paints, not the 12-megapixel master. The box is
// reserved from the picture's width and height (no layout shift) and painted its dominant colour until it loads.
// Anything that is not an upload (the demo's SVG drawings, another host's picture) is a plain <img>, as it was.
import type { ComponentProps, CSSProperties } from "react";
import { Image } from "@chakra-ui/react";

type ImageProps = ComponentProps<typeof Image>;

/** The widths the server makes (graphql-api/src/modules/upload/image-processing.ts SERVED_WIDTHS). */
export const SERVED_WIDTHS = [160, 320, 480, 640, 720, 960, 1280, 1920] as const;
const UPLOADED = /^\/uploads\/([0-9a-f]{64})\.(jpg|png|webp|gif|avif)$/;

export interface PictureSource {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
}

/** `srcset` of an uploaded picture in one format: every served width below its own, and its own width capped. */
export function srcSetOf(url: string, format: "avif" | "webp" | "jpg" | "png", width: number, maxWidth = 1920): string | null {
  const hash = UPLOADED.exec(url)?.[1];
  if (!hash) return null;
  const widths = SERVED_WIDTHS.filter((w) => w <= Math.min(width, maxWidth));
  // A picture narrower than 160 px, or wider than the last width below it: its own size is served too (never enlarged).
  const top = SERVED_WIDTHS.find((w) => w >= Math.min(width, maxWidth));
  if (top && !widths.includes(top)) widths.push(top);
  return widths.map((w) => `/uploads/${hash}-w${w}.${format} ${Math.min(w, width)}w`).join(", ");
}

interface Props extends Omit<ImageProps, "src" | "alt" | "width" | "height"> {
  image: PictureSource;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /** The page's largest picture: fetched first (fetchpriority high), never lazily. */
  priority?: boolean;
  /** Below the first screen: fetched as the shopper scrolls near it. */
  lazy?: boolean;
  /** The widest served width worth sending (a card never needs 1920). */
  maxWidth?: number;
}

export function ResponsivePicture({ image, sizes, priority = false, lazy = false, maxWidth, style, ...imgProps }: Props) {
  const { url, alt, width, height, placeholder } = image;
  const paint: CSSProperties | undefined = placeholder ? { backgroundColor: placeholder, ...style } : style;
  const common = {
    alt,
    htmlWidth: width ?? undefined,
    htmlHeight: height ?? undefined,
    loading: lazy && !priority ? ("lazy" as const) : undefined,
    decoding: "async" as const,
    fetchPriority: priority ? ("high" as const) : undefined,
    style: paint,
    ...imgProps,
  };
  const fallback = /\.(png|gif)$/.test(url) ? "png" : "jpg";
  const jpg = width ? srcSetOf(url, fallback, width, maxWidth) : null;
  if (!width || !jpg) return <Image src={url} {...common} />;
  const middle = SERVED_WIDTHS.find((w) => w >= Math.min(width, 640)) ?? 640;
  return (
    <picture style={{ display: "contents" }}>
      <source type="image/avif" srcSet={srcSetOf(url, "avif", width, maxWidth)!} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(url, "webp", width, maxWidth)!} sizes={sizes} />
      <Image src={`/uploads/${UPLOADED.exec(url)![1]}-w${middle}.${fallback}`} srcSet={jpg} sizes={sizes} {...common} />
    </picture>
  );
}
