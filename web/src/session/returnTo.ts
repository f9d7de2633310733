// Where sign-in and register send a visitor back to: the page they came from, on this shop only. A link such as
// /auth/login?returnTo=https://evil.example (or //evil.example, /\evil.example, which browsers read as another host)
// must never take a shopper who just typed their password to another site: anything but a plain path is ignored.

/** The query parameter that carries the page to come back to. */
export const RETURN_TO = "returnTo";

/** `value` when it is a path on this shop (one leading "/", not "//" or "/\", no control characters), else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Browsers drop tabs and newlines inside URLs ("/\t/evil.example" is "//evil.example"), and no path needs them.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  // The sign-in pages themselves would only loop.
  if (/^\/auth(\/|$|\?)/.test(value)) return null;
  return value;
}

/** The sign-in page that comes back to `path` afterwards. */
export function loginReturningTo(path: string): string {
  return `/auth/login?${new URLSearchParams({ [RETURN_TO]: path })}`;
}

/** The page a visitor who just signed in goes to: the one they came from when it is this shop's, else `fallback`. */
export function returnPathFrom(search: string, fallback: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO)) ?? fallback;
}

/** Where a user who just signed in goes: an admin to the back office; a shopper back to the page they came from. */
export function afterSignIn(user: { role: string }, search: string): string {
  return user.role === "admin" ? "/admin/dashboard" : returnPathFrom(search, "/shop/home");
}
