// How a REST route is declared (method, paths, operation, handler) and run: the operation's access rule admits the
// caller first, answers that are someone's own are never cached, and every error goes to the JSON error handler.
import { Router, type Request, type Response, type NextFunction } from "express";
import type { Viewer } from "../auth/viewer.js";
import { authorize } from "../auth/access.js";
import { accessOf, type Operation } from "../modules/access.js";
import { REST_COSTS } from "../traffic/query-cost.js";
import { BudgetSpentError, rateLimitHeaders, type TrafficControl } from "../traffic/traffic.js";
import { paging } from "./input.js";

export type Method = "get" | "post" | "put" | "delete";

/** What a handler gets: the request and response, plus the caller (already admitted by the operation's access rule). */
export interface RouteContext {
  req: Request;
  res: Response;
  viewer: Viewer | null;
}

export interface RestRoute {
  method: Method;
  /** Every path the route answers on (the spec serves some both under /api and bare). */
  paths: string[];
  /** The operation the route performs: its access rule comes from the access tables (modules/access.ts). */
  operation: Operation;
  /** HTTP status of a success (200 unless the route creates something). */
  status?: number;
  /** Returns the JSON body; a handler that already answered (headers sent) returns undefined. */
  handler: (ctx: RouteContext) => Promise<unknown> | unknown;
}

/** The user ids a legacy request names, in its path or its JSON body: for an owner operation each must be the caller's. */
function namedUserIds(req: Request): unknown[] {
  const body: unknown = req.body;
  const inBody = body && typeof body === "object" && !Array.isArray(body) ? (body as { userId?: unknown }).userId : undefined;
  return [(req.params as { userId?: string }).userId, inBody];
}

/**
 * A catalogue read spends its cost (traffic/query-cost.ts) from the caller's budget, as on GraphQL, and is refused
 * while the process sheds load; the answer, a refusal included, says what is left in RateLimit headers.
 */
async function spendCost(traffic: TrafficControl, route: RestRoute, req: Request, res: Response) {
  const rule = REST_COSTS[route.operation];
  if (!rule || route.method !== "get") return;
  const cost = rule.cost(rule.paged ? paging(req).limit : 1);
  try {
    for (const [name, value] of rateLimitHeaders(await traffic.admit(req, cost, true))) res.setHeader(name, value);
  } catch (e) {
    if (e instanceof BudgetSpentError) for (const [name, value] of rateLimitHeaders(e.state, e.retryAfterSeconds)) res.setHeader(name, value);
    throw e;
  }
}

/** Runs a route; every thrown error (AppError or not) goes to the app's JSON error handler. */
export function handle(route: RestRoute, traffic?: TrafficControl) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Everything but the public catalogue reads is someone's own (carts, orders, profiles, tokens): never kept by
      // a browser cache or a proxy, refusals included.
      const access = accessOf(route.operation);
      if (access !== "public" || route.method !== "get") res.setHeader("Cache-Control", "no-store");
      const viewer = authorize(access, req.viewer, namedUserIds(req), Boolean(req.guestCart));
      if (traffic) await spendCost(traffic, route, req, res);
      const body = await route.handler({ req, res, viewer });
      if (res.headersSent) return;
      res.status(route.status ?? 200).json(body);
    } catch (e) {
      next(e);
    }
  };
}

/** Mounts the table on a router, one entry per method and path. */
export function mountRoutes(routes: readonly RestRoute[], traffic?: TrafficControl): Router {
  const router = Router();
  for (const route of routes) router[route.method](route.paths, handle(route, traffic));
  return router;
}
