import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

/** The message a person should see for a failed request: the server's own words when it sent any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
      const msg = body.errors?.[0]?.message ?? body.message;
      if (typeof msg === "string" && msg) return msg;
    } catch {
      /* not JSON: fall through */
    }
    return fallback;
  }
  return fallback;
}
