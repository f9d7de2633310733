// The admin image upload endpoint (multipart): refuses non-admins before reading the body and turns malformed or
// oversized uploads into clear 400/413 answers.
import { Router, type Request, type Response, type NextFunction } from "express";
import multer from "multer";
import type { Services } from "../../services.js";
import { authorize } from "../../auth/access.js";
import { accessOf } from "../access.js";
import { badInput } from "../../errors.js";

export const UPLOAD_IMAGE_PATH = "/api/admin/products/upload-image";
const FIELDS = ["my_file", "file"];

/** POST /api/admin/products/upload-image: multipart `my_file` (or `file`) -> { success, result: { url, secure_url } }. */
export function createUploadRouter(services: Services): Router {
  const router = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: services.uploads.maxBytes, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 12 },
  }).fields(FIELDS.map((name) => ({ name, maxCount: 1 })));

  router.post(
    UPLOAD_IMAGE_PATH,
    // Refuse strangers before reading megabytes of body.
    (req: Request, _res: Response, next: NextFunction) => {
      try {
        authorize(accessOf("uploadProductImage"), req.viewer);
        next();
      } catch (e) {
        next(e);
      }
    },
    // A broken multipart body (no field name, unclosed part, bad header) is the caller's mistake: 400, not 500.
    // Size limits keep their own codes (LIMIT_*: 413 for the file size), which the error handler maps.
    (req: Request, res: Response, next: NextFunction) =>
      upload(req, res, (err?: unknown) => {
        if (!err) return next();
        const { code, field } = err as { code?: unknown; field?: unknown };
        if (code === "LIMIT_UNEXPECTED_FILE" || code === "LIMIT_FILE_COUNT") return next(badInput(wrongFileMessage(field)));
        next(typeof code === "string" && code.startsWith("LIMIT_") ? err : badInput(`Bad upload: ${(err as Error).message ?? "malformed multipart body"}.`));
      }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
        const file = FIELDS.map((name) => files[name]?.[0]).find(Boolean);
        const result = await services.uploads.saveImage(file);
        res.json({ success: true, result });
      } catch (e) {
        next(e);
      }
    },
  );
  return router;
}

/** multer only says "Unexpected file field": tell the caller which field to use instead. */
function wrongFileMessage(field: unknown): string {
  const fieldName = typeof field === "string" && field && !FIELDS.includes(field) ? `"${field.slice(0, 40)}"` : null;
  const fix = `Send one image, in the multipart field ${FIELDS[0]} (or ${FIELDS[1]}).`;
  return fieldName ? `Bad upload: files are not accepted in the field ${fieldName}. ${fix}` : `Bad upload: more than one file. ${fix}`;
}
