// Access logging: one JSON line per request (id, method, path, status, time); headers, query strings and secrets in
// paths never reach the log. The id goes back as X-Request-Id and tags `req.log`, so error lines match their request.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { AppLogger } from "./logger.js";

export const REQUEST_ID_HEADER = "X-Request-Id";
// An id from the load balancer (nginx's $request_id, an upstream's trace id) is kept when it looks like one.
const INBOUND_ID = /^[A-Za-z0-9._:-]{8,100}$/;
// Links that carry a secret in their path: the secret never reaches the log.
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/(?:api\/auth\/)?reset-password\/[^/]+\/)[^/?]+/i, "$1[redacted]"],
  [/^(\/confirm-email\/)[^/?]+/i, "$1[redacted]"],
];
const PROBES = new Set(["/healthz", "/readyz"]);

/** The request's id (set by the request log); "-" outside a request. */
export const requestIdOf = (req: { id?: unknown } | undefined): string => (typeof req?.id === "string" ? req.id : "-");

export function requestLog(logger: AppLogger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const inbound = req.headers["x-request-id"];
      const id = typeof inbound === "string" && INBOUND_ID.test(inbound) ? inbound : crypto.randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customAttributeKeys: { reqId: "requestId" },
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, path: logPath(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    // Errors are logged where they are handled (with their stack); the request line only says how it ended.
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return "error";
      if (PROBES.has(pathOf(req)) && res.statusCode < 400) return "debug";
      return res.statusCode >= 400 ? "warn" : "info";
    },
    customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req)} ${res.statusCode} ${Math.round(ms)} ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode} (request failed)`,
    // The error's stack is already in its own line; keep the request line short.
    customErrorObject: (_req, _res, _error, val: Record<string, unknown>) => ({ ...val, err: undefined }),
    quietReqLogger: true,
  }) as unknown as RequestHandler;
}

// Express rewrites req.url inside mounted routers (/graphql becomes /); originalUrl keeps what the client asked for.
const pathOf = (req: IncomingMessage & { originalUrl?: string }) => logPath(req.originalUrl ?? req.url ?? "");

function logPath(url: string): string {
  let path = url.split("?", 1)[0]!;
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}
