// The head of a product page (and, from listingHead.ts, of a listing page) on a public storefront: title, meta description, canonical URL,
// link-preview tags and structured data, in the shape the page head takes. Pure: the renderer calls them on the server
// and the app in the browser, so both write the same tags.
import { centsToDollarText } from "../components/common/format";
import { SITE_NAME } from "./pageMeta";
import { canonicalListingUrl } from "./canonical";
import { metaDescription, socialTags, type MetaTag } from "./socialTags";
import { productJsonLd, type SeoProduct } from "./structuredData";
import { absoluteUrl, breadcrumbJsonLd } from "./breadcrumbs";

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

export { listingPageHead } from "./listingHead";
