// The traffic policy at the door of both APIs: a request costing more than a query may is refused, its cost is taken
// from its client's budget (429 with Retry-After once spent), and an expensive one is refused with 503 while the
// process is saturated. What was spent and what is left goes back in IETF RateLimit headers.
import type { Redis } from "ioredis";
import type { Request } from "express";
import { AppError, ShopUnavailableError, seconds } from "../errors.js";
import { TooManyRequestsError } from "../auth/rate-limit.js";
import { CostBudgets, clientOf, type BudgetState } from "./cost-budget.js";
import { LoadMonitor, SHED_RETRY_AFTER_SECONDS, type PoolWaits, type Saturation, type SheddingBounds } from "./load-shedding.js";
import { MAX_QUERY_COST } from "./query-cost.js";

const points = (n: number) => n.toLocaleString("en-US");

/** Refused before running for its computed cost; says both numbers so the caller knows how much less to ask for. */
export class QueryTooCostlyError extends AppError {
  constructor(readonly cost: number, readonly maximumCost = MAX_QUERY_COST) {
    super(
      "MAX_COST_EXCEEDED",
      `This query costs ${points(cost)} points; a query may cost at most ${points(maximumCost)}. Ask for fewer items (pageSize, first) or fewer nested lists.`,
    );
  }
}

/** The client's bucket is empty; distinct from the per-key request limit and the sign-in limits. */
export class BudgetSpentError extends TooManyRequestsError {
  constructor(readonly state: BudgetState, retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `This client has spent its query budget (${points(state.policy.points)} points a minute, refilled steadily). Please try again in ${seconds(retryAfterSeconds)}.`;
  }
}

/** Load shedding's refusal: nothing ran, the same request will be served once the shop keeps up. */
export class ShopBusyError extends ShopUnavailableError {
  constructor() {
    super(SHED_RETRY_AFTER_SECONDS);
  }
}

export interface TrafficOptions {
  /** Points a minute for a signed-in user or a client address (keys: cost-budget.ts's KEY_POINTS_PER_REQUEST). */
  costPerMinute: number;
  shedding: SheddingBounds;
}

/**
 * A client that keeps asking while its bucket is empty gets its 429 after this long (no more than its wait): a
 * script ignoring Retry-After then costs the shop one refusal per connection a second instead of thousands, which
 * took 92% of a shopper's throughput from the shop when refused at once. At most MAX_HELD wait at a time per process;
 * beyond them refusals go out at once.
 */
const HOLD_MS = 1000;
const MAX_HELD = 1000;

/**
 * While the process is saturated, expensive requests above this cost are refused first (the storefront's queries cost
 * at most 241, its filter counts; a partner's page of 100 products with their variants 1,101); every expensive one
 * once a signal is past twice its bound. With 20 connections of heavy queries from 1,000 addresses (each within its
 * budget), refusing every catalogue read also refused the shoppers' listings: 54 of their 103 requests.
 */
export const SHED_FIRST_ABOVE_COST = 500;

export class TrafficControl {
  private readonly budgets: CostBudgets;
  private readonly load: LoadMonitor;
  private held = 0;

  constructor(redis: Redis | null, poolWaits: PoolWaits | null, private readonly options: TrafficOptions, log: (line: string) => void) {
    this.budgets = new CostBudgets(redis);
    this.load = new LoadMonitor(options.shedding, poolWaits, (now) => log(sheddingLine(now, options.shedding)));
  }

  /**
   * Admits a request costing `cost`: refused with 503 while the process is saturated if it is `expensive`, with 429
   * when its client's bucket is empty; otherwise the cost is spent. The state is what the answer's headers report.
   */
  async admit(req: Request, cost: number, expensive: boolean): Promise<BudgetState> {
    if (cost > MAX_QUERY_COST) throw new QueryTooCostlyError(cost);
    const saturated = expensive ? this.load.saturated() : null;
    if (saturated && (saturated.severe || cost > SHED_FIRST_ABOVE_COST)) {
      await this.hold(SHED_RETRY_AFTER_SECONDS);
      throw new ShopBusyError();
    }
    const state = await this.budgets.spend(clientOf(req, this.options.costPerMinute), cost);
    if (state.allowed) return state;
    const heldSeconds = await this.hold(state.retryAfterSeconds);
    throw new BudgetSpentError(state, Math.max(1, state.retryAfterSeconds - heldSeconds));
  }

  /** Waits before a refusal (see HOLD_MS); returns the seconds waited. */
  private async hold(retryAfterSeconds: number): Promise<number> {
    if (this.held >= MAX_HELD) return 0;
    const ms = Math.min(HOLD_MS, retryAfterSeconds * 1000);
    this.held++;
    try {
      await new Promise((resolve) => setTimeout(resolve, ms));
    } finally {
      this.held--;
    }
    return Math.floor(ms / 1000);
  }

  close() {
    this.load.close();
    this.budgets.close();
  }
}

/**
 * IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the policy, a bucket of q points refilled to full in
 * w seconds, and what is left now (r) and until the bucket is full again (t); on a refusal, r=0 until Retry-After.
 */
export function rateLimitHeaders(state: BudgetState, retryAfterSeconds?: number): [string, string][] {
  return [
    ["RateLimit-Policy", `"cost";q=${state.policy.points};w=${state.policy.seconds}`],
    ["RateLimit", `"cost";r=${state.remaining};t=${retryAfterSeconds ?? state.fullInSeconds}`],
  ];
}

function sheddingLine(now: Saturation | null, bounds: SheddingBounds): string {
  if (!now) return "Load shedding ended: expensive requests are served again.";
  const bound = now.reason === "event loop" ? bounds.eventLoopDelayMs : bounds.poolWaitMs;
  return `Load shedding: the ${now.reason} is ${now.measuredMs} ms behind (bound ${bound} ms); new expensive requests get 503 until it keeps up.`;
}
