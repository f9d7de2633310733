// First-load JavaScript per route of the real production build (web/dist, built by the test global setup when its
// sources changed) against the budgets of bench/budgets.ts: a change that makes a page download more than its
// budget before it can render fails here.
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_GZIP_KB } from "../../bench/budgets.js";
import { ROUTES, measureRoutes } from "../../bench/websize.js";
import { WEB_DIST } from "../src/web-static.js";

describe("storefront first-load JavaScript", () => {
  const sizes = measureRoutes(WEB_DIST);

  it("has a budget for every measured route and measures every budgeted one", () => {
    expect(Object.keys(FIRST_LOAD_BUDGET_GZIP_KB).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(sizes.map((s) => [s.route, s] as const))("%s stays within its budget", (route, size) => {
    expect(size.gzipKb, `${route}: ${size.gzipKb} kB gzip in ${size.chunks} chunks`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP_KB[route]!);
  });
});
