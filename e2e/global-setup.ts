// Starts the real shop once for the whole run: builds the web app when its sources changed, then runs the API
// server (which serves the app) on a free port, with a fresh data folder and a fresh database: the embedded one,
// or a new PostgreSQL database when TEST_DATABASE_URL is set. A second shop serves the legacy client of
// e2e/legacy-client/ through WEB_DIR instead of the bundled app (e2e/legacy-client.spec.ts). The returned function
// stops and removes it all.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildWebIfStale } from "../scripts/web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");

export default async function globalSetup() {
  buildWebIfStale((m) => console.log(`e2e: ${m}`));
  const shops = await Promise.allSettled([startShop("shop"), startShop("legacy", { WEB_DIR: path.join(root, "e2e/legacy-client") })]);
  const stop = () => Promise.all(shops.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined))).then(() => undefined);
  const failed = shops.find((s) => s.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [shop, legacy] = shops.map((s) => (s as PromiseFulfilledResult<Shop>).value) as [Shop, Shop];
  // Workers inherit these: the fixtures read them.
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_DATA_DIR = shop.dataDir;
  process.env.E2E_LEGACY_URL = legacy.baseUrl;
  const db = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded database";
  console.log(`e2e: shop on ${shop.baseUrl}, legacy client (WEB_DIR) on ${legacy.baseUrl} (${db})`);
  return stop;
}

export interface Shop {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startShop(name: string, extraEnv: Record<string, string> = {}): Promise<Shop> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-e2e-`));
  const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : null;

  const logPath = path.join(root, "test-results", name === "shop" ? "e2e-server.log" : `e2e-server-${name}.log`);
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  const log = fs.openSync(logPath, "w");
  // The built-in PayPal sandbox, the mail outbox and the embedded database (unless TEST_DATABASE_URL) are used.
  const inherited = { ...process.env };
  for (const key of ["DATABASE_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_MODE", "PAYPAL_WEBHOOK_ID", "SMTP_URL", "MAIL_TRANSPORT", "REDIS_URL", "SEED_ADMIN_EMAIL", "SEED_ADMIN_PASSWORD", "FAILPOINTS", "WEB_DIR"]) {
    delete inherited[key];
  }
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "graphql-api/src/main.ts")], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      NODE_ENV: "development",
      TSX_TSCONFIG_PATH: path.join(root, "graphql-api/tsconfig.json"),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      CORS_ORIGINS: baseUrl,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SEED_DEMO_DATA: "true",
      // Every journey registers its own shopper and signs in several times, all from the same address.
      RATE_LIMIT_AUTH_PER_15MIN: "10000",
      // The journeys judge pages the server rendered: on a busy machine, the server's development build of React and a
      // cold database can take longer than a production shop's deadline, and the page would come for the browser to
      // render (graphql-api/test/web-page.test.ts tests the deadline itself).
      RENDER_DEADLINE_MS: "30000",
      RATE_LIMIT_REGISTER_PER_HOUR: "10000",
      ...extraEnv,
    },
  });

  const stop = async () => {
    await stopProcess(server);
    fs.closeSync(log);
    if (database) await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(baseUrl, server, logPath);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, dataDir, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function createDatabase(baseUrl: string) {
  const name = `shop_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

// Generous: a cold start (tsx compiling the server, migrations, hashing the demo passwords) on a 2-core machine that
// is busy with other work can take minutes; the wait ends as soon as the shop answers.
const STARTUP_DEADLINE_MS = 300_000;

async function waitUntilUp(baseUrl: string, server: ChildProcess, logPath: string) {
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`e2e: the server exited (${server.exitCode}):\n${fs.readFileSync(logPath, "utf8").slice(-4000)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/shop/products/all?limit=1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`e2e: the server did not answer within ${STARTUP_DEADLINE_MS / 1000} s:\n${fs.readFileSync(logPath, "utf8").slice(-4000)}`);
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not exited within 10 s. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
