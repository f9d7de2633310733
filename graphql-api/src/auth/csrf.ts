// Cross-site request forgery protection: unsafe requests a browser may send by itself (cookie sessions, signed-out
// forms) must come from the shop's own origin or a listed one; bearer-token callers are exempt.
import crypto from "node:crypto";
import type { Request, Response, NextFunction } from "express";
import { AppError } from "../errors.js";

const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];

/**
 * Where an unsafe request came from, as the browser reports it: Fetch Metadata (`Sec-Fetch-Site`) first, the
 * `Origin` header for browsers that send no Fetch Metadata. Returns null when the request may go on, else why not.
 *
 * - `same-origin` or `none` (typed into the address bar, a bookmark): the shop's own page or the user themself.
 * - `same-site` or `cross-site`: only an origin listed in CORS_ORIGINS (e.g. the Vite dev server).
 * - no `Sec-Fetch-Site`: no `Origin` means no browser (curl, a server, a partner's script) and nothing to forge;
 *   otherwise the Origin must name this host or a listed origin. `req.host` honours X-Forwarded-Host only from a
 *   proxy TRUST_PROXY trusts. Like Go's CrossOriginProtection the scheme is not compared: behind a proxy that ends
 *   TLS the shop itself sees http while the browser says https.
 */
export function foreignOriginOf(req: Request, allowedOrigins: readonly string[]): string | null {
  const site = req.get("sec-fetch-site")?.toLowerCase();
  const origin = req.get("origin");
  if (site === "same-origin" || site === "none") return null;
  if (origin && allowedOrigins.includes(origin)) return null;
  if (site) return origin ?? `a ${site} page`;
  if (!origin) return null;
  return sameHost(origin, req.host) ? null : origin;
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    // Parsing the request's host with the origin's scheme drops a default port the same way on both sides.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false; // "null" (a sandboxed frame, a privacy redirect) or garbage: not provably this shop
  }
}

/**
 * CSRF protection without a custom header, as browsers now allow: every unsafe request that a browser may have sent
 * on its own, that is anything not carrying a bearer token, must come from the shop's own origin or an allowed one.
 * That covers writes riding the session cookie and the signed-out forms (login, register, forgot and reset
 * password: a forged login signs the victim into the attacker's account) with one check. Bearer-token callers
 * (partners, scripts) are not exposed: a browser never attaches that header by itself.
 */
export function createCsrf(allowedOrigins: readonly string[]) {
  const protect = (req: Request, _res: Response, next: NextFunction) => {
    if (req.authVia === "bearer" || req.authVia === "apiKey" || SAFE_METHODS.includes(req.method)) return next();
    const foreign = foreignOriginOf(req, allowedOrigins);
    if (foreign === null) return next();
    next(
      new AppError(
        "FORBIDDEN",
        `Refused a request sent from another site (${foreign}) to protect your account: use the shop's own pages. ` +
          "A front end of your own on another address must be listed in CORS_ORIGINS, or send an Authorization: Bearer token.",
      ),
    );
  };
  return { protect };
}

/**
 * The `csrfToken` of login and GET /api/auth/csrf-token, kept so clients written against the double-submit scheme
 * still find one. Nothing checks it any more (see createCsrf), so it is just an unguessable value.
 */
export const compatibilityCsrfToken = () => crypto.randomBytes(32).toString("base64url");
