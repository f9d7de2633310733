// GET /api/admin/orders/export.csv: the admin's order search streamed as a CSV download, written batch by batch as
// the database hands the orders over (and paced by the client: a slow reader holds up the next batch, not memory).
import { Router, type Request, type Response, type NextFunction } from "express";
import { once } from "node:events";
import type { Services } from "../../services.js";
import type { Logger } from "../../logger.js";
import { authorize } from "../../auth/access.js";
import { accessOf } from "../access.js";
import { queryValue } from "../../rest/input.js";

export const EXPORT_ORDERS_PATH = "/api/admin/orders/export.csv";

export function createOrderExportRouter(services: Services, logger?: Logger): Router {
  const router = Router();
  router.get(EXPORT_ORDERS_PATH, async (req: Request, res: Response, next: NextFunction) => {
    let chunks: AsyncGenerator<string>;
    try {
      res.setHeader("Cache-Control", "no-store");
      authorize(accessOf("exportOrdersCsv"), req.viewer);
      // Filters are checked here, before any byte is sent: a bad one is still a JSON 400.
      chunks = services.orders.exportCsv({
        status: queryValue(req, "status"),
        from: queryValue(req, "from"),
        to: queryValue(req, "to"),
        search: queryValue(req, "q"),
        customerId: queryValue(req, "customerId"),
      });
    } catch (e) {
      return next(e);
    }
    const stamp = new Date().toISOString().slice(0, 10);
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="orders-${stamp}.csv"`);
    let closed = false;
    res.once("close", () => {
      closed = true;
    });
    try {
      for await (const chunk of chunks) {
        if (closed) break; // the admin cancelled the download: stop reading the database
        if (chunk && !res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
      }
      res.end();
    } catch (e) {
      // Headers are gone: the only honest signal left is a cut connection, so the file is not taken for complete.
      logger?.error("The orders CSV export failed midway", e);
      res.destroy(e as Error);
    } finally {
      await chunks.return(undefined);
    }
  });
  return router;
}
