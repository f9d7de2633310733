// The shop as `npm start` runs it, started by the browser benchmarks (lighthouse.ts, mainthread.ts), and the demo
// users' sign-in they load pages as.
import { spawn, type ChildProcess } from "node:child_process";
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

/** The shop as `npm start` runs it (built web app, embedded database, demo data), on a free port; `root` is the checkout
 * whose build it serves (another worktree, to compare two builds in the same minutes). */
export async function startShop(root = thisRoot): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "WEB_DIR", "SMTP_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_MODE"]) delete env[key];
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "graphql-api/src/main.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...env,
      NODE_ENV: "development",
      TSX_TSCONFIG_PATH: path.join(root, "graphql-api/tsconfig.json"),
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
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
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


