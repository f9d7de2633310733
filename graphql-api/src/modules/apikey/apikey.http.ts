// Where a partner's request shows its API key: `X-Api-Key: <key>` or `Authorization: Bearer <key>` (keys start with
// shk_, sessions' tokens never do). A request with a key acts as the key, never as a signed-in user.
import type { Request, Response, NextFunction } from "express";
import type { ApiKeyService, PartnerKey } from "./apikey.service.js";
import { KEY_PREFIX } from "./apikey.service.js";

declare module "express-serve-static-core" {
  interface Request {
    /** The partner key the request was made with (GraphQL only). */
    apiKey?: PartnerKey | null;
  }
}

function keyOf(req: Request): string | null {
  const header = req.headers["x-api-key"];
  if (typeof header === "string" && header.trim()) return header.trim();
  const authorization = req.headers.authorization ?? "";
  const bearer = /^bearer /i.test(authorization) ? authorization.slice(7).trim() : "";
  return bearer.startsWith(KEY_PREFIX) ? bearer : null;
}

/** Admits the key (or refuses the request: 401 for a bad or revoked key, 429 past its budget) before GraphQL runs. */
export function apiKeyAuth(apiKeys: ApiKeyService) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.apiKey = null;
    const raw = keyOf(req);
    if (raw === null) return next();
    try {
      req.apiKey = await apiKeys.admit(raw);
      req.viewer = null;
      req.authVia = "apiKey";
      next();
    } catch (e) {
      next(e);
    }
  };
}
