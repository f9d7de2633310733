// Search engines read robots.txt and the sitemap: the public sign-in pages are open to them, the APIs and the
// admin screens are not, and neither file is the app's HTML page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/harness.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PUBLIC_URL: "https://shop.example.com" });
});
afterAll(async () => {
  await t?.close();
});

// What a crawler sends: it accepts HTML too, so a history fallback would answer with the app's page.
const crawl = (p: string) => fetch(`${t.url}${p}`, { headers: { accept: "text/html,*/*;q=0.8" } });

describe("robots.txt", () => {
  it("is plain text that allows the public pages and disallows the APIs, admin and the payment sandbox", async () => {
    const res = await crawl("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    for (const p of ["/auth/login", "/auth/register"]) expect(lines).toContain(`Allow: ${p}`);
    for (const p of ["/admin", "/api", "/graphql", "/paypal-sandbox"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain("Sitemap: https://shop.example.com/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("lists the public pages by their absolute address, and nothing behind sign-in", async () => {
    const res = await crawl("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(["https://shop.example.com/auth/login", "https://shop.example.com/auth/register"]);
  });
});
