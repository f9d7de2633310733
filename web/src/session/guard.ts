import { homeFor, isAdmin, type SessionState } from "./context";

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

/**
 * SPEC "Route guard rules": where to send the visitor instead, or null to show the page.
 * Call only once the session has loaded.
 */
export function guardRedirect(pathname: string, session: Pick<SessionState, "isAuthenticated" | "user">): string | null {
  const { isAuthenticated, user } = session;
  if (pathname === "/" || pathname === "") return isAuthenticated ? homeFor(user) : "/auth/login";
  if (!isAuthenticated) return isPublicPath(pathname) ? null : "/auth/login";
  if (matches(pathname, SIGNED_OUT_ONLY)) return homeFor(user);
  if (!isAdmin(user) && pathname.includes("admin")) return "/unauth-page";
  if (isAdmin(user) && pathname.includes("shop")) return "/admin/dashboard";
  return null;
}
