// GET /metrics for Prometheus, on the shop's own port but not public: only a scraper holding METRICS_TOKEN (sent as a
// bearer token) reads it; without the setting the endpoint does not exist.
import crypto from "node:crypto";
import { Router } from "express";
import type { Registry } from "prom-client";
import { notFound, unauthenticated } from "../errors.js";

export const METRICS_PATH = "/metrics";

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

export function createMetricsRouter(registry: Registry, token: string | null): Router {
  const router = Router();
  router.get(METRICS_PATH, async (req, res) => {
    if (!token) throw notFound("Metrics are off: set METRICS_TOKEN and send it as a bearer token to read /metrics.");
    const given = /^Bearer (.+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!sameToken(given, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      throw unauthenticated("Send METRICS_TOKEN as a bearer token (Authorization: Bearer ...) to read /metrics.");
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
