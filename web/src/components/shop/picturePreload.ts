import type { ImagePreload } from "../../ssr/head";
import { srcSetOf, type PictureSource } from "./ResponsivePicture";

/**
 * The preload of a picture ResponsivePicture shows: an uploaded photo's AVIF srcset (its first source, which every
 * browser that preloads by srcset also decodes; one without AVIF skips the preload for its type), else its address.
 */
export function picturePreload({ url, width }: PictureSource, sizes: string, maxWidth?: number): ImagePreload {
  const avif = width ? srcSetOf(url, "avif", width, maxWidth) : null;
  return avif ? { href: url, srcSet: avif, sizes, type: "image/avif" } : { href: url };
}
