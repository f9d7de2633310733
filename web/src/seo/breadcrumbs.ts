// A page's trail as schema.org BreadcrumbList, and absolute addresses: what a listing's head and a product's share.
// Its own module, so a listing's chunk does not carry the product page's structured data (structuredData.ts).

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

/** An image or link of this shop as an absolute URL (an absolute one is kept). */
export const absoluteUrl = (shopUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${shopUrl}/`).href;

/** schema.org BreadcrumbList of a page's trail, from the home page to the page itself. */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}
