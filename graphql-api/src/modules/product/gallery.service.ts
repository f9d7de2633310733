// A product's gallery: up to 12 ordered pictures, each with alt text and optionally a colour of the product. The first
// is the product's `image` (what legacy clients and orders show). A product from before galleries shows its `image`
// alone, its title as alt text. Sizes and placeholders come from the upload's ImageInfo.
import type { ServiceDeps } from "../../service-deps.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { validateImageUrl } from "../upload/image-url.js";
import type { ImageInfoView, UploadService } from "../upload/upload.service.js";

export const MAX_IMAGES = 12;
const MAX_ALT = 250;

export interface GalleryImageView {
  url: string;
  alt: string;
  /** "" = every colour. */
  colour: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

export interface GalleryImageInput {
  url?: unknown;
  alt?: unknown;
  colour?: unknown;
}

type ProductRef = { id: string; title: string; image: string };

export class GalleryService {
  // Calls made in the same tick (a listing's 24 cards) are answered by one query each for rows and sizes.
  private pending: { product: ProductRef; resolve: (v: GalleryImageView[]) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly deps: ServiceDeps,
    private readonly uploads: UploadService,
  ) {}

  /** The product's pictures in order (its `image` first, as legacy clients see it). */
  imagesOf(product: ProductRef): Promise<GalleryImageView[]> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ product, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    const batch = this.pending;
    this.pending = [];
    try {
      const ids = [...new Set(batch.map((b) => b.product.id))];
      const rows = await this.deps.prisma.productImage.findMany({ where: { productId: { in: ids } }, orderBy: [{ productId: "asc" }, { position: "asc" }] });
      const byProduct = new Map<string, typeof rows>();
      for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
      const listed = batch.map(({ product }) => ordered(product, byProduct.get(product.id) ?? []));
      const info = await this.uploads.infoOf(listed.flat().map((i) => i.url));
      batch.forEach(({ resolve }, n) => resolve(listed[n]!.map((i) => withInfo(i, info.get(i.url)))));
    } catch (e) {
      batch.forEach(({ reject }) => reject(e));
    }
  }

  /**
   * Admin: the gallery, replaced as a whole in the order given (1 to 12 pictures). Each needs alt text; a colour must
   * be one of the product's. The first picture becomes the product's `image`.
   */
  async setImages(productId: string, input: unknown): Promise<ProductRef> {
    if (!isUuid(productId)) throw notFound("Product not found.");
    const images = parseImages(input);
    const product = await this.deps.prisma.product.findUnique({ where: { id: productId }, include: { variants: { select: { colour: true } } } });
    if (!product) throw notFound("Product not found.");
    const colours = new Set(product.variants.map((v) => v.colour).filter(Boolean));
    const unknown = images.find((i) => i.colour && !colours.has(i.colour));
    if (unknown) throw badInput(`"${unknown.colour}" is not a colour of this product${colours.size ? ` (${[...colours].join(", ")})` : ""}.`);
    const updated = await this.deps.prisma.$transaction(async (tx) => {
      await tx.productImage.deleteMany({ where: { productId } });
      await tx.productImage.createMany({ data: images.map((i, position) => ({ productId, position, ...i })) });
      const product = await tx.product.update({ where: { id: productId }, data: { image: images[0]!.url } });
      // The content stamp moves whatever changed (the trigger moves it only for the product's own columns, so an alt
      // text or a later picture alone would not): listing pages and the pages' catalogue answers, which show the
      // gallery's first picture, are made again (product.cache.ts, page-answers.ts).
      await tx.$executeRaw`UPDATE "Product" SET "contentUpdatedAt" = clock_timestamp() WHERE "id" = ${productId}::uuid`;
      return product;
    });
    return updated;
  }
}

/** The gallery rows, or for a product without any, its `image`; an `image` changed since (legacy edit) comes first. */
function ordered(product: ProductRef, rows: { url: string; alt: string; colour: string }[]): Omit<GalleryImageView, "width" | "height" | "placeholder">[] {
  const images = rows.map(({ url, alt, colour }) => ({ url, alt, colour }));
  if (images[0]?.url === product.image) return images;
  return [{ url: product.image, alt: product.title, colour: "" }, ...images.filter((i) => i.url !== product.image)];
}

const withInfo = (image: Omit<GalleryImageView, "width" | "height" | "placeholder">, info: ImageInfoView | undefined): GalleryImageView => ({
  ...image,
  width: info?.width ?? null,
  height: info?.height ?? null,
  placeholder: info?.placeholder ?? null,
});

function parseImages(input: unknown): { url: string; alt: string; colour: string }[] {
  if (!Array.isArray(input) || input.length === 0) throw badInput("A product needs at least one picture.");
  if (input.length > MAX_IMAGES) throw badInput(`At most ${MAX_IMAGES} pictures per product.`);
  const seen = new Set<string>();
  return input.map((raw: GalleryImageInput, n) => {
    const url = validateImageUrl(raw?.url, `images[${n}].url`);
    if (seen.has(url)) throw badInput(`Picture ${n + 1} is already in the gallery.`);
    seen.add(url);
    const alt = typeof raw?.alt === "string" ? raw.alt.trim() : "";
    if (!alt) throw badInput(`Picture ${n + 1} needs alt text: say what it shows, for shoppers who cannot see it.`);
    if (alt.length > MAX_ALT) throw badInput(`Picture ${n + 1}: alt text is at most ${MAX_ALT} characters.`);
    const colour = typeof raw?.colour === "string" ? raw.colour.trim() : "";
    if (raw?.colour !== undefined && raw.colour !== null && typeof raw.colour !== "string") throw badInput(`images[${n}].colour must be a string.`);
    return { url, alt, colour };
  });
}
