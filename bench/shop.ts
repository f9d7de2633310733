// The shop as `npm start` runs it in production, started by the browser benchmarks (lighthouse.ts, mainthread.ts), and
// the demo users' sign-in they load pages as.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root as thisRoot } from "../scripts/web-build.mjs";
import { stopProcess } from "../e2e/global-setup.js";

export { CHROMIUM_ARGS } from "../e2e/chromium.js";

/** Signs a demo user in over GraphQL and returns the session cookie, as the browser would hold it. */
export async function signIn(url: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { id } } }",
      variables: user,
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("token="));
  if (!res.ok || !cookie) throw new Error(`${user.email} could not sign in: ${res.status} ${await res.text()}`);
  return cookie.split(";")[0]!;
}

/** The demo shopper the seed creates (graphql-api/src/seed/index.ts), whom the browser benchmarks load pages as. */
export const DEMO_SHOPPER = { email: "shopper@shop.test", password: "shopper12345" };

/** The seeded admin of the shop startShop starts (production refuses the development default password). */
export const BENCH_ADMIN = { email: "admin@shop.test", password: "bench-admin-password-1" };

/**
 * The shop as `npm start` runs it in production (the built server with plain `node` and npm start's flags, the built
 * web app), on the embedded database with the demo data asked for, payments offline and mail to the outbox, on a free
 * port; `root` is the checkout whose build it serves (another worktree, to compare two builds in the same minutes).
 * Not the development server: compiling TypeScript on the fly and React's development server renderer cost the
 * server CPU that, on this 2-core machine, the browser's main thread waits for while it loads the page.
 */
export async function startShop(root = thisRoot): Promise<{ url: string; stop: () => Promise<void> }> {
  const entry = path.join(root, "graphql-api/dist/graphql-api/src/main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` in ${root} first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "WEB_DIR", "SMTP_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"]) delete env[key];
  const server = spawn(process.execPath, ["--max-semi-space-size=64", "--enable-source-maps", entry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...env,
      MALLOC_ARENA_MAX: "2",
      NODE_ENV: "production",
      TOKEN_SECRET: crypto.randomBytes(32).toString("hex"),
      SEED_ADMIN_EMAIL: BENCH_ADMIN.email,
      SEED_ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_TWO_FACTOR: "optional",
      PAYPAL_MODE: "offline",
      MAIL_TRANSPORT: "outbox",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      CORS_ORIGINS: url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A benchmark stopped by a signal (Ctrl-C, pkill) takes its shop with it: Node's own exit on a signal runs no
  // cleanup, and the server it started went on running beside the next measurements.
  const onSignal = (signal: NodeJS.Signals) => {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  try {
    await waitUntilUp(url, server);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess) {
  // An upper bound: on a shared, loaded machine seeding the demo data into the embedded database takes minutes.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited (${server.exitCode})`);
    try {
      // Demo data is seeded before the server listens; a product page answering means the shop is ready.
      if ((await fetch(`${url}/api/shop/products/all?limit=1`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the shop did not answer within 300 s");
}


