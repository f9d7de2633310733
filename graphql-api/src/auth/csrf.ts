import type { Request, Response, NextFunction } from "express";
import { doubleCsrf } from "csrf-csrf";
import { TOKEN_COOKIE } from "./session.js";
import { AppError } from "../errors.js";

export const CSRF_HEADER = "x-csrf-token";

/**
 * Double-submit CSRF protection for requests authenticated by the session cookie. Bearer-token callers
 * (partners, scripts) are not exposed to CSRF, since a browser never attaches that header by itself.
 */
export function createCsrf(secret: string, production: boolean) {
  const csrf = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.cookies?.[TOKEN_COOKIE] as string | undefined) ?? "",
    cookieName: production ? "__Host-csrf" : "csrf",
    cookieOptions: { sameSite: "lax", secure: production, path: "/", httpOnly: true },
    getCsrfTokenFromRequest: (req) => req.headers[CSRF_HEADER] as string | undefined,
  });

  /** Issues a token bound to the current session cookie (call again after login). */
  const issue = (req: Request, res: Response) => csrf.generateCsrfToken(req, res, { overwrite: true });

  const protect = (req: Request, _res: Response, next: NextFunction) => {
    if (req.authVia !== "cookie" || ["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    if (csrf.validateRequest(req)) return next();
    next(new AppError("FORBIDDEN", "Missing or invalid CSRF token: fetch one from GET /api/auth/csrf-token and send it in the X-CSRF-Token header."));
  };

  return { issue, protect };
}
