// Structured data of the storefront's pages as search engines read it (schema.org JSON-LD): a product page's Product
// (with its offer and, once reviewed, its rating) and BreadcrumbList. Pure functions the page renderer calls; every URL
// in them is absolute (a shop's address from shopInfo.url), every price a decimal string in US dollars.
import { centsToDollarText } from "../components/common/format";
import { absoluteUrl } from "./breadcrumbs";

/** What a product page knows of its product (the product query's fields). */
export interface SeoProduct {
  id: string;
  title: string;
  description: string;
  /** A path on this shop (/uploads/…, /images/…) or an absolute URL. */
  image: string;
  /** Absolute (Product.url). */
  url: string;
  priceCents: number;
  salePriceCents: number;
  totalStock: number;
  averageReview: number;
  reviewCount: number;
  variants: { sku: string; stock: number; unitPriceCents: number }[];
}

const SCHEMA = "https://schema.org";

export { absoluteUrl, breadcrumbJsonLd, type Crumb } from "./breadcrumbs";

/** What one unit costs now: the sale price when on sale, else the price (a variant's own price is in unitPriceCents). */
const chargedCents = (p: SeoProduct) => (p.salePriceCents > 0 ? p.salePriceCents : p.priceCents);

/**
 * The product's SKU: its one variant's; for several, what their SKUs share before the size or colour part (at least 3
 * characters), else the first one's.
 */
export function productSku(p: SeoProduct): string {
  const skus = p.variants.map((v) => v.sku);
  if (skus.length === 0) return p.id.replaceAll("-", "").slice(0, 12).toUpperCase();
  if (skus.length === 1) return skus[0]!;
  let common = skus[0]!;
  for (const sku of skus) while (!sku.startsWith(common)) common = common.slice(0, -1);
  common = common.replace(/[-_ /.]+$/, "");
  return common.length >= 3 ? common : skus[0]!;
}

/** schema.org Product: name, image, description, sku, brand, offers (price, currency, availability, url), rating when reviewed. */
export function productJsonLd(p: SeoProduct, { shopUrl, brandName }: { shopUrl: string; brandName: string }) {
  const prices = p.variants.length ? p.variants.map((v) => v.unitPriceCents) : [chargedCents(p)];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const availability = `${SCHEMA}/${p.totalStock > 0 ? "InStock" : "OutOfStock"}`;
  const offers =
    low === high
      ? { "@type": "Offer", price: centsToDollarText(low), priceCurrency: "USD", availability, url: p.url, itemCondition: `${SCHEMA}/NewCondition` }
      : { "@type": "AggregateOffer", lowPrice: centsToDollarText(low), highPrice: centsToDollarText(high), offerCount: prices.length, priceCurrency: "USD", availability, url: p.url };
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: p.title,
    image: [absoluteUrl(shopUrl, p.image)],
    description: p.description,
    sku: productSku(p),
    brand: { "@type": "Brand", name: brandName },
    url: p.url,
    offers,
    ...(p.reviewCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: Number(p.averageReview.toFixed(2)), reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: nothing in a product's text can end the element or
 * start markup (`<`, `>` and `&` written as JSON escapes), and U+2028/U+2029, which older JavaScript parsers read as
 * line ends, are escaped too. JSON.parse reads it back unchanged.
 */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
