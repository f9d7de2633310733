// Tools of the outside-in security suite: plain HTTP against a started server, the way an attacker sends it (no
// client library, no access to the process). Servers come from test/harness.ts (in-process, real port) or
// test/server-process.ts (the real entry point in a child process); worlds and call tables from reliability/.
import http from "node:http";
import { expect } from "vitest";
import { readOutbox, type OutboxMessage } from "../../src/mail/mailer.js";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or null when it is not JSON. */
  json: any;
}

export interface HitOptions {
  body?: unknown;
  /** A bearer token (the session an attacker stole or forged). */
  token?: string;
  headers?: Record<string, string>;
}

/** One request; a JSON body unless `body` is already a string, FormData or Buffer. */
export async function hit(base: string, method: string, path: string, options: HitOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit["body"];
  if (options.body instanceof FormData || typeof options.body === "string" || Buffer.isBuffer(options.body)) {
    body = options.body as RequestInit["body"];
  } else if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}

/**
 * A GET whose path reaches the server byte for byte: fetch (like a browser) resolves "..", "%2e%2e" and "\\"
 * before sending, an attacker's raw socket does not.
 */
export function rawGet(base: string, rawPath: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: "GET", headers: { accept: "*/*" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers, text, json });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export const gql = (base: string, query: string, variables?: Record<string, unknown>, options: Omit<HitOptions, "body"> = {}) =>
  hit(base, "POST", "/graphql", { ...options, body: { query, variables } });

/** The first GraphQL error's code, or "ok". */
export const codeOf = (a: Answer): string => a.json?.errors?.[0]?.extensions?.code ?? (a.json?.errors ? "NO_CODE" : "ok");

/** Headers a proxy in front of the shop would add for a client at `ip` (honoured only as TRUST_PROXY says). */
export const from = (ip: string) => ({ "x-forwarded-for": ip });

/** Anything that looks like a stack frame, a source path or a dependency's file: never in an answer. */
export const LEAK = /\bat \S+ \(|node_modules|\/graphql-api\/|\.[cm]?[jt]s:\d+:\d+|stacktrace|PrismaClient|prisma\.\w+\.\w+\(/i;

export function expectNoLeak(a: Answer, what: string) {
  expect(a.status, `${what}: ${a.text.slice(0, 200)}`).toBeLessThan(500);
  expect(a.text, what).not.toMatch(LEAK);
}

/** Mail in the outbox for one address (mail is sent in the background: wait for `count` to arrive). */
export async function mailsTo(outboxDir: string, to: string, count?: number): Promise<OutboxMessage[]> {
  const read = () => readOutbox(outboxDir).filter((m) => m.to === to);
  if (count !== undefined) await expect.poll(() => read().length, { timeout: 10_000 }).toBe(count);
  return read();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits as long as the server said to (Retry-After), as a well-behaved client would. */
export async function waitRetryAfter(a: Answer) {
  const seconds = Number(a.headers.get("retry-after"));
  expect(seconds, "Retry-After").toBeGreaterThan(0);
  await sleep(seconds * 1000 + 50);
}
