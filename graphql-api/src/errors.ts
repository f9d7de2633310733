/**
 * Domain errors. Services throw these; GraphQL maps them to extensions.code and REST to an HTTP status,
 * so a rule is written once and reads the same on both APIs.
 */

import { isNoConnection } from "./db/prisma-errors.js";

export type ErrorCode = "BAD_USER_INPUT" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS" | "PAYMENT_FAILED" | "UNAVAILABLE"
  // Bad input of one kind clients act on: the product has several variants and none was named (the storefront then
  // asks for a size).
  | "CHOOSE_VARIANT"
  // A query refused for its computed cost before it runs (traffic/query-cost.ts): the caller asks for less.
  | "MAX_COST_EXCEEDED"
  // The password was right and one more step is due: a code from the authenticator app (or a recovery code), or, for
  // an admin who must use two-step sign-in and has not set it up, setting it up (the error carries a ticket for it).
  | "SECOND_FACTOR_REQUIRED"
  | "TWO_FACTOR_SETUP_REQUIRED";

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_FAILED: 402,
  UNAVAILABLE: 503,
  CHOOSE_VARIANT: 400,
  MAX_COST_EXCEEDED: 400,
  SECOND_FACTOR_REQUIRED: 401,
  TWO_FACTOR_SETUP_REQUIRED: 403,
};

export class AppError extends Error {
  readonly status: number;
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export const badInput = (message: string) => new AppError("BAD_USER_INPUT", message);

/** One refused field of a form, by its path in the input (e.g. "variants.2.sku"), so a form can mark that cell. */
export interface FieldError {
  path: string;
  message: string;
}

/** Bad input naming every refused field (GraphQL extensions.fields); its message is the first one's. */
export class FieldsError extends AppError {
  constructor(readonly fields: FieldError[]) {
    super("BAD_USER_INPUT", fields[0]!.message);
  }
}
/**
 * A sign-in waiting for its next step. `ticket` proves the password was right (signed, 10 minutes, for this step
 * only: it is not a session); it goes back with the code (or the setup) that finishes the sign-in.
 */
export class SignInStepRequired extends AppError {
  constructor(
    code: "SECOND_FACTOR_REQUIRED" | "TWO_FACTOR_SETUP_REQUIRED",
    message: string,
    readonly ticket: string,
  ) {
    super(code, message);
  }
}

export const unauthenticated = (message = "Please log in to continue.") => new AppError("UNAUTHENTICATED", message);
export const forbidden = (message = "You don't have access to this resource.") => new AppError("FORBIDDEN", message);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * A database refusal the caller caused: PostgreSQL cannot store text holding a NUL character (SQLSTATE 22021,
 * whatever the field). That is bad input, not a server fault; the failed statement wrote nothing.
 */
function callerDatabaseError(e: unknown): AppError | null {
  const message = String((e as { message?: unknown } | null)?.message ?? "");
  const meta = (e as { meta?: { code?: unknown } } | null)?.meta;
  if (meta?.code === "22021" || message.includes("`22021`") || message.includes('invalid byte sequence for encoding "UTF8": 0x00')) {
    return badInput("Text cannot contain the NUL character (\\u0000).");
  }
  return null;
}

/** "1 second", "7 seconds": a wait as the refusals say it. */
export const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/**
 * The shop had no room for the request just now (503 with Retry-After): nothing of it was written, and the same
 * request will succeed once the shop keeps up. Load shedding and a busy database refuse with the same words.
 */
export class ShopUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("UNAVAILABLE", `The shop is very busy right now. Please try again in ${seconds(retryAfterSeconds)}.`);
  }
}

/** How long a caller refused by a busy database is asked to wait before trying again. */
export const DATABASE_BUSY_RETRY_SECONDS = 2;

/**
 * A transaction the database had no time for (Prisma's P2028): no connection was lent within its wait, or it ran past
 * its timeout and was rolled back. Logged as a warning (a sign of overload), not as a fault.
 */
export class DatabaseBusyError extends ShopUnavailableError {
  constructor(readonly cause: unknown) {
    super(DATABASE_BUSY_RETRY_SECONDS);
  }
}

/** A database error with a meaning for the caller (their bad input, or a busy shop), as the AppError that says it. */
export function knownDatabaseError(e: unknown): AppError | null {
  if (isNoConnection(e)) return new DatabaseBusyError(e);
  return callerDatabaseError(e);
}
