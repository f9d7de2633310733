// Logging for the whole server: the small Logger interface services depend on, and the pino logger behind it
// (JSON lines for collectors, readable lines in a development terminal).
import { createRequire } from "node:module";
import { pino, type Logger as Pino, type LevelWithSilent } from "pino";
import { logTraceFields } from "./observability/tracing.js";

/** What services and helpers need: a message, and for failures the error (its stack goes to the log, never to callers). */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The server's logger: JSON lines through pino; `pino` feeds the per-request logger (request-log.ts). */
export interface AppLogger extends Logger {
  warn(message: string): void;
  debug(message: string): void;
  pino: Pino;
}

export type LogLevel = LevelWithSilent;
export type LogFormat = "json" | "pretty";

export function fromPino(p: Pino): AppLogger {
  return {
    pino: p,
    info: (message) => p.info(message),
    warn: (message) => p.warn(message),
    debug: (message) => p.debug(message),
    error: (message, error) => (error === undefined ? p.error(message) : p.error({ err: error }, message)),
  };
}

/**
 * One JSON object per line on stdout (what log collectors read). `pretty` (the default in development when stdout is
 * a terminal) formats them for people through pino-pretty, a development dependency; without it installed the
 * output stays JSON.
 */
export function createLogger(level: LogLevel, format: LogFormat = "json"): AppLogger {
  const pretty = format === "pretty" && canPrettyPrint();
  const traceFields = logTraceFields();
  return fromPino(
    pino({
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // With tracing on, each line names the trace it was written in (a trace and its logs found from either side).
      ...(traceFields ? { mixin: traceFields } : {}),
      ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,req,res,responseTime", singleLine: true } } } : {}),
    }, pretty ? undefined : stdoutLines()),
  );
}

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * Stdout written off the request path: a line is handed to libuv's thread pool instead of a write call on the event
 * loop per request, and lines logged while a write is under way go out together. Nothing waits for a buffer to fill,
 * and pino writes what is left synchronously when the process exits. One per process: the apps of one test process
 * share it, so their lines never interleave mid-line.
 */
function stdoutLines() {
  return (stdout ??= pino.destination({ dest: 1, sync: false }));
}

function canPrettyPrint(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false; // not installed (production installs no dev dependencies): plain JSON lines, as in production
  }
}
