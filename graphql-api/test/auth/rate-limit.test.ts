import { describe, expect, it } from "vitest";
import { AttemptLimiter, TooManyRequestsError } from "../../src/auth/rate-limit.js";

describe("AttemptLimiter", () => {
  it("allows the budget, then refuses with a retry delay within the window", async () => {
    const limiter = AttemptLimiter.inMemory(2, 60);
    await limiter.consume("k");
    await limiter.consume("k");
    const error = await limiter.consume("k").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    const { retryAfterSeconds, code, status } = error as TooManyRequestsError;
    expect(code).toBe("TOO_MANY_REQUESTS");
    expect(status).toBe(429);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts keys separately and forgets a key on reset", async () => {
    const limiter = AttemptLimiter.inMemory(1, 60);
    await limiter.consume("a");
    await limiter.consume("b");
    await expect(limiter.consume("a")).rejects.toBeInstanceOf(TooManyRequestsError);
    await limiter.reset("a");
    await expect(limiter.consume("a")).resolves.toBe(1); // the count starts again
  });
});
