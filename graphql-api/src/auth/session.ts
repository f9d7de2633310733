// Who is signed in on each HTTP request: the session cookie (set and cleared here) or a bearer token, resolved to a
// viewer only while the token's version still matches the user's (so password changes and logouts take effect).
import crypto from "node:crypto";
import type { Request, Response, NextFunction, CookieOptions } from "express";
import { Prisma, type Role } from "../generated/prisma/client.js";
import type { HotQuery } from "../db/database.js";
import { PREPARED } from "../db/prepared.js";
import { isUuid } from "../ids.js";
import type { TokenService } from "./tokens.js";
import type { Viewer } from "./viewer.js";

export const TOKEN_COOKIE = "token";
/** A random id of the browser, kept a long time: an admin's sign-in from a browser without a known one is announced. */
export const DEVICE_COOKIE = "device";
const DEVICE_MAX_AGE_MS = 400 * 24 * 3600 * 1000;
/** A session's last-seen time (and address) is written when it is older than this: not a write per request. */
const SEEN_EVERY_SECONDS = 300;

declare module "express-serve-static-core" {
  interface Request {
    viewer?: Viewer | null;
    /** How the caller proved who they are: only bearer-token and API-key requests skip the CSRF origin check (auth/csrf.ts). */
    authVia?: "bearer" | "cookie" | "apiKey" | null;
  }
}

export function tokenCookieOptions(production: boolean, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: production, path: "/", maxAge: maxAgeSeconds * 1000 };
}

/** Sets and clears the session cookie; GraphQL resolvers and REST handlers both go through it. */
export class SessionCookies {
  constructor(private readonly production: boolean, private readonly ttlSeconds: number) {}
  set(res: Response, token: string) {
    res.cookie(TOKEN_COOKIE, token, tokenCookieOptions(this.production, this.ttlSeconds));
  }
  /** The browser's device id: the cookie's, or a new one set now. */
  device(req: Request, res: Response): string {
    const known = req.cookies?.[DEVICE_COOKIE];
    if (typeof known === "string" && /^[A-Za-z0-9_-]{22}$/.test(known)) return known;
    const id = crypto.randomBytes(16).toString("base64url");
    res.cookie(DEVICE_COOKIE, id, { httpOnly: true, sameSite: "lax", secure: this.production, path: "/", maxAge: DEVICE_MAX_AGE_MS });
    return id;
  }
  clear(res: Response) {
    const { maxAge: _ignored, ...options } = tokenCookieOptions(this.production, this.ttlSeconds);
    res.clearCookie(TOKEN_COOKIE, options);
  }
}

/**
 * Resolves the caller from `Authorization: Bearer` or the httpOnly cookie. A token whose version no longer
 * matches the user (password changed, logged out everywhere, account disabled) or whose user is gone counts as anonymous.
 */
export function authenticate(hotQuery: HotQuery, tokens: TokenService, placeOf: (ip: string) => string = () => "") {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.viewer = null;
    req.authVia = null;
    const header = req.headers.authorization;
    // The scheme name is case-insensitive (RFC 9110), so "bearer" works as well as "Bearer".
    const bearer = /^bearer /i.test(header ?? "") ? header!.slice(7).trim() : "";
    const cookie = typeof req.cookies?.[TOKEN_COOKIE] === "string" ? (req.cookies[TOKEN_COOKIE] as string) : "";
    const token = bearer || cookie;
    if (!token || token === "null" || token === "undefined") return next();
    try {
      const claims = await tokens.verify(token);
      if (claims) {
        const user = claims.sessionId ? await liveSession(hotQuery, claims.sessionId, claims.userId) : await sessionUser(hotQuery, claims.userId);
        // Disabling bumps tokenVersion too; checking disabledAt as well keeps a disabled account out whatever the token.
        if (user && user.tokenVersion === claims.version && !user.disabled) {
          req.viewer = claims.sessionId ? { id: user.id, role: user.role, sessionId: claims.sessionId } : { id: user.id, role: user.role };
          req.authVia = bearer ? "bearer" : "cookie";
          if (claims.sessionId && "stale" in user && user.stale) await seen(hotQuery, claims.sessionId, req.ip ?? "", placeOf);
        }
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}

/**
 * A session's check when its token names one (every token issued since sessions are kept): the session row, still
 * there and unexpired, with its user; one prepared statement on two primary keys, as cheap as reading the user alone.
 * `stale` says its last-seen time is due to be written.
 */
async function liveSession(hotQuery: HotQuery, sessionId: string, userId: string) {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  const [row] = await hotQuery<{ id: string; role: Role; tokenVersion: number; disabled: boolean; stale: boolean }>(Prisma.sql`${PREPARED}
    SELECT u.id::text AS id, u.role::text AS role, u."tokenVersion", u."disabledAt" IS NOT NULL AS disabled,
      s."lastSeenAt" < now() - make_interval(secs => ${SEEN_EVERY_SECONDS}) AS stale
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s.id = ${sessionId}::uuid AND s."userId" = ${userId}::uuid AND s."expiresAt" > now()`);
  return row ?? null;
}

/** Records that the session was seen now, from this address (a few minutes after the last time at most). */
async function seen(hotQuery: HotQuery, sessionId: string, ip: string, placeOf: (ip: string) => string) {
  await hotQuery(Prisma.sql`${PREPARED}
    UPDATE "Session" SET "lastSeenAt" = now(), ip = ${ip.slice(0, 64)}, place = ${placeOf(ip)} WHERE id = ${sessionId}::uuid`);
}

/**
 * What a session's check reads of its user, on every signed-in request: prepared once per connection (db/prepared.ts)
 * instead of being parsed and planned each time, and run without Prisma's engine (HotQuery). Whether the account is
 * disabled is all it needs of disabledAt.
 */
async function sessionUser(hotQuery: HotQuery, id: string) {
  // Our tokens carry UUIDs; anything else is nobody, not a failed cast.
  if (!isUuid(id)) return null;
  const [user] = await hotQuery<{ id: string; role: Role; tokenVersion: number; disabled: boolean }>(Prisma.sql`${PREPARED}
    SELECT id::text AS id, role::text AS role, "tokenVersion", "disabledAt" IS NOT NULL AS disabled FROM "User" WHERE id = ${id}::uuid`);
  return user ?? null;
}
