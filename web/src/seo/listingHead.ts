// A listing page's head on a public storefront. Its own module: the listing's chunk then carries none of the product
// page's structured data (productHead.ts, structuredData.ts), which rolldown would otherwise put in a chunk both load.
import type { Filters } from "../components/shop/filters";
import { SITE_NAME } from "./pageMeta";
import { canonicalListingUrl } from "./canonical";
import { socialTags, type MetaTag } from "./socialTags";
import { absoluteUrl, breadcrumbJsonLd } from "./breadcrumbs";

export interface SeoHead {
  title: string;
  description: string;
  canonical: string;
  meta: MetaTag[];
  jsonLd: unknown[];
}

/** A listing's head: its canonical address keeps its filters in one order; `heading` names what it lists ("Men", "Products"). */
export function listingPageHead(filters: Filters, { shopUrl, heading, image }: { shopUrl: string; heading: string; image?: string }): SeoHead {
  const url = canonicalListingUrl(shopUrl, filters);
  const description = `${heading}: browse clothing, footwear and accessories by category and brand, sorted by price or name.`;
  return {
    title: `${heading} | ${SITE_NAME}`,
    description,
    canonical: url,
    meta: socialTags({ title: heading, description, url, image: image && absoluteUrl(shopUrl, image) }),
    jsonLd: [breadcrumbJsonLd([{ name: "Home", url: `${shopUrl}/shop/home` }, { name: heading, url }])],
  };
}
