import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { userMessage, type WireError } from "./userFacing";

/** The message a person should see for a failed request: the server's own words when it sent some meant for them. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return userMessage(error.errors[0] as WireError) ?? fallback;
  if (ServerError.is(error) && error.statusCode < 500) return messageInBody(error.bodyText) ?? fallback;
  return fallback;
}

/** The server's code of a failed GraphQL request (e.g. CHOOSE_VARIANT), or null. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = (error.errors[0] as WireError | undefined)?.extensions?.code;
  return typeof code === "string" ? code : null;
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
