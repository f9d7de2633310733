// What every GraphQL resolver is handed for one request: the caller, the services, and the request's transport details.
import type { Request, Response } from "express";
import type { Viewer } from "./auth/viewer.js";
import type { PartnerKey } from "./modules/apikey/apikey.service.js";
import type { SessionCookies } from "./auth/session.js";
import type { Services } from "./services.js";
import type { GuestCart } from "./auth/guest-cart.js";
import type { ClientInfo } from "./modules/session/session.service.js";

/** Built once per GraphQL request in app.ts; resolvers read the caller and services from here. */
export interface Context {
  viewer: Viewer | null;
  /** The partner's API key the request was made with (then viewer is null); its scopes decide what it may call. */
  apiKey: PartnerKey | null;
  services: Services;
  session: SessionCookies;
  req: Request;
  res: Response;
  /** A visitor's guest cart key (public storefront only; null on a members-only one). */
  guestCart: GuestCart | null;
  /** Client address used to key rate limits. */
  ip: string;
  /** The login answer's csrfToken, kept for older clients; nothing requires it (see auth/csrf.ts). */
  issueCsrf: () => string;
  /** Where a sign-in in this request comes from (address, user agent, the browser's device cookie, set if missing). */
  client: () => ClientInfo;
}
