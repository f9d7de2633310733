// The last word on a failed HTTP request: every error, from any route, becomes a JSON answer with a fitting status,
// shaped for REST or for GraphQL by the path; only our own faults are logged with their stack.
import type { Request, Response, NextFunction } from "express";
import { type AppError, DatabaseBusyError, SignInStepRequired, isAppError, knownDatabaseError } from "./errors.js";
import type { Logger } from "./logger.js";
import { requestIdOf } from "./request-log.js";

/** Where Apollo is mounted; requests refused before it runs still answer in GraphQL's shape there. */
export const GRAPHQL_PATH = "/graphql";
// The paths Express hands to app.use(GRAPHQL_PATH): any case, with or without a trailing segment.
const GRAPHQL_PATHS = new RegExp(`^${GRAPHQL_PATH}(?:/|$)`, "i");

/** extensions.code for refusals that are not domain errors; the codes Apollo itself uses for HTTP-level refusals. */
const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "UNAVAILABLE",
};

export const UNDECOMPRESSABLE =
  "The request body could not be decompressed: compress it as its Content-Encoding header says (gzip, deflate or br), or send it uncompressed without that header.";

interface Described {
  status: number;
  code: string;
  message: string;
  /** A fault of ours, not the caller's: logged with its stack. */
  unexpected?: boolean;
}

/** A busy database's refusal is a sign of overload, not a fault: a warning under the request's id, without a stack. */
export function warnDatabaseBusy(req: Request | undefined, logger: Logger, cause: unknown, path?: string) {
  const message = "A transaction had no time in a busy database; answered 503";
  if (req?.log) req.log.warn({ err: cause, path }, message);
  else logger.info(message);
}

/**
 * The last middleware: every error becomes JSON with a fitting status, never HTML. REST callers get
 * `{ success: false, message }`; on /graphql (a body too large or not JSON, a CSRF refusal, ...) the answer is
 * `{ errors: [{ message, extensions: { code } }] }`, as from Apollo. Both are `application/json`: a GraphQL client
 * then reports them as an HTTP error with the status (the web app retries a 403 CSRF refusal by that status).
 */
export function jsonErrorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = isAppError(err) ? err : knownDatabaseError(err);
    const { status, code, message, unexpected } = describe(err, known);
    if (unexpected) {
      // The stack stays in the log, under the request's id; the caller gets one sentence and that id.
      if (req.log) req.log.error({ err }, "Unexpected error in a request");
      else logger.error("Unexpected error in a request", err);
    }
    if (known instanceof DatabaseBusyError) warnDatabaseBusy(req, logger, err);
    // A 429 past a limit, or a 503 of load shedding or of a busy database: each says when to come back.
    const wait = known ? (known as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
    const retryAfterSeconds = typeof wait === "number" ? wait : undefined;
    if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
    if (status === 401 && !res.headersSent) res.setHeader("WWW-Authenticate", challenge(req));
    if (res.headersSent) return;
    if (!GRAPHQL_PATHS.test(req.originalUrl.split("?", 1)[0]!)) {
      // A sign-in waiting for its second step says which, with the ticket that finishes it (POST /api/auth/login/code).
      const step = err instanceof SignInStepRequired ? { step: err.code, ticket: err.ticket } : {};
      res.status(status).json({ success: false, message, ...step });
      return;
    }
    const extensions: Record<string, unknown> = retryAfterSeconds === undefined ? { code } : { code, retryAfterSeconds };
    if (req.id !== undefined) extensions.requestId = requestIdOf(req);
    res.status(status).json({ errors: [{ message, extensions }] });
  };
}

/**
 * A 401's challenge (RFC 9110 requires one): the Bearer scheme that API keys (and the REST facade's tokens) use; a
 * request that sent a credential learns it was refused (RFC 6750 invalid_token), one that sent none that one is due.
 */
function challenge(req: Request): string {
  const sent = Boolean(req.headers.authorization || req.headers["x-api-key"]);
  return sent ? 'Bearer realm="shop", error="invalid_token"' : 'Bearer realm="shop"';
}

function describe(err: unknown, known: AppError | null): Described {
  if (known) return { status: known.status, code: known.code, message: known.message };
  const e = err as { type?: string; status?: number; statusCode?: number; code?: string; message?: string; limit?: number };
  if (e?.type === "entity.too.large") return transport(413, `Request body is too large (limit ${e.limit} bytes).`);
  if (e?.type === "entity.parse.failed") return transport(400, "Request body is not valid JSON.");
  if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported") return transport(415, "Unsupported request encoding.");
  // zlib's own words ("incorrect header check") mean nothing to the caller: a body that does not decompress as its
  // Content-Encoding says.
  if (typeof e?.code === "string" && e.code.startsWith("Z_")) return transport(400, UNDECOMPRESSABLE);
  if (e?.code === "LIMIT_FILE_SIZE") return transport(413, "The file is too large.");
  if (typeof e?.code === "string" && e.code.startsWith("LIMIT_")) return transport(400, `Bad upload: ${e.message}.`);
  const status = e?.status ?? e?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return transport(status, e.message ?? "Bad request.");
  return { ...transport(500, "Something went wrong on our side. Please try again."), unexpected: true };
}

const transport = (status: number, message: string): Described => ({ status, code: CODE_BY_STATUS[status] ?? "BAD_REQUEST", message });
