import { homeFor, isAdmin, type SessionState } from "./context";
import { loginReturningTo, returnPathFrom } from "./returnTo";

/** Pages an unauthenticated visitor may see (everything else under the guard sends them to login). */
const PUBLIC_PATHS = ["/auth/login", "/auth/register", "/auth/forgot-password"];
const SIGNED_OUT_ONLY = ["/auth/login", "/auth/register"];

const matches = (pathname: string, paths: string[]) =>
  paths.some((p) => pathname === p || pathname === `${p}/` || pathname.startsWith(`${p}/`));

/** Pages opened from an emailed link: in whatever browser the mail is read, signed in or not. */
const LINK_PAGES = ["/reset-password/", "/confirm-email/"];

export function isPublicPath(pathname: string) {
  return matches(pathname, PUBLIC_PATHS) || LINK_PAGES.some((p) => pathname.startsWith(p));
}

/** What a visitor without an account browses on a public storefront (STOREFRONT_ACCESS=public). */
const STOREFRONT_PATHS = ["/shop/home", "/shop/listing", "/shop/search", "/shop/product"];

export function isStorefrontPath(pathname: string) {
  return matches(pathname, STOREFRONT_PATHS);
}

/**
 * SPEC "Route guard rules": where to send the visitor instead, or null to show the page.
 * Call only once the session has loaded.
 */
export function guardRedirect(
  pathname: string,
  session: Pick<SessionState, "isAuthenticated" | "user"> & { publicStorefront?: boolean },
  search = "",
): string | null {
  const { isAuthenticated, user, publicStorefront = false } = session;
  if (pathname === "/" || pathname === "") return isAuthenticated ? homeFor(user) : publicStorefront ? "/shop/home" : "/auth/login";
  if (!isAuthenticated) {
    if (isPublicPath(pathname) || (publicStorefront && isStorefrontPath(pathname))) return null;
    // A public storefront's visitor comes back to the page they asked for (wishlist, checkout, account) once signed in;
    // a members-only shop keeps the spec's plain sign-in page.
    return publicStorefront && pathname.startsWith("/shop/") ? loginReturningTo(pathname + search) : "/auth/login";
  }
  // Just signed in (or already): back to the page the visitor came from, when it is this shop's.
  if (matches(pathname, SIGNED_OUT_ONLY)) return isAdmin(user) ? homeFor(user) : returnPathFrom(search, homeFor(user));
  if (!isAdmin(user) && pathname.includes("admin")) return "/unauth-page";
  if (isAdmin(user) && pathname.includes("shop")) return "/admin/dashboard";
  return null;
}
