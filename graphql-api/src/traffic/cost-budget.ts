// Each client's budget of query-cost points: a token bucket that refills steadily, shared by every replica through
// Redis (one atomic script per request) and kept in this process while Redis is missing or down, as the other rate
// limits are (auth/rate-limit.ts). Who the client is: the API key, else the signed-in user, else the address.
import type { Request } from "express";
import type { Redis } from "ioredis";
import { ipKeyGenerator } from "express-rate-limit";

/** A bucket of `points` that refills to full in `seconds`, steadily (IETF RateLimit-Policy's q and w). */
export interface BudgetPolicy {
  points: number;
  seconds: number;
}

/** What a request's spending left: sent back as RateLimit headers and extensions.cost. */
export interface BudgetState {
  /** False when the bucket was empty: the request is refused and nothing was spent. */
  allowed: boolean;
  /** Points in the bucket after this request (0 when it is in debt). */
  remaining: number;
  policy: BudgetPolicy;
  /** When refused, until the bucket holds a point again. */
  retryAfterSeconds: number;
  /** Until the bucket is full again. */
  fullInSeconds: number;
}

export interface Client {
  /** `key:<id>`, `user:<id>` or `ip:<address>` (an IPv6 address by its /56, as a household's devices share one). */
  id: string;
  policy: BudgetPolicy;
}

/** A partner key may spend this many points a minute per request a minute it may make (600 requests: 60,000 points). */
export const KEY_POINTS_PER_REQUEST = 100;

export function clientOf(req: Request, perMinute: number): Client {
  if (req.apiKey) return { id: `key:${req.apiKey.id}`, policy: { points: req.apiKey.rateLimitPerMinute * KEY_POINTS_PER_REQUEST, seconds: 60 } };
  const policy = { points: perMinute, seconds: 60 };
  if (req.viewer) return { id: `user:${req.viewer.id}`, policy };
  return { id: `ip:${ipKeyGenerator(req.ip ?? "unknown")}`, policy };
}

/**
 * A request runs while its client's bucket holds any points, and its cost is taken even when that leaves the bucket
 * in debt (a query costs at most MAX_QUERY_COST, so the debt is bounded); while the bucket is empty or in debt the
 * client is refused until it refills. Points are kept as fractions; time is Redis's own clock, the same for every
 * replica. Returns { allowed, points after }.
 */
const SPEND_SCRIPT = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local cost = tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'p', 't')
local points = capacity
if state[1] then points = math.min(capacity, tonumber(state[1]) + (now - tonumber(state[2])) * perMs) end
local allowed = 0
if points > 0 then
  allowed = 1
  points = points - cost
end
redis.call('HSET', KEYS[1], 'p', tostring(points), 't', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - points) / perMs) + 1000)
return {allowed, tostring(points)}`;

type SpendCommand = (key: string, capacity: number, perSecond: number, cost: number) => Promise<[number, string]>;

/** The same bucket in this process (Redis missing or down); a full bucket is forgotten, as it would be refilled anyway. */
class LocalBuckets {
  private readonly buckets = new Map<string, { points: number; at: number }>();
  private readonly sweep = setInterval(() => this.forgetFull(), 60_000).unref();

  spend(key: string, capacity: number, perSecond: number, cost: number): [boolean, number] {
    const now = Date.now();
    const was = this.buckets.get(key);
    let points = was ? Math.min(capacity, was.points + ((now - was.at) * perSecond) / 1000) : capacity;
    const allowed = points > 0;
    if (allowed) points -= cost;
    this.buckets.set(key, { points, at: now });
    return [allowed, points];
  }

  private forgetFull() {
    const now = Date.now();
    // Every bucket refills within a minute (policies are per minute): one untouched that long is full.
    for (const [key, b] of this.buckets) if (now - b.at > 60_000) this.buckets.delete(key);
  }

  close() {
    clearInterval(this.sweep);
  }
}

export class CostBudgets {
  private readonly local = new LocalBuckets();
  private readonly shared: SpendCommand | null;

  constructor(private readonly redis: Redis | null) {
    if (redis && !("shopCostSpend" in redis)) redis.defineCommand("shopCostSpend", { numberOfKeys: 1, lua: SPEND_SCRIPT });
    this.shared = redis ? ((redis as unknown as { shopCostSpend: SpendCommand }).shopCostSpend.bind(redis) as SpendCommand) : null;
  }

  /** Takes `cost` points from the client's bucket, or refuses when it is empty. */
  async spend(client: Client, cost: number): Promise<BudgetState> {
    const { points: capacity, seconds } = client.policy;
    const perSecond = capacity / seconds;
    const [allowed, left] = await this.take(`shop:cost:${client.id}`, capacity, perSecond, cost);
    return {
      allowed,
      remaining: Math.max(0, Math.floor(left)),
      policy: client.policy,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - left) / perSecond)),
      fullInSeconds: Math.max(0, Math.ceil((capacity - left) / perSecond)),
    };
  }

  private async take(key: string, capacity: number, perSecond: number, cost: number): Promise<[boolean, number]> {
    // While Redis is not connected (no offline queue) or slow (redis.ts's command timeout), count in this process.
    if (this.shared && this.redis?.status === "ready") {
      try {
        const [allowed, left] = await this.shared(key, capacity, perSecond, cost);
        return [allowed === 1, Number(left)];
      } catch {
        /* fall through to this process's bucket */
      }
    }
    return this.local.spend(key, capacity, perSecond, cost);
  }

  close() {
    this.local.close();
  }
}
