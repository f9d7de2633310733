// When the load monitor says the process is saturated: a database pool whose requests wait too long for half a
// second starts the shedding (past twice the bound, every expensive request), and a second of calm ends it.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { LoadMonitor, type Saturation } from "../../src/traffic/load-shedding.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("sheds while the pool's wait stays above its bound, the heaviest first, and stops after a second of calm", () => {
  let waitMs = 0;
  const changes: (Saturation | null)[] = [];
  const monitor = new LoadMonitor({ eventLoopDelayMs: 0, poolWaitMs: 100 }, { longestWaitMs: () => waitMs }, (now) => changes.push(now));
  const after = (samples: number) => vi.advanceTimersByTime(samples * 250);
  try {
    waitMs = 150;
    after(1);
    expect(monitor.saturated(), "one slow sample is a moment, not a saturated shop").toBeNull();
    waitMs = 0;
    after(1);
    waitMs = 150;
    after(2);
    expect(monitor.saturated()).toEqual({ reason: "database pool", measuredMs: 150, severe: false });
    waitMs = 250;
    after(1);
    expect(monitor.saturated()?.severe).toBe(true);
    waitMs = 0;
    after(3);
    expect(monitor.saturated(), "still shedding after 3 calm samples").not.toBeNull();
    after(1);
    expect(monitor.saturated()).toBeNull();
    expect(changes.map((c) => c?.reason ?? "calm")).toEqual(["database pool", "calm"]);
  } finally {
    monitor.close();
  }
});
