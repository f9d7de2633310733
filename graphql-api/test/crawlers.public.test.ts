// A public storefront as search engines see it: robots.txt allows the storefront, and /sitemap.xml is a sitemap index
// of the listing pages and the product sitemaps, each within the sitemap protocol's rules (at most 50,000 URLs, absolute
// URLs, entity-escaped, W3C dates), read from the database a batch at a time.
import http from "node:http";
import express from "express";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, startTestServer, type TestServer } from "./support/harness.js";
import { createCrawlerRouter, urlEntry } from "../src/crawlers.js";
import { SITEMAP_MAX_URLS } from "../src/modules/product/product.sitemap.js";

const SHOP = "https://shop.example.com";
let t: TestServer;
let small: http.Server;
let smallUrl: string;
const slugs: string[] = [];
beforeAll(async () => {
  t = await startTestServer({ STOREFRONT_ACCESS: "public", PUBLIC_URL: SHOP });
  for (let i = 0; i < 7; i++) slugs.push((await createProduct(t, { title: `Sitemap Tee ${i}` })).slug!);
  await t.db.prisma.category.updateMany({ where: { slug: "kids" }, data: { hidden: true } });
  // The same router with sitemaps of 3 URLs, so the split shows without 50,001 products.
  small = express().use(createCrawlerRouter({ publicUrl: SHOP, storefrontAccess: "public", services: t.shop.services, urlsPerSitemap: 3 })).listen(0, "127.0.0.1");
  await new Promise((r) => small.once("listening", r));
  smallUrl = `http://127.0.0.1:${(small.address() as { port: number }).port}`;
});
afterAll(async () => {
  small?.close();
  await t?.close();
});

const crawl = (base: string, path: string) => fetch(`${base}${path}`, { headers: { accept: "text/html,*/*;q=0.8" } });

/** Parses a sitemap or an index as the protocol requires (well-formed XML, its namespace, its limits) and returns its entries. */
async function sitemap(base: string, path: string, root: "urlset" | "sitemapindex", max = SITEMAP_MAX_URLS) {
  const res = await crawl(base, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // Every & starts an entity (the protocol's escapes); JSDOM refuses a document that is not well-formed XML.
  expect(xml.match(/&(?!(amp|lt|gt|apos|quot);)/g)).toBeNull();
  const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  expect(doc.documentElement.localName).toBe(root);
  expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const entries = [...doc.documentElement.children].map((e) => ({
    tag: e.localName,
    loc: e.getElementsByTagName("loc")[0]?.textContent ?? "",
    lastmod: e.getElementsByTagName("lastmod")[0]?.textContent ?? null,
  }));
  expect(entries.length).toBeLessThanOrEqual(max);
  for (const e of entries) {
    expect(e.tag).toBe(root === "urlset" ? "url" : "sitemap");
    expect(e.loc.startsWith(`${SHOP}/`), e.loc).toBe(true);
    expect(e.loc.length).toBeLessThan(2048);
    if (e.lastmod !== null) expect(e.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  }
  return entries;
}

describe("a public storefront's robots.txt", () => {
  it("allows the storefront and its images, names the sitemap, and keeps shoppers' own pages and the APIs out", async () => {
    const lines = (await (await crawl(t.url, "/robots.txt")).text()).split("\n");
    expect(lines).toContain("Allow: /shop/");
    for (const p of ["/shop/checkout", "/shop/account", "/shop/wishlist", "/admin", "/api", "/graphql"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain("Disallow: /uploads");
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});

describe("a public storefront's sitemaps", () => {
  it("index the listing pages and product sitemaps of at most 50,000 URLs that name every product once, with its last change", async () => {
    const index = await sitemap(smallUrl, "/sitemap.xml", "sitemapindex");
    expect(index[0]).toEqual({ tag: "sitemap", loc: `${SHOP}/sitemaps/pages.xml`, lastmod: null });
    const products = index.slice(1);
    expect(products).toHaveLength(3); // 7 products, 3 a sitemap
    const listed: string[] = [];
    for (const s of products) {
      expect(s.lastmod).not.toBeNull();
      const entries = await sitemap(smallUrl, s.loc.slice(SHOP.length), "urlset", 3);
      for (const e of entries) expect(e.lastmod).not.toBeNull();
      listed.push(...entries.map((e) => e.loc));
    }
    expect(listed.sort()).toEqual(slugs.map((s) => `${SHOP}/shop/product/${s}`).sort());
    // The shop itself uses the protocol's limit: 7 products are one product sitemap.
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect((await sitemap(t.url, "/sitemap.xml", "sitemapindex")).slice(1)).toHaveLength(1);
  });

  it("list the home page, the listing and a listing per visible category and brand, as the storefront addresses them", async () => {
    const pages = (await sitemap(t.url, "/sitemaps/pages.xml", "urlset")).map((e) => e.loc.slice(SHOP.length));
    expect(pages.slice(0, 2)).toEqual(["/shop/home", "/shop/listing"]);
    expect(pages).toContain("/shop/listing?category=men");
    expect(pages).not.toContain("/shop/listing?category=kids"); // hidden
    expect(pages).toContain("/shop/listing?brand=h%26m");
  });

  it("escape what XML would read as markup; a sitemap the index no longer names is a 404", async () => {
    expect(urlEntry(`${SHOP}/shop/listing?category=men&brand=nike`, new Date("2026-11-28T10:00:00.123Z"))).toBe(
      `<url><loc>${SHOP}/shop/listing?category=men&amp;brand=nike</loc><lastmod>2026-11-28T10:00:00Z</lastmod></url>`,
    );
    expect((await crawl(t.url, "/sitemaps/products-ffffffff-ffff-4fff-bfff-ffffffffffff.xml")).status).toBe(404);
    expect((await crawl(t.url, "/sitemaps/products-not-an-id.xml")).status).toBe(404);
  });
});
