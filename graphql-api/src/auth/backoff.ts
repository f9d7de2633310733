// Slowing down guessing against one account (logins, reset mails) without ever locking its owner out: after a few
// free turns each one waits twice as long as the last, up to a cap; one turn per wait across all replicas, even in a burst.
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { sharedLimiter } from "./rate-limit.js";

/**
 * Turns per key (an account), spaced further and further apart: the first `free - 1` come at once; from turn
 * number `free` on, each turn opens a wait of `base * 2^(turn - free)` seconds (at most `cap`) during which no
 * other turn is granted. Never a lockout: a turn is always granted within `cap` seconds of the last one.
 */
export interface BackoffPolicy {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  /** Turns are forgotten this long after the first one, unless reset earlier. */
  memorySeconds: number;
}

export type Turn = { granted: true; count: number } | { granted: false; retryAfterSeconds: number };

/** The wait a granted turn opens (0 for the free ones). */
export function waitAfterTurn(policy: BackoffPolicy, turn: number): number {
  if (turn < policy.free) return 0;
  return Math.min(policy.capSeconds, policy.baseSeconds * 2 ** Math.min(turn - policy.free, 30));
}

/**
 * Shared through Redis like the rate limits (per process without it, or while it is down). Granting is atomic: the
 * wait is a Redis key created with `SET NX EX` by the one turn that opens it, so a burst of concurrent attempts
 * from many addresses gets one turn per wait, not one each. The length of the wait a turn opens is counted from the
 * turns the gate granted (only its holder counts them), never from the attempts in flight, which a burst inflates.
 */
export class Backoff {
  private readonly freeTurns: RateLimiterAbstract;
  private readonly gatedTurns: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(redis: Redis | null, name: string, readonly policy: BackoffPolicy) {
    // The counters never refuse (penalty/get only); their window is how long turns are remembered.
    this.freeTurns = sharedLimiter(redis, `${name}-turns`, 1_000_000_000, policy.memorySeconds);
    this.gatedTurns = sharedLimiter(redis, `${name}-gated`, 1_000_000_000, policy.memorySeconds);
    this.gate = sharedLimiter(redis, `${name}-gate`, 1, policy.capSeconds);
  }

  /** Takes a turn for the key, or says how many seconds remain before the next one may be taken. */
  async take(key: string): Promise<Turn> {
    const freeLeft = this.policy.free - 1;
    if (freeLeft > 0 && ((await this.freeTurns.get(key))?.consumedPoints ?? 0) < freeLeft) {
      const count = (await this.freeTurns.penalty(key)).consumedPoints;
      if (count <= freeLeft) return { granted: true, count };
      await this.freeTurns.reward(key); // concurrent attempts took the last free turn first: this one queues
    }
    const gated = (await this.gatedTurns.get(key))?.consumedPoints ?? 0;
    const turn = freeLeft + gated + 1;
    const wait = await this.pass(key, turn);
    if (wait > 0) return { granted: false, retryAfterSeconds: wait };
    await this.gatedTurns.penalty(key);
    return { granted: true, count: turn };
  }

  /** Starts over (after a successful login or password reset). */
  async reset(key: string): Promise<void> {
    await Promise.all([this.freeTurns.delete(key), this.gatedTurns.delete(key), this.gate.delete(key)]);
  }

  /** 0 when no wait is open (and opens the one this turn sets), else the seconds left of the open one. */
  private async pass(key: string, turn: number): Promise<number> {
    try {
      await this.gate.consume(key, 1, { customDuration: Math.max(1, waitAfterTurn(this.policy, turn)) });
      return 0;
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw e;
    }
  }
}
