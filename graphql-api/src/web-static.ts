// Serving the built web app from the shop's own origin, with history fallback: any page GET that is not an API path
// gets index.html (never cached); hashed assets are cached for a year.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { Router } from "express";

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export function createWebRouter(dist = WEB_DIST): Router {
  const router = Router();
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) return router;
  router.use(express.static(dist, { index: false, maxAge: "1h", setHeaders: noCacheForHtml }));
  router.get(/^(?!\/(api|graphql|uploads|images|paypal-sandbox)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
  return router;
}

function noCacheForHtml(res: express.Response, file: string) {
  if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
  else if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
}
