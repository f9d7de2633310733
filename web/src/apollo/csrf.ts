/**
 * The server wants an X-CSRF-Token header on cookie-authenticated requests. The token is bound to the session
 * cookie, so it is kept in memory only and replaced after login and logout.
 */
let token: string | null = null;
let inFlight: Promise<string | null> | null = null;

export const CSRF_ENDPOINT = "/api/auth/csrf-token";

async function fetchToken(): Promise<string | null> {
  try {
    const res = await fetch(CSRF_ENDPOINT, { credentials: "include", headers: { Accept: "application/json" } });
    if (!res.ok) return null;
    const body = (await res.json()) as { csrfToken?: unknown };
    return typeof body.csrfToken === "string" ? body.csrfToken : null;
  } catch {
    // Without a token the request still goes out; the server's own error then tells the user what happened.
    return null;
  }
}

/** The cached token, fetched once (concurrent callers share one request). `force` fetches a fresh one. */
export function getCsrfToken(force = false): Promise<string | null> {
  if (token && !force) return Promise.resolve(token);
  if (!inFlight) {
    inFlight = fetchToken().then((t) => {
      token = t;
      inFlight = null;
      return t;
    });
  }
  return inFlight;
}

/** Use the token the login mutation returned, so the next write does not need an extra round trip. */
export function setCsrfToken(value: string | null) {
  token = value;
}

/** Forget the token and fetch the one matching the current cookie (after logout). */
export function refreshCsrfToken(): Promise<string | null> {
  token = null;
  return getCsrfToken(true);
}

export function isCsrfRejection(error: unknown): boolean {
  const e = error as { statusCode?: unknown; bodyText?: unknown; message?: unknown } | null;
  if (!e || e.statusCode !== 403) return false;
  const text = `${typeof e.bodyText === "string" ? e.bodyText : ""} ${typeof e.message === "string" ? e.message : ""}`;
  return /csrf/i.test(text);
}
