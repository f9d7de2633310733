// Who may call what: the four access rules every operation is declared with, and the one check that applies them.
// Each domain declares its operations in modules/<domain>/<domain>.access.ts (merged in modules/access.ts); the
// GraphQL shield (auth/permissions.ts) and the REST facade (rest/route.ts) are both derived from those tables.
import type { Viewer } from "./viewer.js";
import { forbidden, unauthenticated } from "../errors.js";

/**
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user, acting as themselves on no one's data in particular;
 * - owner: a signed-in user acting on their own data: a user id named by the request must be the caller's
 *   (403 otherwise, admins included: these are shopper operations), and the service scopes every read and write to
 *   the caller, answering NOT_FOUND for someone else's record;
 * - shopper: as owner for a signed-in user; on a public storefront (STOREFRONT_ACCESS=public) also a visitor without
 *   an account, acting on their guest cart (a user id the request names must then be "guest"); a members-only shop
 *   asks the visitor to sign in (401);
 * - admin: signed-in admins only.
 */
export type Access = "public" | "shopper" | "signedIn" | "owner" | "admin";

/** How a visitor names themselves where the legacy REST cart routes take a userId (path or body). */
export const GUEST_USER_ID = "guest";

/** A domain's operations (GraphQL Query/Mutation fields and REST-only operations alike) and their rule. */
export type AccessTable = Readonly<Record<string, Access>>;

export const NOT_YOURS = "You can only access your own data.";

const named = (id: unknown) => id !== undefined && id !== null && id !== "";

/**
 * Applies a rule to the caller, before anything runs: 401 for a missing sign-in, 403 for a customer on an admin
 * operation or for a user id that is not the caller's. `namedUserIds` are the user ids the request names (REST paths
 * and bodies of the legacy API carry them); absent ones (undefined, null, "") are ignored. `guestsWelcome`: the
 * storefront is public, so a visitor may be a shopper.
 */
export function authorize(access: Access, viewer: Viewer | null | undefined, namedUserIds: unknown[] = [], guestsWelcome = false): Viewer | null {
  if (access === "public") return viewer ?? null;
  if (access === "shopper" && !viewer && guestsWelcome) {
    for (const id of namedUserIds) if (named(id) && id !== GUEST_USER_ID) throw forbidden(NOT_YOURS);
    return null;
  }
  if (!viewer) throw unauthenticated();
  if (access === "admin" && viewer.role !== "admin") throw forbidden("Only admins can do this.");
  if (access === "owner" || access === "shopper") {
    for (const id of namedUserIds) if (named(id) && id !== viewer.id) throw forbidden(NOT_YOURS);
  }
  return viewer;
}
