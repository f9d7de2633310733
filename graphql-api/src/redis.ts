// The optional Redis connection that lets replicas share rate-limit counters; an outage is logged and tolerated (the
// limits fall back to this process), never failing a request.
import { Redis } from "ioredis";
import type { Logger } from "./logger.js";

export type RedisState = "up" | "down";

/** The shared rate-limit store and whether it answers right now (for /healthz). */
export interface RedisLink {
  client: Redis;
  state(): RedisState;
  close(): void;
}

// A command that gets no answer within this time fails, and the limiter counts in this process instead: a stalled
// Redis must not hold up a login.
const COMMAND_TIMEOUT_MS = 1000;
const FIRST_CONNECT_WAIT_MS = 3000;

const redacted = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");

/**
 * Connects to Redis (rate-limit counters shared across replicas). An outage, at start-up or later, never fails a
 * request: commands fail at once while the connection is down (no offline queue), the limiters fall back to
 * per-process counters, and ioredis keeps reconnecting. Each change of state is logged once, not per request.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisLink> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_WAIT_MS,
    // Keep trying, at most every 2 s: the shared counters come back as soon as Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let state: RedisState | "starting" = "starting";
  const where = redacted(url);
  client.on("ready", () => {
    if (state === "down") logger.info(`Redis at ${where} is back: rate limits are shared across replicas again.`);
    state = "up";
  });
  const lost = (reason: string) => {
    if (state === "down") return;
    state = "down";
    logger.error(`Redis at ${where} is unreachable (${reason}): rate limits are counted per process until it is back.`);
  };
  client.on("error", (e: Error) => lost(e.message));
  client.on("close", () => {
    if (state === "up") lost("connection closed");
  });
  // Wait a moment for the first connection, so a healthy start does not begin with per-process counters.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once("ready", done);
    client.once("error", done);
  });
  if (state === "starting") lost("no answer at start-up");
  return {
    client,
    state: () => (state === "up" && client.status === "ready" ? "up" : "down"),
    close: () => client.disconnect(),
  };
}
