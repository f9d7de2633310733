// The soak's short form for CI (the full one is `npm run soak`): mixed shopper traffic against the real server
// in a child process, on PostgreSQL when TEST_DATABASE_URL is set (its own fresh database), else embedded.
import { expect, it } from "vitest";
import { formatReport, runSoak } from "./soak.js";

it("20 s of mixed shopper traffic: no errors, no memory growth once warm, no connection leak", async () => {
  const report = await runSoak({ seconds: Number(process.env.SOAK_CI_SECONDS ?? 20), minRequests: 201, databaseUrl: process.env.TEST_DATABASE_URL || undefined, log: () => {} });
  console.info(`[soak]\n${formatReport(report)}`);
  expect(report.errors).toEqual([]);
  expect(report.problems).toEqual([]);
  expect(report.requests).toBeGreaterThan(200);
  expect(report.checkouts).toBeGreaterThan(0);
}, 240_000);
