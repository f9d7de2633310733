/**
 * The codes the server uses for errors written for the person at the keyboard (the domain's AppError codes). Their
 * message is shown as it is; anything else (a 5xx, a network failure, an uncoded error) gets the caller's fallback.
 * No Apollo imports: the sign-in page uses it before Apollo Client has loaded.
 */
export const USER_FACING = new Set(["BAD_USER_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "TOO_MANY_REQUESTS", "PAYMENT_FAILED", "UNAVAILABLE", "CHOOSE_VARIANT", "SECOND_FACTOR_REQUIRED", "TWO_FACTOR_SETUP_REQUIRED"]);

export interface WireError {
  message?: unknown;
  extensions?: { code?: unknown; ticket?: unknown };
}

export const userMessage = (e: WireError | undefined): string | null =>
  e && typeof e.message === "string" && e.message && USER_FACING.has(String(e.extensions?.code)) ? e.message : null;
