import type { Services } from "../services.js";
import type { SessionCookies } from "../auth/session.js";

export interface RestDeps {
  services: Services;
  session: SessionCookies;
  /** Issues a CSRF token bound to the session cookie just set (login). */
  issueCsrf: (req: import("express").Request, res: import("express").Response) => string;
}
