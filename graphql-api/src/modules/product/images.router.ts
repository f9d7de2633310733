// The demo catalogue's pictures (products, banners, features, page headers): SVGs drawn from the seed catalogue on
// first request and kept in memory, never stored on disk; browsers and proxies may keep them for a year.
import { Router, type Response } from "express";
import { notFound } from "../../errors.js";
import { BANNERS, FEATURES, catalogueBySlug } from "../../seed/catalogue.js";
import { posterSvg, productSvg } from "../../seed/svg.js";

// The pictures never change for a given URL, so browsers and proxies may keep them for a year.
const CACHE = "public, max-age=31536000, immutable";

/** Serves the demo catalogue's generated images: /images/products/<slug>.svg, /images/banners/<1-6>.svg, /images/features/<1-6>.svg, /images/headers/<1-6>.svg (banners 1600x600, features 1200x300, headers 1600x400, products 600x600). */
export function createImageRouter(): Router {
  const router = Router();
  const cache = new Map<string, string>();
  const send = (res: Response, key: string, make: () => string) => {
    let svg = cache.get(key);
    if (svg === undefined) cache.set(key, (svg = make()));
    res.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
    res.setHeader("Cache-Control", CACHE);
    // An SVG opened directly must not run anything, even if one were ever crafted.
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.send(svg);
  };

  router.get("/images/products/:file", (req, res, next) => {
    const item = catalogueBySlug.get(req.params.file.replace(/\.svg$/, ""));
    if (!item || !req.params.file.endsWith(".svg")) return next(notFound("No such product image."));
    send(res, `p:${item.slug}`, () => productSvg(item));
  });

  router.get("/images/banners/:file", (req, res, next) => {
    const n = indexOf(req.params.file, BANNERS.length);
    if (n === null) return next(notFound("No such banner image."));
    send(res, `b:${n}`, () => posterSvg(BANNERS[n]!, 1600, 600));
  });

  router.get("/images/features/:file", (req, res, next) => {
    const n = indexOf(req.params.file, FEATURES.length);
    if (n === null) return next(notFound("No such feature image."));
    // Shown 300px high in a grid: drawn at 4:1 so the headline survives the crop.
    send(res, `f:${n}`, () => posterSvg(FEATURES[n]!, 1200, 300, "Discover"));
  });

  // Page headers (checkout, account): the banners' artwork without a button nobody can click.
  router.get("/images/headers/:file", (req, res, next) => {
    const n = indexOf(req.params.file, BANNERS.length);
    if (n === null) return next(notFound("No such header image."));
    send(res, `h:${n}`, () => posterSvg(BANNERS[n]!, 1600, 400, null));
  });

  router.use("/images", (req, _res, next) => next(notFound(`Not found: ${req.method} ${req.originalUrl}`)));
  return router;
}

/** "3.svg" -> 2 when 1 <= 3 <= count; anything else -> null. */
function indexOf(file: string, count: number): number | null {
  const m = /^([1-9][0-9]?)\.svg$/.exec(file);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= count ? n - 1 : null;
}
