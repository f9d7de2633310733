// Whether this process is saturated right now: its event loop runs late (CPU) or requests wait for a database
// connection (the pool). While it is, new expensive requests are refused with 503 before they queue (traffic.ts
// decides which are expensive); cheap ones and everything already running go on.
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface SheddingBounds {
  /** Refuse while the event loop's delay (99th percentile over the last sample) is above this; 0: never for this. */
  eventLoopDelayMs: number;
  /** Refuse while a request has waited for a database connection longer than this; 0: never for this. */
  poolWaitMs: number;
}

/** How long a pool's oldest waiter has waited now, and the longest wait that ended since the last ask. */
export interface PoolWaits {
  longestWaitMs(): number;
}

export interface Saturation {
  /** "event loop" or "database pool": logged, never shown to the client. */
  reason: string;
  measuredMs: number;
  /** Above twice its bound: every expensive request is refused, not only the heaviest (traffic.ts). */
  severe: boolean;
}

/** How often the signals are read. */
const SAMPLE_MS = 250;
/**
 * Shedding starts after this many samples in a row over a bound (half a second): one slow sample is a collection
 * pause or one long statement, not a shop that cannot keep up.
 */
const LATE_SAMPLES_TO_START = 2;
/**
 * Shedding ends after this many calm samples in a row (1 s): ended at the first, it let the next wave of heavy
 * queries in at once and flapped on and off twice a second.
 */
const CALM_SAMPLES_TO_END = 4;
/** What a refused client is told to wait: the signals are read four times meanwhile. */
export const SHED_RETRY_AFTER_SECONDS = 1;

export class LoadMonitor {
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout | null = null;
  private current: Saturation | null = null;
  private late = 0;
  private calm = 0;

  constructor(private readonly bounds: SheddingBounds, private readonly pool: PoolWaits | null, private readonly onChange: (now: Saturation | null) => void = () => {}) {
    // Both signals off (the default outside production): nothing to watch.
    if (bounds.eventLoopDelayMs <= 0 && bounds.poolWaitMs <= 0) return;
    this.delay.enable();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS).unref();
  }

  /** Null while the process keeps up; else why it does not. */
  saturated(): Saturation | null {
    return this.current;
  }

  private sample() {
    const loopMs = this.delay.percentile(99) / 1e6;
    this.delay.reset();
    const waitMs = this.pool?.longestWaitMs() ?? 0;
    const next = over("event loop", loopMs, this.bounds.eventLoopDelayMs) ?? over("database pool", waitMs, this.bounds.poolWaitMs);
    if (next) {
      this.calm = 0;
      if (!this.current && ++this.late < LATE_SAMPLES_TO_START) return;
      if (!this.current) this.onChange(next);
      this.current = next;
    } else {
      this.late = 0;
      if (this.current && ++this.calm >= CALM_SAMPLES_TO_END) {
        this.current = null;
        this.onChange(null);
      }
    }
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    this.delay.disable();
  }
}

function over(reason: string, measuredMs: number, boundMs: number): Saturation | null {
  if (boundMs <= 0 || measuredMs <= boundMs) return null;
  return { reason, measuredMs: Math.round(measuredMs), severe: measuredMs > 2 * boundMs };
}
