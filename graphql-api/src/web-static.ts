// Serving the built web app from the shop's own origin: any page GET that is not an API path gets the page, rendered by
// the server (web-page.ts), or the built index.html when there is no server render (another app's build, WEB_DIR);
// hashed assets are cached for a year.
import fs from "node:fs";
import path from "node:path";
import express, { Router, type Request, type Response, type NextFunction } from "express";
import type { Request as PageRequest, Response as PageResponse } from "express";
import { APP_ROOT } from "./paths.js";

export const WEB_DIST = path.join(APP_ROOT, "web/dist");

/** Precompressed copies the web build writes beside its files (web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Answers a page's GET (web-page.ts createPages). */
export type PageHandler = (req: PageRequest, res: PageResponse) => Promise<void>;

/** Serves the built web app: its files, and for any GET of a page that is not an API path, `page`. */
export function createWebRouter(dist: string, page: PageHandler): Router {
  const router = Router();
  router.use(precompressed(dist));
  router.use(express.static(dist, { index: false, maxAge: "1h", setHeaders: cacheHeaders }));
  router.get(/^(?!\/(api|graphql|uploads|images|paypal-sandbox)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    page(req, res).catch(next);
  });
  return router;
}

/** Whether `dist` holds a built web app (its index.html). */
export const isWebBuild = (dist: string) => fs.existsSync(path.join(dist, "index.html"));

/**
 * Answers a request for a file that has precompressed copies with the best copy the client accepts (Content-Encoding
 * names it, Content-Type stays the original file's); without an accepted copy express.static sends the file itself.
 * Either way the answer varies by Accept-Encoding, which caches must know.
 */
function precompressed(dist: string) {
  // Read once: the build is immutable while the server runs.
  const copies = new Map<string, Set<string>>();
  for (const entry of fs.readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    for (const { name, suffix } of ENCODINGS) {
      if (!full.endsWith(suffix)) continue;
      const original = full.slice(0, -suffix.length);
      if (fs.existsSync(original)) copies.set(original, (copies.get(original) ?? new Set()).add(name));
    }
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(dist, path.normalize(decodeURIComponentSafe(req.path)));
    const available = copies.get(file);
    if (!available || !file.startsWith(dist + path.sep)) return next();
    res.vary("Accept-Encoding");
    // Browsers list gzip first with the same weight as br; the smaller copy wins any tie.
    const encoding = ENCODINGS.find((e) => available.has(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    res.type(path.extname(file));
    cacheHeaders(res, file);
    res.sendFile(file + encoding.suffix, { maxAge: "1h", lastModified: true }, (err) => (err ? next(err) : undefined));
  };
}

function decodeURIComponentSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

function cacheHeaders(res: express.Response, file: string) {
  if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
  else if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
}
