import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from "./support/server-process.js";

// A deploy stops a replica with SIGTERM: the real entry point in a child process, as an orchestrator runs it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-shutdown-"));
const children: ServerProcess["child"][] = [];
afterAll(() => {
  children.forEach((c) => c.kill("SIGKILL"));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const run = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: "false", ...env });
  children.push(run.child);
  await waitForHealth(url);
  return { ...run, port, url };
}

const QUERY = JSON.stringify({ query: "{ shopInfo { demoPayments } }" });

/**
 * A GraphQL request whose body arrives in two halves. `Expect: 100-continue` makes the server say when it has the
 * request (so the test knows it is in flight there); the second half is sent when the test says so.
 */
function slowRequest(port: number) {
  const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/graphql", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(QUERY), expect: "100-continue" } });
  const received = new Promise<void>((resolve) => req.once("continue", resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once("response", (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
      res.on("error", reject);
    });
    req.once("error", reject);
  });
  req.write(QUERY.slice(0, 10));
  return { received, answer, finish: () => req.end(QUERY.slice(10)) };
}

const waitForOutput = async (run: ServerProcess, text: string) => {
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null) throw new Error(`exited before saying "${text}":\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const refused = (url: string) => fetch(`${url}/healthz`).then(() => false, () => true);

describe("SIGTERM", () => {
  it("refuses new connections, answers the request in flight, then exits 0", async () => {
    const run = await start();
    const slow = slowRequest(run.port);
    await slow.received;
    run.child.kill("SIGTERM");
    await waitForOutput(run, "SIGTERM: stopping");
    expect(run.output()).toContain("1 requests in flight");
    expect(await refused(run.url)).toBe(true);

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { data: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ shopInfo: { demoPayments: true } });
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain("Stopped");
    expect(run.output()).not.toContain("cut off");
  }, 120_000);

  it("does not wait for idle keep-alive connections", async () => {
    // A grace period longer than the test's timeout: only a prompt exit passes.
    const run = await start({ SHUTDOWN_GRACE_SECONDS: "600" });
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port: run.port, path: "/healthz", agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      }).on("error", reject);
    });
    expect(status).toBe(200);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    agent.destroy();
  }, 60_000);

  it("cuts a request still running after SHUTDOWN_GRACE_SECONDS, says so, and still exits 0", async () => {
    const run = await start({ SHUTDOWN_GRACE_SECONDS: "1" });
    const stalled = slowRequest(run.port);
    await stalled.received;
    run.child.kill("SIGTERM");
    await expect(stalled.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain("1 request was still running after 1 s and cut off");
  }, 120_000);
});
