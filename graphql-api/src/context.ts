import type { Request, Response } from "express";
import type { Viewer } from "./auth/viewer.js";
import type { SessionCookies } from "./auth/session.js";
import type { Services } from "./services.js";

/** Built once per GraphQL request in app.ts; resolvers read the caller and services from here. */
export interface Context {
  viewer: Viewer | null;
  services: Services;
  session: SessionCookies;
  req: Request;
  res: Response;
  /** Client address used to key rate limits. */
  ip: string;
  /** Issues a CSRF token bound to the session cookie (call after setting a new one, e.g. at login). */
  issueCsrf: (req: Request, res: Response) => string;
}
