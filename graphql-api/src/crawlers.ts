// What crawlers are told, built from PUBLIC_URL. A members-only shop (the default): robots.txt allows the public
// sign-in pages and a sitemap lists them. A public storefront: robots.txt allows the storefront but the shopper's own
// pages, and /sitemap.xml is a sitemap index of the listing pages' sitemap and the product sitemaps (at most 50,000
// URLs each, streamed from the database a batch at a time).
import { Router, type Response } from "express";
import type { StorefrontAccess } from "./config.js";
import type { Services } from "./services.js";
import { isUuid } from "./ids.js";
import { productPath } from "./modules/product/product.url.js";
import { SITEMAP_MAX_URLS } from "./modules/product/product.sitemap.js";

/** The pages anyone may open without signing in (SPEC route guard rules): the only ones worth indexing. */
export const PUBLIC_PAGES = ["/auth/login", "/auth/register"];

/** Paths that are not pages: the APIs, the admin screens and the payment sandbox. */
const DISALLOWED = ["/admin", "/api", "/graphql", "/paypal-sandbox", "/uploads"];

/** A shopper's own pages on a public storefront: nothing in them for a search engine. */
const SHOPPERS_OWN = ["/shop/checkout", "/shop/account", "/shop/wishlist", "/shop/paypal-return", "/shop/payment-success"];

const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export interface CrawlerOptions {
  publicUrl: string;
  storefrontAccess: StorefrontAccess;
  services: Services;
  /** URLs in one product sitemap (the protocol's 50,000; tests pass fewer). */
  urlsPerSitemap?: number;
}

/** robots.txt and the sitemaps; absolute URLs come from PUBLIC_URL. */
export function createCrawlerRouter(options: CrawlerOptions): Router {
  return options.storefrontAccess === "public" ? publicCrawlers(options) : membersCrawlers(options.publicUrl);
}

function membersCrawlers(publicUrl: string): Router {
  const router = Router();
  const robots = [
    "User-agent: *",
    ...PUBLIC_PAGES.map((p) => `Allow: ${p}`),
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [XML_DECLARATION, `<urlset ${XMLNS}>`, ...PUBLIC_PAGES.map((p) => `  ${urlEntry(publicUrl + p)}`), "</urlset>", ""].join("\n");
  router.get("/robots.txt", (_req, res) => send(res, "text/plain", robots));
  router.get("/sitemap.xml", (_req, res) => send(res, "application/xml", sitemap));
  return router;
}

function publicCrawlers({ publicUrl, services, urlsPerSitemap = SITEMAP_MAX_URLS }: CrawlerOptions): Router {
  const router = Router();
  // Product images stay fetchable (/uploads, /images): search results and link previews show them.
  const robots = [
    "User-agent: *",
    "Allow: /shop/",
    ...PUBLIC_PAGES.map((p) => `Allow: ${p}`),
    ...[...SHOPPERS_OWN, ...DISALLOWED.filter((p) => p !== "/uploads")].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  router.get("/robots.txt", (_req, res) => send(res, "text/plain", robots));

  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const chunks = await services.products.sitemaps(urlsPerSitemap);
      const entries = [
        `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/pages.xml`)}</loc></sitemap>`,
        ...chunks.map((c) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/products-${c.firstId}.xml`)}</loc><lastmod>${w3cDate(c.lastmod)}</lastmod></sitemap>`),
      ];
      send(res, "application/xml", [XML_DECLARATION, `<sitemapindex ${XMLNS}>`, ...entries, "</sitemapindex>", ""].join("\n"));
    } catch (e) {
      next(e);
    }
  });

  router.get("/sitemaps/pages.xml", async (_req, res, next) => {
    try {
      const [categories, brands] = await Promise.all([services.taxonomy.list(null, "category"), services.taxonomy.list(null, "brand")]);
      const paths = ["/shop/home", "/shop/listing", ...categories.map((c) => listingPath("category", c.slug)), ...brands.map((b) => listingPath("brand", b.slug))];
      send(res, "application/xml", [XML_DECLARATION, `<urlset ${XMLNS}>`, ...paths.map((p) => `  ${urlEntry(publicUrl + p)}`), "</urlset>", ""].join("\n"));
    } catch (e) {
      next(e);
    }
  });

  router.get("/sitemaps/products-:firstId.xml", async (req, res, next) => {
    const { firstId } = req.params as { firstId: string };
    if (!isUuid(firstId)) return noSuchSitemap(res);
    try {
      let started = false;
      for await (const batch of services.products.sitemapEntries(firstId, urlsPerSitemap)) {
        if (!started) {
          started = true;
          res.status(200).type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
          res.write(`${XML_DECLARATION}\n<urlset ${XMLNS}>\n`);
        }
        const text = batch.map((p) => `  ${urlEntry(publicUrl + productPath(p.slug), p.updatedAt)}\n`).join("");
        // The client reads slower than the database answers: wait for it rather than buffer the sitemap.
        if (!res.write(text)) await drainedOrGone(res);
        if (res.destroyed) return; // the crawler went away: read no further
      }
      if (!started) return noSuchSitemap(res); // no product from there on: a sitemap the index no longer names
      res.end("</urlset>\n");
    } catch (e) {
      if (res.headersSent) res.destroy(e as Error);
      else next(e);
    }
  });
  return router;
}

/** Resolves when the response can take more, or when its connection closed (then no "drain" ever comes). */
function drainedOrGone(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** A crawler asking for a product sitemap the index does not name (any more): 404, not the web app's page. */
function noSuchSitemap(res: Response) {
  res.status(404).type("text/plain").setHeader("Cache-Control", "no-store");
  res.send("No such sitemap: the index at /sitemap.xml names the current ones.\n");
}

function send(res: Response, type: string, body: string) {
  res.type(type).setHeader("Cache-Control", "public, max-age=3600");
  res.send(body);
}

/** A listing page by one filter, as the storefront writes it in its address (the brand H&M is "h&m" there). */
export function listingPath(key: "category" | "brand", slug: string): string {
  const value = key === "brand" && slug === "hm" ? "h&m" : slug;
  return `/shop/listing?${new URLSearchParams({ [key]: value })}`;
}

/** A sitemap's `<url>`: its location, XML-escaped, and when it last changed (W3C datetime). */
export function urlEntry(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ""}</url>`;
}

const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&apos;", '"': "&quot;" };

/** The sitemap protocol's entity escapes for a URL in XML. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c]!);
}
