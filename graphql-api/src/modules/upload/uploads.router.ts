// Serving uploaded images at /uploads/ from the shared store (any replica serves any image), cacheable for a year and
// answering conditional requests, with a policy that keeps an opened image from running anything.
import { Router, type Response } from "express";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { notFound } from "../../errors.js";
import type { UploadService } from "./upload.service.js";
import type { ImageBody } from "./stored-image.js";

// A URL names its bytes (their sha256), so browsers and proxies may keep an answer for a year without asking again.
const CACHE = "public, max-age=31536000, immutable";
const FILE = /^([0-9a-f]{64}|[0-9a-f-]{36})\.(png|jpg|gif|webp|avif)$/;

/**
 * GET /uploads/<sha256>.<ext>: uploaded images, from the shared store, so any replica serves what another stored.
 * Names from before content addressing (/uploads/<uuid>.<ext>) keep working: they were imported at start-up.
 * GET /uploads/<sha256>-w<width>.<avif|webp|jpg|png>: a served size of one (made on first request, then stored).
 */
export function createUploadsRouter(uploads: UploadService): Router {
  const router = Router();
  router.get("/uploads/:file", async (req, res, next) => {
    const name = req.params.file;
    let image: ImageBody | null;
    try {
      image = FILE.test(name) ? await uploads.find(name) : await uploads.servedSize(name);
    } catch (e) {
      return next(e);
    }
    if (!image) return next(notFound("No such image."));
    const etag = `"${image.sha256}"`;
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", CACHE);
    if (ifNoneMatch(req.headers["if-none-match"], etag)) {
      if (!Buffer.isBuffer(image.body)) image.body.destroy();
      return void res.status(304).end();
    }
    await send(res, image);
  });
  router.use("/uploads", (req, _res, next) => next(notFound(`Not found: ${req.method} ${req.originalUrl}`)));
  return router;
}

async function send(res: Response, image: ImageBody) {
  res.setHeader("Content-Type", image.mime);
  // Opened directly, an image must not be able to run anything.
  res.setHeader("Content-Security-Policy", "default-src 'none'");
  if (Buffer.isBuffer(image.body)) {
    res.setHeader("Content-Length", String(image.body.length));
    return void res.end(image.body);
  }
  if (image.size) res.setHeader("Content-Length", String(image.size));
  await pipeline(image.body as Readable, res);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === etag || tag === "*";
  });
}
