import { Router, type Request, type Response, type NextFunction } from "express";
import { requireAdmin, requireViewer, type Viewer } from "../auth/viewer.js";
import { assertSelf, assertSelfRequired } from "./input.js";

export type AuthLevel = "public" | "signedIn" | "admin";
export type Method = "get" | "post" | "put" | "delete";

/** What a handler gets: the request and response, plus the caller (already checked against the route's auth level). */
export interface RouteContext {
  req: Request;
  res: Response;
  viewer: Viewer | null;
}

export interface RestRoute {
  method: Method;
  /** Every path the route answers on (the spec serves some both under /api and bare). */
  paths: string[];
  auth: AuthLevel;
  /** HTTP status of a success (200 unless the route creates something). */
  status?: number;
  /** Returns the JSON body; a handler that already answered (headers sent) returns undefined. */
  handler: (ctx: RouteContext) => Promise<unknown> | unknown;
}

/** Refuses the wrong caller before the handler runs: 401 anonymous, 403 customer on an admin route. */
export function checkAuth(auth: AuthLevel, viewer: Viewer | null | undefined): Viewer | null {
  if (auth === "admin") return requireAdmin(viewer);
  if (auth === "signedIn") return requireViewer(viewer);
  return viewer ?? null;
}

/**
 * Signed-in routes act on the caller alone, so a userId in the path or the body must be the caller's own: 403 before
 * the handler runs, and nothing changes.
 */
function checkOwnUserId(req: Request, viewer: Viewer | null) {
  const { userId } = req.params as { userId?: string };
  if (userId !== undefined) assertSelfRequired(viewer, userId);
  const body: unknown = req.body;
  if (body && typeof body === "object" && !Array.isArray(body)) assertSelf(viewer, (body as { userId?: unknown }).userId);
}

/** Runs a route; every thrown error (AppError or not) goes to the app's JSON error handler. */
export function handle(route: RestRoute) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Everything but the public catalogue reads is someone's own (carts, orders, profiles, tokens): never kept by
      // a browser cache or a proxy, refusals included.
      if (route.auth !== "public" || route.method !== "get") res.setHeader("Cache-Control", "no-store");
      const viewer = checkAuth(route.auth, req.viewer);
      if (route.auth === "signedIn") checkOwnUserId(req, viewer);
      const body = await route.handler({ req, res, viewer });
      if (res.headersSent) return;
      res.status(route.status ?? 200).json(body);
    } catch (e) {
      next(e);
    }
  };
}

/** Mounts the table on a router, one entry per method and path. */
export function mountRoutes(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const route of routes) router[route.method](route.paths, handle(route));
  return router;
}
