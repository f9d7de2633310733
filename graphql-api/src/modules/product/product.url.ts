// Where a product's page is: /shop/product/<slug> on the shop's address (PUBLIC_URL). The slug itself is made by the
// database from the title (migration *_product_slugs), so every writer gets one.

/** What a slug may look like: the database makes them of a-z, 0-9 and hyphens (at most 80 + a 33-character suffix). */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 120;

/** The path of a product's page. */
export const productPath = (slug: string) => `/shop/product/${slug}`;

/** The absolute address of a product's page (what links, sitemaps and structured data name). */
export const productUrl = (publicUrl: string, slug: string) => `${publicUrl}${productPath(slug)}`;

/** A slug as asked (an address typed or shared: case and surrounding spaces do not matter), or null when it cannot be one. */
export function normalizeSlug(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const slug = value.trim().toLowerCase();
  return slug.length <= SLUG_MAX && SLUG_SHAPE.test(slug) ? slug : null;
}
