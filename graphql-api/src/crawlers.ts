// What crawlers are told: robots.txt (the public sign-in pages allowed; admin, APIs, GraphQL and the sandbox not)
// and a sitemap of those public pages, both built from PUBLIC_URL.
import { Router } from "express";

/** The pages anyone may open without signing in (SPEC route guard rules): the only ones worth indexing. */
export const PUBLIC_PAGES = ["/auth/login", "/auth/register"];

/** Paths that are not pages: the APIs, the admin screens and the payment sandbox. */
const DISALLOWED = ["/admin", "/api", "/graphql", "/paypal-sandbox", "/uploads"];

/** robots.txt and sitemap.xml for search engines; absolute URLs come from PUBLIC_URL. */
export function createCrawlerRouter(publicUrl: string): Router {
  const router = Router();
  const robots = [
    "User-agent: *",
    ...PUBLIC_PAGES.map((p) => `Allow: ${p}`),
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robots);
  });
  router.get("/sitemap.xml", (_req, res) => {
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(sitemap);
  });
  return router;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
