import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/**
 * The codes the server uses for errors written for the person at the keyboard (the domain's AppError codes). Their
 * message is shown as it is; anything else (a 5xx, a network failure, an uncoded error) gets the caller's fallback.
 */
const USER_FACING = new Set(["BAD_USER_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "TOO_MANY_REQUESTS", "PAYMENT_FAILED", "UNAVAILABLE"]);

interface WireError {
  message?: unknown;
  extensions?: { code?: unknown };
}

const userMessage = (e: WireError | undefined): string | null =>
  e && typeof e.message === "string" && e.message && USER_FACING.has(String(e.extensions?.code)) ? e.message : null;

/** The message a person should see for a failed request: the server's own words when it sent some meant for them. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return userMessage(error.errors[0] as WireError) ?? fallback;
  if (ServerError.is(error) && error.statusCode < 500) return messageInBody(error.bodyText) ?? fallback;
  return fallback;
}

/** A 4xx answer's body: a GraphQL error list, or the REST facade's { success: false, message }. */
function messageInBody(bodyText: string): string | null {
  let body: { message?: unknown; errors?: WireError[] };
  try {
    body = JSON.parse(bodyText) as typeof body;
  } catch {
    return null; // not JSON (a proxy's HTML page): nothing the user can act on
  }
  if (body.errors) return userMessage(body.errors[0]);
  return typeof body.message === "string" && body.message ? body.message : null;
}
