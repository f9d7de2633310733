import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "./support/harness.js";
import { fromPino } from "../src/logger.js";

// What an operator reads: the server's JSON log lines, captured as they are written.
const lines: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { logger: fromPino(pino({ level: "info" }, sink)) });
});
afterAll(() => t?.close());

const linesOf = (requestId: string) => lines.filter((l) => l.requestId === requestId);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request log", () => {
  it("writes one JSON line per request, with the id it also returns in X-Request-Id, and never the caller's credentials", async () => {
    const user = await createUser(t);
    const res = await fetch(`${t.url}/api/shop/products/get?category=men`, { headers: { authorization: `Bearer ${user.token}`, cookie: `token=${user.token}` } });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    const mine = linesOf(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, req: { method: "GET", path: "/api/shop/products/get" }, res: { status: 200 }, msg: expect.stringMatching(/^GET \/api\/shop\/products\/get 200 \d+ ms$/) });
    expect(typeof mine[0]!.responseTime).toBe("number");
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });

  it("keeps the load balancer's request id", async () => {
    const res = await fetch(`${t.url}/api/shop/products/all`, { headers: { "x-request-id": "lb-0123456789abcdef" } });
    expect(res.headers.get("x-request-id")).toBe("lb-0123456789abcdef");
    expect(linesOf("lb-0123456789abcdef")).toHaveLength(1);
  });

  it("keeps the secret of a password-reset link out of the log", async () => {
    const res = await fetch(`${t.url}/api/auth/reset-password/some-user/very-secret-token-123`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: "new-password-1" }) });
    const [line] = linesOf(res.headers.get("x-request-id")!);
    expect(line!.req.path).toBe("/api/auth/reset-password/some-user/[redacted]");
    expect(JSON.stringify(lines)).not.toContain("very-secret-token-123");
  });
});

describe("errors", () => {
  it("GraphQL errors carry the request id in extensions.requestId", async () => {
    const res = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ nope }" }) });
    const body = (await res.json()) as any;
    expect(linesOf(res.headers.get("x-request-id")!)[0]!.msg).toMatch(/^POST \/graphql 400 \d+ ms$/);
    expect(body.errors[0].extensions).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED", requestId: res.headers.get("x-request-id") });
    const refused = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).errors[0].extensions).toEqual({ code: "BAD_REQUEST", requestId: refused.headers.get("x-request-id") });
  });

  it("an unexpected GraphQL failure: the client gets one sentence and the id, the log gets the stack under that id", async () => {
    const info = t.shop.services.shop.info;
    t.shop.services.shop.info = () => {
      throw new Error("boom: connection string postgres://secret@db");
    };
    try {
      const res = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ shopInfo { demoPayments } }" }) });
      const id = res.headers.get("x-request-id")!;
      const text = await res.text();
      expect(JSON.parse(text).errors).toEqual([
        { message: "Something went wrong on our side. Please try again.", path: ["shopInfo"], extensions: { code: "INTERNAL_SERVER_ERROR", requestId: id } },
      ]);
      expect(text).not.toContain("boom");
      const error = linesOf(id).find((l) => l.level === 50)!;
      expect(error.msg).toBe("Unexpected error in a GraphQL operation");
      expect(error.err.stack).toMatch(/^Error: boom[^\n]*\n\s+at /);
    } finally {
      t.shop.services.shop.info = info;
    }
  });

  it("an unexpected REST failure keeps the legacy shape, adds only the X-Request-Id header, and logs the stack", async () => {
    const all = t.shop.services.products.list;
    t.shop.services.products.list = async () => {
      throw new Error("boom in the listing");
    };
    try {
      const res = await fetch(`${t.url}/api/shop/products/all`);
      const id = res.headers.get("x-request-id")!;
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, message: "Something went wrong on our side. Please try again." });
      const mine = linesOf(id);
      expect(mine.map((l) => l.level).sort()).toEqual([50, 50]);
      expect(mine.find((l) => l.err)!.err.stack).toContain("boom in the listing");
      expect(mine.find((l) => l.res)).toMatchObject({ res: { status: 500 }, req: { path: "/api/shop/products/all" } });
    } finally {
      t.shop.services.products.list = all;
    }
  });
});
