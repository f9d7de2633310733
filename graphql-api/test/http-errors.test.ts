// Requests refused before Apollo or a REST route runs: the same status and message on every path, in GraphQL's
// shape on /graphql and in the REST shape everywhere else.
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "./support/harness.js";
import { jsonErrorHandler } from "../src/http-errors.js";
import { TooManyRequestsError } from "../src/auth/rate-limit.js";
import { createLogger } from "../src/logger.js";
import { formatError } from "../src/graphql.js";

/** A real transaction that outlives its timeout: Prisma rolls it back and throws P2028, as a loaded database makes it. */
async function expiredTransaction(): Promise<unknown> {
  try {
    await t.db.prisma.$transaction(
      async (tx) => {
        await tx.user.count();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.user.count();
      },
      { timeout: 50 },
    );
  } catch (e) {
    return e;
  }
  throw new Error("the transaction was expected to expire");
}

let t: TestServer;
let cookieUser: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  cookieUser = await createUser(t);
});
afterAll(() => t?.close());

const JSON_TYPE = { "content-type": "application/json" };
const TOO_LARGE = JSON.stringify({ query: "{ __typename }", email: "a@b.c", padding: "x".repeat(2 * 1024 * 1024) });

interface Refusal {
  name: string;
  status: number;
  code: string;
  message: string | RegExp;
  request: () => { headers: Record<string, string>; body: string };
}

const REFUSALS: Refusal[] = [
  { name: "an oversized body", status: 413, code: "PAYLOAD_TOO_LARGE", message: /^Request body is too large \(limit \d+ bytes\)\.$/, request: () => ({ headers: JSON_TYPE, body: TOO_LARGE }) },
  { name: "malformed JSON", status: 400, code: "BAD_REQUEST", message: "Request body is not valid JSON.", request: () => ({ headers: JSON_TYPE, body: "{not json" }) },
  { name: "an unsupported encoding", status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported request encoding.", request: () => ({ headers: { ...JSON_TYPE, "content-encoding": "compress" }, body: "{}" }) },
  {
    name: "a cookie-authenticated write sent from another site",
    status: 403,
    code: "FORBIDDEN",
    message: /^Refused a request sent from another site \(https:\/\/evil\.example\)/,
    request: () => ({ headers: { ...JSON_TYPE, cookie: `token=${cookieUser.token}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" }, body: JSON.stringify({ query: "mutation { logout { success } }", email: "a@b.c", password: "x" }) }),
  },
];

async function post(path: string, refusal: Refusal) {
  const res = await fetch(`${t.url}${path}`, { method: "POST", ...refusal.request() });
  return { status: res.status, type: res.headers.get("content-type"), requestId: res.headers.get("x-request-id"), body: (await res.json()) as Record<string, unknown> };
}

describe.each(REFUSALS)("$name", (refusal) => {
  it.each(["/graphql", "/GraphQL", "/graphql/"])(`answers %s with ${refusal.status} and { errors: [{ message, extensions.code }] }`, async (path) => {
    const res = await post(path, refusal);
    expect(res.status).toBe(refusal.status);
    // application/json (not application/graphql-response+json): GraphQL clients report it as an HTTP error with its status.
    expect(res.type).toMatch(/^application\/json/);
    expect(res.body).toEqual({ errors: [{ message: expect.stringMatching(refusal.message), extensions: { code: refusal.code, requestId: res.requestId } }] });
  });

  it(`keeps { success: false, message } with ${refusal.status} on the REST facade`, async () => {
    const res = await post("/api/auth/logout", refusal);
    expect(res.status).toBe(refusal.status);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(refusal.message) });
  });
});

describe("the error handler on its own", () => {
  // Rate limits are checked inside the services (Apollo shapes those itself); a refusal reaching the handler on
  // /graphql still carries the code, the delay and the header the GraphQL limits use.
  let url = "";
  let server: http.Server;
  beforeAll(async () => {
    const app = express();
    app.post(["/graphql", "/api/limited"], (_req, _res, next) => next(new TooManyRequestsError(42)));
    app.post(["/graphql/boom", "/api/boom"], () => {
      throw new Error("secret detail");
    });
    app.post(["/graphql/busy", "/api/busy"], (_req, _res, next) => void expiredTransaction().then(next));
    app.use(jsonErrorHandler(createLogger("silent")));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (path: string) => {
    const res = await fetch(`${url}${path}`, { method: "POST" });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
  };

  it("answers a rate limit with 429, Retry-After and TOO_MANY_REQUESTS + retryAfterSeconds on /graphql", async () => {
    const message = "Too many attempts. Please try again in 42 seconds.";
    expect(await call("/graphql")).toEqual({ status: 429, retryAfter: "42", body: { errors: [{ message, extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 42 } }] } });
    expect(await call("/api/limited")).toEqual({ status: 429, retryAfter: "42", body: { success: false, message } });
  });

  it("answers an unexpected failure with 500 INTERNAL_SERVER_ERROR and no internal detail", async () => {
    const message = "Something went wrong on our side. Please try again.";
    expect(await call("/graphql/boom")).toMatchObject({ status: 500, body: { errors: [{ message, extensions: { code: "INTERNAL_SERVER_ERROR" } }] } });
    expect(await call("/api/boom")).toMatchObject({ status: 500, body: { success: false, message } });
  });

  it("answers a transaction the busy database had no time for with 503, Retry-After and a message to try again", async () => {
    const message = "The shop is very busy right now. Please try again in 2 seconds.";
    expect(await call("/graphql/busy")).toEqual({ status: 503, retryAfter: "2", body: { errors: [{ message, extensions: { code: "UNAVAILABLE", retryAfterSeconds: 2 } }] } });
    expect(await call("/api/busy")).toEqual({ status: 503, retryAfter: "2", body: { success: false, message } });
    // The same in a GraphQL answer (a resolver's error, as Apollo hands it to formatError).
    expect(formatError({ message: "raw", path: ["updateProduct"] }, await expiredTransaction())).toEqual({
      message,
      path: ["updateProduct"],
      extensions: { code: "UNAVAILABLE", retryAfterSeconds: 2 },
    });
  });
});
