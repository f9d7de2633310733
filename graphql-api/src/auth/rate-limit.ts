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

/** Counts attempts per key (e.g. ip + email) and refuses once the budget for the window is spent. */
export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(points: number, windowSeconds: number) {
    return new AttemptLimiter(new RateLimiterMemory({ points, duration: windowSeconds }));
  }

  /** Shared by every replica through Redis when one is configured, else counted in this process. */
  static create(redis: Redis | null, name: string, points: number, windowSeconds: number) {
    if (!redis) return AttemptLimiter.inMemory(points, windowSeconds);
    return new AttemptLimiter(new RateLimiterRedis({ storeClient: redis, keyPrefix: `shop:limit:${name}`, points, duration: windowSeconds }));
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
