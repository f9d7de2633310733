import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/harness.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe("HTTP hardening", () => {
  it("sets security headers (helmet) and hides the framework", async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("allows credentialed CORS from the configured origin only", async () => {
    const ok = await fetch(`${t.url}/graphql`, { method: "OPTIONS", headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" } });
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(ok.headers.get("access-control-allow-credentials")).toBe("true");
    const evil = await fetch(`${t.url}/graphql`, { method: "OPTIONS", headers: { origin: "https://evil.example", "access-control-request-method": "POST" } });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers GraphQL in compact JSON, without indentation", async () => {
    const res = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) });
    const text = await res.text();
    expect(text).toMatch(/^\{"data":\{"__typename":"Query"\}/);
    expect(text).not.toContain("\n");
  });

  // Oversized or malformed bodies, unsupported encodings and CSRF refusals: http-errors.test.ts.
  it("answers unknown API paths with 404 JSON", async () => {
    const res = await fetch(`${t.url}/api/no/such/route`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});

describe("GraphQL limits", () => {
  it("rejects queries nested deeper than the limit", async () => {
    const deep = '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    const res = await t.gql(deep);
    expect(res.errors?.[0].message).toMatch(/depth/i);
    expect(res.data ?? null).toBeNull();
  });

  it("refuses a document nested thousands deep with a message about its size, not a stack overflow", async () => {
    for (const levels of [3000, 20_000]) {
      const res = await t.gql(`{ ${"me { ".repeat(levels)}id${" }".repeat(levels)} }`);
      expect(res.errors?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
      expect(res.errors?.[0].message).toMatch(/contains more th\w+ 2000 tokens/);
    }
    // Just under the token bound, the cost and depth limits answer.
    const res = await t.gql(`{ ${"me { ".repeat(600)}id${" }".repeat(600)} }`);
    expect(res.errors?.[0].message).toMatch(/cost|depth/i);
  });

  it("rejects queries with too many aliases", async () => {
    const aliased = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: featureImages { id }`).join(" ")} }`;
    const res = await t.gql(aliased);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it("reports syntax errors without a stack trace", async () => {
    const res = await t.gql("{ this is not graphql");
    expect(res.errors?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(JSON.stringify(res.errors)).not.toContain("stacktrace");
  });

  it("denies an operation to a caller without the right role", async () => {
    const res = await t.gql(`mutation { deleteFeatureImage(id: "00000000-0000-0000-0000-000000000001") }`);
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
