// What the REST routes are built from: the services, the session cookie, and the legacy CSRF token issuer.
import type { Services } from "../services.js";
import type { SessionCookies } from "../auth/session.js";
import type { TrafficControl } from "../traffic/traffic.js";

export interface RestDeps {
  services: Services;
  session: SessionCookies;
  /** The login answer's csrfToken, kept for older clients; nothing requires it (see auth/csrf.ts). */
  issueCsrf: () => string;
  /** The catalogue reads spend query cost as GraphQL's do (traffic/); absent in tests of the table alone. */
  traffic?: TrafficControl;
}
