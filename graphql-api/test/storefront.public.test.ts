// A public storefront (STOREFRONT_ACCESS=public) as a crawler or a link preview sees it: the server-rendered pages
// fetched without running any script. A product page has its own address, and its HTML holds the product's name, price
// and availability, its head the page's own title, description, canonical URL, Open Graph and Twitter tags and JSON-LD
// with every property Google's Product snippet requires; an old slug answers 301, an unknown one 404. A visitor browses
// home, listing, search and product pages and is sent to sign in (and back afterwards) from wishlist, checkout and account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, startTestServer, type TestServer } from "./support/harness.js";

const SHOP = "https://shop.example.com";

let t: TestServer;
// A server with the page renderer: its start took over a minute on a machine at load 20+ beside other suites.
beforeAll(async () => {
  t = await startTestServer({ STOREFRONT_ACCESS: "public", PUBLIC_URL: SHOP });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A page as a crawler gets it: HTML, no script run, redirects not followed. */
async function crawl(pathname: string, token?: string) {
  const res = await fetch(`${t.url}${pathname}`, { redirect: "manual", headers: { accept: "text/html", ...(token ? { cookie: `token=${token}` } : {}) } });
  const html = await res.text();
  const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? "";
  const root = /<div id="root">(.*)<\/div><style>#root\{display:block\}<\/style>/s.exec(html)?.[1] ?? "";
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
  // Attribute values as a parser reads them (the server writes &, <, >, quotes as character references).
  const attr = (value?: string) => value?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  const meta = (key: string) => attr(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1]);
  const canonical = attr(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  // What a reader sees before any script: the root's text.
  const text = root.replace(/<style[^>]*>.*?<\/style>/gs, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");
  return { res, html, head, root, text, jsonLd, meta, canonical, title };
}

const slugOf = async (id: string) => (await t.db.prisma.product.findUniqueOrThrow({ where: { id } })).slug!;

describe("a product page fetched without scripts", () => {
  it("holds the name, price and availability, and JSON-LD with every property Google's Product snippet requires", async () => {
    const p = await createProduct(t, { title: "Crawler Linen Shirt", description: "Cool linen for warm days.", priceCents: 4999, totalStock: 3, brand: "nike", category: "men" });
    const page = await crawl(`/shop/product/${await slugOf(p.id)}`);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("Crawler Linen Shirt");
    expect(page.text).toContain("$49.99");
    expect(page.text).toContain("In stock: only 3 left");

    const url = `${SHOP}/shop/product/${await slugOf(p.id)}`;
    expect(page.title).toBe("Crawler Linen Shirt | E-Commerce Shopping");
    expect(page.meta("description")).toBe("Cool linen for warm days.");
    expect(page.canonical).toBe(url);
    expect(page.meta("og:type")).toBe("product");
    expect(page.meta("og:url")).toBe(url);
    expect(page.meta("og:image")).toBe(`${SHOP}/images/products/test.svg`);
    expect(page.meta("twitter:card")).toBe("summary_large_image");
    expect(page.meta("twitter:image")).toBe(`${SHOP}/images/products/test.svg`);

    const product = page.jsonLd.find((d) => d["@type"] === "Product")!;
    expect(product).toMatchObject({ "@context": "https://schema.org", name: "Crawler Linen Shirt", image: [`${SHOP}/images/products/test.svg`], url });
    expect(product.offers).toMatchObject({ price: "49.99", priceCurrency: "USD", availability: "https://schema.org/InStock" });
    expect(product.aggregateRating).toBeUndefined(); // not reviewed yet
    const crumbs = page.jsonLd.find((d) => d["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Men", "Crawler Linen Shirt"]);
  });

  it("rates a reviewed product (aggregateRating) and says a sold-out one is out of stock", async () => {
    const p = await createVariantProduct(t, [{ size: "M", stock: 0 }], { title: "Crawler Sold Out Parka", priceCents: 12000 });
    const reviewer = await createUser(t);
    await t.db.prisma.review.create({ data: { productId: p.id, userId: reviewer.id, userName: reviewer.userName, reviewMessage: "Warm", reviewValue: 4 } });
    await t.db.prisma.product.update({ where: { id: p.id }, data: { averageReview: 4, reviewCount: 1 } });
    const page = await crawl(`/shop/product/${await slugOf(p.id)}`);
    expect(page.text).toContain("Out of stock");
    const product = page.jsonLd.find((d) => d["@type"] === "Product")!;
    expect(product.offers).toMatchObject({ price: "120.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" });
    expect(product.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4, reviewCount: 1 });
  });

  it("keeps a product's text as text: a name cannot end a script or open one, in the body, the head or the JSON-LD", async () => {
    const title = "</script><script>alert(1)</script>";
    const p = await createProduct(t, { title, description: `"Quoted" & <b>bold</b>` });
    const page = await crawl(`/shop/product/${await slugOf(p.id)}`);
    expect(page.res.status).toBe(200);
    expect(page.html).not.toContain("<script>alert(1)");
    expect(page.root).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.jsonLd.find((d) => d["@type"] === "Product")!.name).toBe(title);
    expect(page.head).toContain('content="&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(page.meta("og:title")).toBe(title);
  });

  it("answers an old slug with 301 to the product's address, and an unknown one with the not-found page and 404", async () => {
    const admin = await createUser(t, { role: "admin" });
    const p = await createProduct(t, { title: "Crawler Old Name Tee" });
    const old = await slugOf(p.id);
    const renamed = await t.gql(`mutation($id: ID!) { updateProduct(id: $id, input: { title: "Crawler New Name Tee" }) { slug } }`, { id: p.id }, admin.token);
    expect(renamed.data.updateProduct.slug).toBe("crawler-new-name-tee");
    const moved = await crawl(`/shop/product/${old}`);
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get("location")).toBe("/shop/product/crawler-new-name-tee");

    const missing = await crawl("/shop/product/no-such-product-anywhere");
    expect(missing.res.status).toBe(404);
    expect(missing.title).toBe("Page not found | E-Commerce Shopping");
  });
});

describe("a listing page fetched without scripts", () => {
  it("holds its products' names and prices, its canonical address with the filters in one order, and preview tags", async () => {
    await createProduct(t, { title: "Crawler Listing Cap", priceCents: 1, brand: "adidas", category: "women" });
    const page = await crawl("/shop/listing?brand=adidas&category=women&sortBy=priceLowToHigh");
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("Crawler Listing Cap");
    expect(page.text).toContain("$0.01");
    expect(page.canonical).toBe(`${SHOP}/shop/listing?category=women&brand=adidas`);
    expect(page.meta("og:url")).toBe(page.canonical);
    expect(page.meta("og:image")).toMatch(/^https:\/\/shop\.example\.com\//);
    expect(page.meta("description")).toBeTruthy();
    expect(page.jsonLd.find((d) => d["@type"] === "BreadcrumbList")).toBeDefined();
  });
});

describe("a visitor without an account", () => {
  it("browses home, listing, search and product pages, with Sign in in the header", async () => {
    const p = await createProduct(t, { title: "Crawler Visitor Scarf" });
    for (const path of ["/shop/home", "/shop/listing", "/shop/search?keyword=scarf", `/shop/product/${await slugOf(p.id)}`]) {
      const page = await crawl(path);
      expect(page.res.status, path).toBe(200);
      expect(page.root, path).toMatch(/<a [^>]*href="\/auth\/login\?returnTo=[^"]*"[^>]*>Sign in<\/a>/);
      expect(page.canonical, path).toMatch(/^https:\/\/shop\.example\.com\/shop\//);
    }
    expect((await crawl("/")).res.headers.get("location")).toBe("/shop/home");
  });

  it("is sent to sign in from wishlist, checkout and account, with the way back to the page", async () => {
    for (const path of ["/shop/wishlist", "/shop/checkout", "/shop/account?tab=orders"]) {
      const page = await crawl(path);
      expect(page.res.status, path).toBe(302);
      expect(page.res.headers.get("location"), path).toBe(`/auth/login?returnTo=${encodeURIComponent(path)}`);
    }
  });

  it("once signed in, sees the user menu instead of Sign in", async () => {
    const shopper = await createUser(t);
    const page = await crawl("/shop/home", shopper.token);
    expect(page.root).not.toMatch(/>Sign in<\/a>/);
  });
});
