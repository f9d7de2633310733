// The production image without Docker: the runtime tree the Dockerfile's last stage holds (a production install,
// `npm ci --omit=dev`, plus the built server, the built web app and the migrations) is made in a temporary folder and
// started with `node scripts/start.mjs` against a fresh PostgreSQL database, as the image starts it. It serves the
// shop, so nothing it needs is a development dependency; with OTEL_EXPORTER_OTLP_ENDPOINT set it sends traces, and its
// log lines name them.
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerIfStale } from "../../scripts/server-build.mjs";
import { freePort, repoRoot, startProcess, waitForHealth, type ServerProcess } from "./support/server-process.js";
import { withDatabase } from "./support/global-setup.js";

const BASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MANIFESTS = ["package.json", "package-lock.json", "graphql-api/package.json", "web/package.json"];
/** What the Dockerfile's runtime stage copies besides the production install. */
const ARTIFACTS = ["scripts/postinstall.mjs", "scripts/start.mjs", "scripts/web-build.mjs", "scripts/server-build.mjs", "prisma/migrations", "graphql-api/dist", "web/dist", "web/dist-ssr"];

// The install is the slow part: kept between runs while the manifests are the same (the second CI pass reuses it).
const manifestHash = crypto.createHash("sha256").update("omit=dev ignore-scripts\0").update(MANIFESTS.map((m) => fs.readFileSync(path.join(repoRoot, m))).join("\0")).digest("hex").slice(0, 16);
const tree = path.join(os.tmpdir(), `shop-runtime-${manifestHash}`);
const database = `shop_runtime_${Date.now().toString(36)}_${process.pid}`;
const admin = new pg.Client({ connectionString: BASE_URL });
let created = false;
let server: ServerProcess | undefined;
let collector: http.Server;
const exported: { name: string; traceId: string }[] = [];
/** Anything else the shop exports over OTLP (logs, metrics): nothing, it sends traces only. */
const otherExports: string[] = [];

function installRuntimeTree() {
  for (const old of fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith("shop-runtime-") && path.join(os.tmpdir(), d) !== tree)) {
    fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
  }
  const installed = path.join(tree, "node_modules/.shop-runtime-installed");
  if (!fs.existsSync(installed)) {
    fs.rmSync(tree, { recursive: true, force: true });
    for (const m of [...MANIFESTS, "scripts/postinstall.mjs"]) fs.cpSync(path.join(repoRoot, m), path.join(tree, m));
    const npm = spawnSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: tree, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
    if (npm.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${npm.stdout}\n${npm.stderr}`);
    fs.writeFileSync(installed, "");
  }
  for (const a of ARTIFACTS) {
    fs.rmSync(path.join(tree, a), { recursive: true, force: true });
    fs.cpSync(path.join(repoRoot, a), path.join(tree, a), { recursive: true });
  }
}

beforeAll(async () => {
  buildServerIfStale((m) => console.log(`production-build.test: ${m}`));
  installRuntimeTree();
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  created = true;
  // An OTLP/HTTP collector: the spans the shop exports.
  collector = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      if (req.url !== "/v1/traces") {
        otherExports.push(req.url ?? "");
        return void res.writeHead(404).end();
      }
      const spans = JSON.parse(body).resourceSpans.flatMap((r: any) => r.scopeSpans.flatMap((s: any) => s.spans));
      exported.push(...spans.map((s: any) => ({ name: s.name, traceId: s.traceId })));
      res.setHeader("content-type", "application/json").end("{}");
    });
  });
  await new Promise<void>((r) => collector.listen(0, "127.0.0.1", r));
}, 600_000); // a production install on a busy 2-core machine, the first time

afterAll(async () => {
  // SIGTERM, as an orchestrator stops it: start.mjs passes it to the server, which drains and exits, then start.mjs.
  server?.child.kill("SIGTERM");
  await server?.exited;
  collector?.close();
  if (created) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
});

describe("the runtime tree of the production image", () => {
  it("holds no development dependency and no server source", () => {
    // What the lockfile installs for development only. (The Prisma CLI and TypeScript are also optional peers of the
    // Prisma client, so a production install that keeps optional dependencies, as sharp's binary needs, has them.)
    const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.entries(lock.packages).filter(([where, p]) => where && p.dev).map(([where]) => where);
    expect(devOnly).toEqual(expect.arrayContaining(["node_modules/tsx", "node_modules/vitest", "node_modules/vite", "node_modules/@playwright/test", "node_modules/pino-pretty"]));
    expect(devOnly.filter((where) => fs.existsSync(path.join(tree, where)))).toEqual([]);
    expect(fs.existsSync(path.join(tree, "graphql-api/src"))).toBe(false);
    const size = execFileSync("du", ["-sm", tree], { encoding: "utf8" }).split("\t")[0];
    console.log(`production-build.test: runtime tree ${size} MB (node_modules ${execFileSync("du", ["-sm", path.join(tree, "node_modules")], { encoding: "utf8" }).split("\t")[0]} MB)`);
  });

  it("starts with plain node on PostgreSQL, applies the migrations, serves GraphQL and the web app, and sends traces", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = startProcess(process.execPath, ["scripts/start.mjs"], tree, {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: withDatabase(BASE_URL, database),
      DATA_DIR: path.join(tree, "data"),
      TOKEN_SECRET: "a-production-token-secret-0123456789-abcdef",
      SEED_ADMIN_PASSWORD: "a-real-admin-password",
      PAYPAL_MODE: "offline",
      MAIL_TRANSPORT: "outbox",
      METRICS_TOKEN: "runtime-tree-metrics-token",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as { port: number }).port}`,
      OTEL_BSP_SCHEDULE_DELAY: "200",
    });
    await waitForHealth(url, 180_000);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, database: "postgres" });

    // The admin's password is checked (argon2's native module, from the install); production then wants two-step
    // sign-in set up first (ADMIN_TWO_FACTOR=required).
    const login = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation SignIn { login(email: "admin@shop.test", password: "a-real-admin-password") { user { role } } }` }),
    });
    expect(((await login.json()) as any).errors[0].extensions.code).toBe("TWO_FACTOR_SETUP_REQUIRED");

    const home = await fetch(`${url}/auth/login`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">'); // the server's render of the built web app

    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: "Bearer runtime-tree-metrics-token" } });
    expect(await metrics.text()).toMatch(/^shop_db_pool_connections_idle \d+$/m);

    // The sign-in's trace: the HTTP request, Express, GraphQL and the SQL it ran; its request log line names it.
    await expect.poll(() => exported.some((s) => s.name.startsWith("pg.query"))).toBe(true);
    const requestLine = server.output().split("\n").find((l) => l.includes('"path":"/graphql"'))!;
    const traceId = JSON.parse(requestLine).trace_id as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const layer = (name: string) =>
      /^pg/.test(name) ? "pg" : /^(graphql\.|query|mutation)/.test(name) ? "graphql" : /^(middleware|router|request handler)/.test(name) ? "express" : /^POST/.test(name) ? "http" : name;
    await expect.poll(() => exported.filter((s) => s.traceId === traceId).map((s) => layer(s.name))).toEqual(
      expect.arrayContaining(["http", "express", "graphql", "pg"]),
    );
    expect(otherExports).toEqual([]);
    const errors = server.output().split("\n").filter((l) => l.startsWith("{") && JSON.parse(l).level >= 50);
    expect(errors).toEqual([]);
  }, 300_000);
});
