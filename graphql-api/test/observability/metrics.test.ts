// /metrics as Prometheus reads it: the requests just made, counted by GraphQL operation and status, the rate-limit
// refusals, the job queue and (on PostgreSQL) the connection pool; nobody without METRICS_TOKEN reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/harness.js";

const TOKEN = "metrics-token-for-the-test-0123456789";
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_AUTH_PER_15MIN: "1" });
});
afterAll(() => t?.close());

const scrape = (token?: string) => fetch(`${t.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const post = (body: object) => fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The value of one series in the text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("refuses readers without the token, and a wrong one, with 401", async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toMatch(/METRICS_TOKEN/);
    expect((await scrape("not-the-token-at-all-0000")).status).toBe(401);
  });

  it("counts the requests made by GraphQL operation and status, and the 429s, beside the gauges", async () => {
    const query = "query MetricsProbe { products(pageSize: 1) { total } }";
    for (let i = 0; i < 2; i++) expect((await post({ query, operationName: "MetricsProbe" })).status).toBe(200);
    const login = `mutation MetricsLogin { login(email: "nobody@shop.test", password: "wrong password") { token } }`;
    expect((await post({ query: login, operationName: "MetricsLogin" })).status).toBe(200);
    expect((await post({ query: login, operationName: "MetricsLogin" })).status).toBe(429);

    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(sample(text, 'shop_http_request_duration_seconds_count{route="graphql MetricsProbe",method="POST",status="200"}')).toBe(2);
    expect(sample(text, 'shop_http_request_duration_seconds_count{route="graphql MetricsLogin",method="POST",status="429"}')).toBe(1);
    expect(sample(text, 'shop_rate_limit_refusals_total{route="graphql MetricsLogin"}')).toBe(1);
    // The queue's gauges, one series per job the shop defines; Node's own process metrics.
    expect(text).toMatch(/^shop_jobs_waiting\{job="[^"]+"\} \d+$/m);
    expect(text).toMatch(/^shop_jobs_oldest_waiting_seconds\{job="[^"]+"\} [\d.]+$/m);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (t.db.kind === "postgres") {
      // The pool lends connections to this scrape's job-queue read at most: none is waiting.
      expect(sample(text, "shop_db_pool_connections_in_use")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "shop_db_pool_waiting")).toBe(0);
      expect(sample(text, "shop_db_pool_connections_idle")).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain("shop_db_pool_"); // the embedded database has no pool to watch
    }
  });
});

describe("without METRICS_TOKEN", () => {
  it("has no /metrics at all, and says how to turn it on", async () => {
    const off = await startTestServer();
    try {
      const res = await fetch(`${off.url}/metrics`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/set METRICS_TOKEN/);
    } finally {
      await off.close();
    }
  });
});
