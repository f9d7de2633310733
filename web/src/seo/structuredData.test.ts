import { describe, expect, it } from "vitest";
import { canonicalListingUrl } from "./canonical";
import { listingPageHead, productPageHead } from "./productHead";
import { metaDescription, socialTags } from "./socialTags";
import { jsonLdScriptText, productJsonLd, type SeoProduct } from "./structuredData";

const SHOP = "https://shop.example.com";
const tee: SeoProduct = {
  id: "0d6f1f9e-5b1a-4c3e-9a55-5f7a3b2c1d00",
  title: "Classic Tee",
  description: "Soft cotton tee.\n  Made to last.",
  image: "/uploads/abc.webp",
  url: `${SHOP}/shop/product/classic-tee`,
  priceCents: 2500,
  salePriceCents: 1999,
  totalStock: 7,
  averageReview: 4.333333,
  reviewCount: 3,
  variants: [
    { sku: "TEE-001-S", stock: 3, unitPriceCents: 1999 },
    { sku: "TEE-001-M", stock: 4, unitPriceCents: 1999 },
  ],
};

describe("a product's JSON-LD", () => {
  it("holds what Google's product snippet and merchant listing read: name, image, description, sku, brand, offer, rating", () => {
    expect(productJsonLd(tee, { shopUrl: SHOP, brandName: "Nike" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Classic Tee",
      image: [`${SHOP}/uploads/abc.webp`],
      description: "Soft cotton tee.\n  Made to last.",
      sku: "TEE-001",
      brand: { "@type": "Brand", name: "Nike" },
      url: `${SHOP}/shop/product/classic-tee`,
      offers: { "@type": "Offer", price: "19.99", priceCurrency: "USD", availability: "https://schema.org/InStock", url: `${SHOP}/shop/product/classic-tee`, itemCondition: "https://schema.org/NewCondition" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.33, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });

  it("says out of stock at 0, gives a price range for sizes priced apart, and no rating before a review", () => {
    const ld = productJsonLd(
      { ...tee, image: "https://cdn.example.net/x.jpg", totalStock: 0, reviewCount: 0, averageReview: 0, variants: [{ sku: "A1", stock: 0, unitPriceCents: 1000 }, { sku: "B2", stock: 0, unitPriceCents: 1250 }] },
      { shopUrl: SHOP, brandName: "Zara" },
    );
    expect(ld.image).toEqual(["https://cdn.example.net/x.jpg"]);
    expect(ld.sku).toBe("A1");
    expect(ld.offers).toEqual({ "@type": "AggregateOffer", lowPrice: "10.00", highPrice: "12.50", offerCount: 2, priceCurrency: "USD", availability: "https://schema.org/OutOfStock", url: tee.url });
    expect(ld).not.toHaveProperty("aggregateRating");
  });

  it("embeds in a script element as text no product name can break out of, and reads back the same", () => {
    const hostile = { ...tee, title: "</script><script>alert(1)</script> & \u2028\u2029" };
    const text = jsonLdScriptText(productJsonLd(hostile, { shopUrl: SHOP, brandName: "<b>" }));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text).name).toBe(hostile.title);
  });
});

describe("a listing's canonical URL", () => {
  it("is one address whatever order the filters were picked in, values sorted, prices with cents", () => {
    const a = canonicalListingUrl(SHOP, { brand: ["nike", "h&m"], category: ["women", "men"], maxPrice: "50", minPrice: "12.5", size: ["M", "L"] });
    const b = canonicalListingUrl(SHOP, { size: ["L", "M", "L"], minPrice: "12.50", category: ["men", "women"], brand: ["h&m", "nike"], maxPrice: "50.00" });
    expect(a).toBe(`${SHOP}/shop/listing?category=men%2Cwomen&brand=h%26m%2Cnike&size=L%2CM&minPrice=12.50&maxPrice=50.00`);
    expect(b).toBe(a);
    expect(canonicalListingUrl(SHOP, {})).toBe(`${SHOP}/shop/listing`);
    // The address the sitemap lists for the brand H&M (graphql-api/src/crawlers.ts).
    expect(canonicalListingUrl(SHOP, { brand: ["h&m"] })).toBe(`${SHOP}/shop/listing?brand=h%26m`);
  });
});

describe("link previews and page heads", () => {
  it("give a product page its title, a one-line description, its URL as canonical, Open Graph and Twitter tags and both JSON-LD", () => {
    const head = productPageHead(tee, { shopUrl: SHOP, brandName: "Nike", category: { slug: "men", name: "Men" } });
    expect(head.title).toBe("Classic Tee | E-Commerce Shopping");
    expect(head.description).toBe("Soft cotton tee. Made to last.");
    expect(head.canonical).toBe(tee.url);
    const tags = Object.fromEntries(head.meta.map((m) => [m.property ?? m.name, m.content]));
    expect(tags).toMatchObject({
      "og:type": "product",
      "og:title": "Classic Tee",
      "og:url": tee.url,
      "og:image": `${SHOP}/uploads/abc.webp`,
      "product:price:amount": "19.99",
      "product:price:currency": "USD",
      "twitter:card": "summary_large_image",
      "twitter:image": `${SHOP}/uploads/abc.webp`,
    });
    expect(head.jsonLd[1]).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SHOP}/shop/home` },
        { "@type": "ListItem", position: 2, name: "Men", item: `${SHOP}/shop/listing?category=men` },
        { "@type": "ListItem", position: 3, name: "Classic Tee", item: tee.url },
      ],
    });
  });

  it("give a listing its canonical address and a website card; long descriptions are cut at a word", () => {
    const head = listingPageHead({ category: ["women", "men"] }, { shopUrl: SHOP, heading: "Men and Women" });
    expect(head.canonical).toBe(`${SHOP}/shop/listing?category=men%2Cwomen`);
    expect(head.meta.find((m) => m.property === "og:type")?.content).toBe("website");
    expect(socialTags({ title: "t", description: "d", url: SHOP }).find((m) => m.name === "twitter:card")?.content).toBe("summary");
    const long = metaDescription("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});
