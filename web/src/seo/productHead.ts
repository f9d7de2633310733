// The head of a product page and of a listing page on a public storefront: title, meta description, canonical URL,
// link-preview tags and structured data, in the shape the page head takes. Pure: the renderer calls them on the server
// and the app in the browser, so both write the same tags.
import type { Filters } from "../components/shop/filters";
import { centsToDollarText } from "../components/common/format";
import { SITE_NAME } from "./pageMeta";
import { canonicalListingUrl } from "./canonical";
import { metaDescription, socialTags, type MetaTag } from "./socialTags";
import { absoluteUrl, breadcrumbJsonLd, productJsonLd, type SeoProduct } from "./structuredData";

export interface SeoHead {
  title: string;
  description: string;
  canonical: string;
  meta: MetaTag[];
  jsonLd: unknown[];
}

export interface ProductPlace {
  shopUrl: string;
  brandName: string;
  /** The product's category (slug and name), the breadcrumb between home and the product. */
  category: { slug: string; name: string };
}

export function productPageHead(p: SeoProduct, { shopUrl, brandName, category }: ProductPlace): SeoHead {
  const image = absoluteUrl(shopUrl, p.image);
  const description = metaDescription(p.description);
  const price = p.salePriceCents > 0 ? p.salePriceCents : p.priceCents;
  return {
    title: `${p.title} | ${SITE_NAME}`,
    description,
    canonical: p.url,
    meta: socialTags({ title: p.title, description, url: p.url, image, price: { amount: centsToDollarText(price), currency: "USD" } }),
    jsonLd: [
      productJsonLd(p, { shopUrl, brandName }),
      breadcrumbJsonLd([
        { name: "Home", url: `${shopUrl}/shop/home` },
        { name: category.name, url: canonicalListingUrl(shopUrl, { category: [category.slug] }) },
        { name: p.title, url: p.url },
      ]),
    ],
  };
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
