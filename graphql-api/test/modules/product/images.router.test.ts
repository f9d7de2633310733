import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/harness.js";
import { CATALOGUE } from "../../../src/seed/catalogue.js";
import { escapeXml, productSvg } from "../../../src/seed/svg.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function get(path: string) {
  const res = await fetch(`${t.url}${path}`);
  return { res, body: await res.text() };
}

describe("generated images", () => {
  it("serves a product illustration as SVG with a long cache lifetime", async () => {
    const item = CATALOGUE.find((i) => i.brand === "hm")!;
    const { res, body } = await get(`/images/products/${item.slug}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body).toContain("H&amp;M"); // brand text, escaped so the XML stays valid
  });

  it("is deterministic and differs between products", async () => {
    const [a, b] = CATALOGUE;
    expect((await get(`/images/products/${a.slug}.svg`)).body).toBe(productSvg(a));
    expect(productSvg(a)).toBe(productSvg(a));
    expect(productSvg(a)).not.toBe(productSvg(b));
  });

  it.each([
    ["/images/banners/1.svg", "0 0 1600 600", "Shop now"],
    ["/images/banners/6.svg", "0 0 1600 600", "Shop now"],
    ["/images/features/1.svg", "0 0 1200 300", "Discover"],
    ["/images/features/3.svg", "0 0 1200 300", "Discover"],
    ["/images/headers/2.svg", "0 0 1600 400", null],
  ])("serves %s at its size (%s), with a drawn button only where it links somewhere", async (path, viewBox, cta) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(body).toContain(`viewBox="${viewBox}"`);
    if (cta) expect(body).toContain(cta);
    else expect(body).not.toMatch(/Shop now|Discover/);
  });

  it.each([
    "/images/products/no-such-thing.svg",
    `/images/products/${CATALOGUE[0].slug}.png`,
    "/images/banners/0.svg",
    "/images/banners/7.svg",
    "/images/headers/7.svg",
    "/images/banners/1e1.svg",
    "/images/features/..%2F1.svg",
    "/images/elsewhere/1.svg",
  ])("answers 404 JSON for %s", async (path) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ success: false });
  });

  it("escapes text for XML", () => {
    expect(escapeXml(`Levi's <b>"&"</b>`)).toBe("Levi&apos;s &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;");
  });
});
