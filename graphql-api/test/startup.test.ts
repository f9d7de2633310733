import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from "./support/server-process.js";

// Start-up as a user meets it: the real entry point in a child process, on the embedded database in a fresh DATA_DIR.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-startup-"));
const children: ServerProcess["child"][] = [];

afterAll(() => {
  children.forEach((c) => c.kill("SIGKILL"));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const run = startServerProcess({ DATA_DIR: dataDir, ...env });
  children.push(run.child);
  return run;
}

const gql = async (url: string, query: string) =>
  (await (await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) })).json()) as any;

describe("start-up on the embedded database", () => {
  it("seeds the demo catalogue on first start, logs the default admin, and keeps data across restarts", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = startServer({ PORT: String(port) });
    await waitForHealth(url);
    expect(first.output()).toContain("admin@shop.test / admin12345");
    const page = await gql(url, "{ products(pageSize: 100) { total items { category brand } } }");
    expect(page.data.products.total).toBeGreaterThanOrEqual(48);
    const register = await gql(url, `mutation { register(input: { userName: "Kept", email: "kept@example.test", password: "password123" }) { success } }`);
    expect(register.data.register.success).toBe(true);
    first.child.kill("SIGTERM");
    await first.exited;

    const second = startServer({ PORT: String(port) });
    await waitForHealth(url);
    const again = await gql(url, "{ products(pageSize: 1) { total } }");
    expect(again.data.products.total).toBe(page.data.products.total);
    const login = await gql(url, `mutation { login(email: "kept@example.test", password: "password123") { user { userName } } }`);
    expect(login.data.login.user.userName).toBe("Kept");
    second.child.kill("SIGTERM");
    await second.exited;
  }, 120_000);

  it("refuses to start in production with default secrets, no PayPal and no mail server: one line per setting to fix", async () => {
    const run = startServer({ NODE_ENV: "production", PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines.map((l) => /^Cannot start the shop: (\w+) is not set/.exec(l)?.[1])).toEqual([
      "TOKEN_SECRET",
      "SEED_ADMIN_PASSWORD",
      "PAYPAL_CLIENT_ID",
      "PAYPAL_CLIENT_SECRET",
      "PAYPAL_WEBHOOK_ID",
      "SMTP_URL",
    ]);
    expect(lines[2]).toContain("(or set PAYPAL_MODE=offline for demo payments that take no money)");
    expect(lines[5]).toContain("(or set MAIL_TRANSPORT=outbox to write them to DATA_DIR/outbox)");
  }, 180_000); // whole server processes start (and restart) here: minutes on a busy 2-core machine

  it("starts in production with demo payments and the outbox only when both are chosen, and seeds no demo shopper", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const run = startServer({
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-startup-prod-")),
      TOKEN_SECRET: "a-production-token-secret-0123456789-abcdef",
      SEED_ADMIN_PASSWORD: "a-real-admin-password",
      PAYPAL_MODE: "offline",
      MAIL_TRANSPORT: "outbox",
      // Load shedding (on in production) would refuse reads while a busy test machine lags; traffic.attack tests it.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
    });
    await waitForHealth(url, 150_000);
    expect((await gql(url, "{ shopInfo { demoPayments } }")).data.shopInfo).toEqual({ demoPayments: true });
    expect((await gql(url, "{ products(pageSize: 1) { total } }")).data.products.total).toBe(0);
    const demo = await gql(url, `mutation { login(email: "shopper@shop.test", password: "shopper12345") { user { id } } }`);
    expect(demo.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // The seeded admin's password is right, and production asks admins to set up two-step sign-in before entering.
    const admin = await gql(url, `mutation { login(email: "admin@shop.test", password: "a-real-admin-password") { user { role } } }`);
    expect(admin.errors?.[0]?.extensions?.code).toBe("TWO_FACTOR_SETUP_REQUIRED");
    run.child.kill("SIGTERM");
    await run.exited;
  }, 200_000); // a production start on a busy 2-core machine took over a minute here

  it("says in one line when PostgreSQL cannot be reached", async () => {
    const run = startServer({ DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/shop", PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split("\n")).toHaveLength(1);
    expect(run.output()).toContain("Cannot reach the PostgreSQL database at postgres://postgres:***@127.0.0.1:1/shop");
  }, 180_000); // whole server processes start (and restart) here: minutes on a busy 2-core machine
});
