// Redis (shared rate-limit counters and query-cost budgets) going away under a running shop, and missing at start-up:
// the shop keeps answering (limits per process, never a 500), says so once in its log and in /healthz, and shares
// again once Redis is back. The real entry point runs in a child process; Redis is reached through a TCP relay the
// test can cut.
import fs from "node:fs";
import { randomInt } from "node:crypto";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from "../support/server-process.js";
import { gql, hit } from "./attack.js";

const children: ServerProcess["child"][] = [];
const dirs: string[] = [];
afterAll(() => {
  children.forEach((c) => c.kill("SIGKILL"));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/** A relay to the real Redis that can be cut (every connection dropped, the port closed) and restored. */
function redisRelay(port: number) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  return {
    async up() {
      server = net.createServer((client) => {
        const upstream = net.connect(6379, "127.0.0.1");
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async down() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        sockets.forEach((s) => s.destroy());
      });
      server = null;
    },
  };
}

async function startShop(redisUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-redis-"));
  dirs.push(dataDir);
  const port = await freePort();
  // Redis outlives test runs: each run plays its own client address (X-Forwarded-For from loopback), so counters
  // left by earlier runs, or other suites, never mix with this one's.
  const run = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    REDIS_URL: redisUrl,
    RATE_LIMIT_AUTH_PER_15MIN: "3",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "info",
    TRUST_PROXY: "loopback",
  });
  children.push(run.child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, run };
}

const redisState = async (url: string) => (await hit(url, "GET", "/healthz")).json?.redis;
const count = (text: string, needle: RegExp) => text.split("\n").filter((line) => needle.test(line)).length;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;

const client = { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}` };

/** Four wrong logins for one new email: checked three times, then refused, with no 5xx (the per-address budget is 3). */
async function guessFourTimes(url: string) {
  const email = `outage-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res =
      i % 2
        ? await hit(url, "POST", "/api/auth/login", { body: { email, password: "wrong password" }, headers: client })
        : await gql(url, LOGIN, { e: email, p: "wrong password" }, { headers: client });
    statuses.push(res.status === 200 && res.json.errors?.[0]?.extensions?.code === "UNAUTHENTICATED" ? 401 : res.status);
  }
  return statuses;
}

describe("Redis outage", () => {
  it("mid-run: no 500s, limits per process, one log line each way, /healthz says so", async () => {
    const relayPort = await freePort();
    const relay = redisRelay(relayPort);
    await relay.up();
    const { url, run } = await startShop(`redis://127.0.0.1:${relayPort}`);
    expect(await redisState(url)).toBe("up");
    expect(await guessFourTimes(url), "before").toEqual([401, 401, 401, 429]);

    await relay.down();
    await expect.poll(() => redisState(url), { timeout: 15_000 }).toBe("down");
    const health = await hit(url, "GET", "/healthz");
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ ok: true, redis: "down" });
    for (let round = 0; round < 2; round++) expect(await guessFourTimes(url), `during ${round}`).toEqual([401, 401, 401, 429]);
    // Query-cost budgets count in this process meanwhile: answered, and still reporting the client's bucket.
    const query = await gql(url, "{ shopInfo { demoPayments } }", undefined, { headers: client });
    expect(query.status).toBe(200);
    expect(query.headers.get("ratelimit")).toMatch(/^"cost";r=\d+;t=\d+$/);
    const register = await hit(url, "POST", "/api/auth/register", { body: { userName: "During Outage", email: `during-${Date.now()}@example.test`, password: "password123" }, headers: client });
    expect(register.status).toBe(201);
    expect((await hit(url, "POST", "/api/auth/forgot-password", { body: { email: "someone@example.test" }, headers: client })).status).toBe(200);
    expect(count(run.output(), /Redis at \S+ is unreachable \(/)).toBe(1);

    await relay.up();
    await expect.poll(() => redisState(url), { timeout: 15_000 }).toBe("up");
    expect(await guessFourTimes(url), "after").toEqual([401, 401, 401, 429]);
    expect(count(run.output(), /Redis at \S+ is back:/)).toBe(1);
    expect(count(run.output(), /Redis at \S+ is unreachable \(/)).toBe(1);
    expect(run.output()).not.toMatch(/Unhandled error event|Something went wrong/);
    await relay.down();
  }, 120_000);

  it("at start-up: the shop starts anyway, with per-process limits, and says so", async () => {
    const closedPort = await freePort();
    const { url, run } = await startShop(`redis://:secret@127.0.0.1:${closedPort}`);
    expect(await hit(url, "GET", "/healthz")).toMatchObject({ status: 200, json: { ok: true, redis: "down" } });
    expect(await guessFourTimes(url)).toEqual([401, 401, 401, 429]);
    expect(count(run.output(), /Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ is unreachable/)).toBe(1);
    expect(run.output()).not.toContain("secret");
  }, 120_000);
});
