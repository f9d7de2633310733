import type { Request, Response, NextFunction } from "express";
import { callerDatabaseError, isAppError } from "./errors.js";
import { TooManyRequestsError } from "./auth/rate-limit.js";
import type { Logger } from "./logger.js";

/** The last middleware: every error becomes JSON `{ success: false, message }` with a fitting status, never HTML. */
export function jsonErrorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, message } = describe(err, logger);
    if (err instanceof TooManyRequestsError) res.setHeader("Retry-After", String(err.retryAfterSeconds));
    if (res.headersSent) return;
    res.status(status).json({ success: false, message });
  };
}

function describe(err: unknown, logger: Logger): { status: number; message: string } {
  const known = isAppError(err) ? err : callerDatabaseError(err);
  if (known) return { status: known.status, message: known.message };
  const e = err as { type?: string; status?: number; statusCode?: number; code?: string; message?: string; limit?: number };
  if (e?.type === "entity.too.large") return { status: 413, message: `Request body is too large (limit ${e.limit} bytes).` };
  if (e?.type === "entity.parse.failed") return { status: 400, message: "Request body is not valid JSON." };
  if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported") return { status: 415, message: "Unsupported request encoding." };
  if (e?.code === "LIMIT_FILE_SIZE") return { status: 413, message: "The file is too large." };
  if (typeof e?.code === "string" && e.code.startsWith("LIMIT_")) return { status: 400, message: `Bad upload: ${e.message}.` };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return { status, message: e.message ?? "Bad request." };
  logger.error("Unexpected error in a request", err);
  return { status: 500, message: "Something went wrong on our side. Please try again." };
}
