// Attempt budgets per key (IP, email, ...) that refuse with "try again in N" once spent; counted in Redis across
// replicas when configured, falling back to this process while Redis is missing or down.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { AppError } from "../errors.js";

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_REQUESTS", `Too many attempts. Please try again in ${waitText(retryAfterSeconds)}.`);
  }
}

/** "45 seconds", or whole minutes beyond two (windows run up to an hour: "3412 seconds" reads badly). */
function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * A counter in Redis when one is configured (key `shop:limit:<name>:<key>`), else in this process. While Redis is
 * down or slow (redis.ts: no offline queue, a command timeout) every call falls back to an in-process twin with the
 * same budget: an outage weakens the limits to per-replica ones, it never fails the request.
 */
export function sharedLimiter(redis: Redis | null, name: string, points: number, windowSeconds: number): RateLimiterAbstract {
  const keyPrefix = `shop:limit:${name}`;
  const local = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  if (!redis) return local;
  return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds, insuranceLimiter: local, rejectIfRedisNotReady: true });
}

/** Counts attempts per key (e.g. ip + email) and refuses once the budget for the window is spent. */
export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(points: number, windowSeconds: number) {
    return new AttemptLimiter(new RateLimiterMemory({ points, duration: windowSeconds }));
  }

  /** Shared by every replica through Redis when one is configured, else counted in this process. */
  static create(redis: Redis | null, name: string, points: number, windowSeconds: number) {
    return new AttemptLimiter(sharedLimiter(redis, name, points, windowSeconds));
  }

  /** Counts one attempt; returns how many the key has made in the current window, this one included. */
  async consume(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
      throw e;
    }
  }

  /** Forget failures after a success, so a user who finally remembers the password is not locked out later. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
