// GET /api/orders/:id/invoice.pdf and /api/orders/:id/credit-note.pdf: the order's documents as downloads, for its
// shopper and admins (a signed-in caller; the service hides other shoppers' orders).
import { Router, type Request, type Response, type NextFunction } from "express";
import type { Services } from "../../services.js";
import { authorize } from "../../auth/access.js";
import { accessOf } from "../access.js";

export const INVOICE_PATH = "/api/orders/:id/invoice.pdf";
export const CREDIT_NOTE_PATH = "/api/orders/:id/credit-note.pdf";

export function createInvoiceRouter(services: Services): Router {
  const router = Router();
  for (const [path, kind] of [[INVOICE_PATH, "invoice"], [CREDIT_NOTE_PATH, "creditNote"]] as const) {
    router.get(path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        res.setHeader("Cache-Control", "private, no-store");
        authorize(accessOf("orderInvoicePdf"), req.viewer);
        const { filename, body } = await services.invoices.pdf(req.viewer ?? null, req.params.id, kind);
        res.status(200).setHeader("Content-Type", "application/pdf");
        res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
        res.end(body);
      } catch (e) {
        next(e);
      }
    });
  }
  return router;
}
