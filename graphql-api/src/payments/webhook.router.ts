// The HTTP endpoint PayPal delivers webhook events to; verifying and applying them is the order service's job.
import { Router } from "express";
import type { Services } from "../services.js";
import { WEBHOOK_PATH } from "./index.js";
import { countWebhookDelivery } from "../observability/metrics.js";

/** POST /api/paypal/webhook: PayPal's events (the order service verifies and applies them). */
export function createPaypalWebhookRouter(services: Services): Router {
  const router = Router();
  router.post(WEBHOOK_PATH, async (req, res) => {
    let outcome: string;
    try {
      outcome = await services.orders.receivePaypalWebhook({ headers: req.headers as Record<string, string | undefined>, event: req.body });
    } catch (e) {
      countWebhookDelivery("refused");
      throw e;
    }
    countWebhookDelivery("accepted");
    res.json({ success: true, outcome });
  });
  return router;
}
