// The payment sagas' crash points: the real server dies (SIGKILL, armed by FAILPOINTS) between two steps of a capture
// or a refund. Restarted on the same database, its start-up reconciliation asks PayPal (here the built-in sandbox,
// whose payments live in the same database) and settles each order exactly once: paid with its stock taken, or
// refunded with its stock back. Nothing is charged or refunded twice.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/database.js";
import { createTestDb } from "../support/harness.js";
import { TokenService } from "../../src/auth/tokens.js";
import type { Failpoint } from "../../src/config.js";
import { freePort, gqlAt, startServerProcess, waitForHealth, type ServerProcess } from "../support/server-process.js";
import { approvedCheckout, capture, type Gql } from "./flows.js";

const SECRET = "crash-points-token-secret-0123456789-abcdef";
const STOCK = 10;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-crash-points-"));
const running: ServerProcess[] = [];
let pgUrl: string | null = null;

afterAll(() => {
  running.forEach((r) => r.child.kill("SIGKILL"));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const openShopDb = (): Promise<Database> => (pgUrl ? openDatabase({ url: pgUrl, poolSize: 2 }) : openDatabase({ dataDir: path.join(dataDir, "pglite") }));

async function start(port: number, env: Record<string, string> = {}) {
  const run = startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: pgUrl ?? "",
    TOKEN_SECRET: SECRET,
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "silent",
    // Every order left between two steps is settled at start-up, however young.
    PAYMENT_RECONCILE_AFTER_SECONDS: "0",
    ...env,
  });
  running.push(run);
  await waitForHealth(`http://127.0.0.1:${port}`);
  return run;
}

const CAPTURE_POINTS: Failpoint[] = ["capture.afterClaim", "capture.afterPaypal", "capture.inFinalise"];
const REFUND_POINTS: Failpoint[] = ["refund.afterClaim", "refund.afterPaypal"];
const CANCEL = `mutation($id: ID!) { updateOrderStatus(id: $id, status: rejected) { paymentStatus } }`;

it("a crash after the claim, after PayPal answered, or inside the final transaction: every order ends settled exactly once", async () => {
  const template = process.env.TEST_DATABASE_URL ? await createTestDb() : null;
  if (template) {
    pgUrl = template.url;
    await template.close();
  }
  const tokens = new TokenService(SECRET, 3600);
  let db = await openShopDb();
  const products: Record<string, string> = {};
  const users: Record<string, { id: string; token: string }> = {};
  for (const point of [...CAPTURE_POINTS, ...REFUND_POINTS, "admin"]) {
    const p = await db.prisma.product.create({
      data: { title: `Crash ${point}`, description: "x", category: "men", brand: "nike", image: "/x.svg", priceCents: 2000, salePriceCents: 0, effectivePriceCents: 2000, totalStock: STOCK },
    });
    products[point] = p.id;
    const u = await db.prisma.user.create({ data: { userName: point, email: `${point}@example.test`, passwordHash: "x", role: point === "admin" ? "admin" : "user" } });
    users[point] = { id: u.id, token: await tokens.sign({ userId: u.id, role: u.role, version: 0 }) };
  }
  await db.close();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const gql: Gql = (q, v, token) => gqlAt(url, q, v, token);
  const orders: Record<string, { orderId: string; paymentId: string; payerId: string }> = {};

  // Each capture crash point: check out, then the capture kills the server at that point.
  // The sandbox answers late, so its webhook for a capture or refund it just made cannot overtake its answer (the
  // webhook would settle the order before the crash point is reached); and the earlier points' orders are left to the
  // final restart (reconciling them here would run into this server's own crash point).
  const crashing = (point: Failpoint) => start(port, { FAILPOINTS: point, PAYPAL_SANDBOX_LATENCY_MS: "200", PAYMENT_RECONCILE_AFTER_SECONDS: "86400" });
  for (const point of CAPTURE_POINTS) {
    const server = await crashing(point);
    orders[point] = await approvedCheckout(gql, users[point]!.token, products[point]!, 2);
    await expect(capture(gql, users[point]!.token, orders[point]!)).rejects.toThrow(); // the connection dies with the server
    expect(await server.exited).not.toBe(0);
  }
  // Each refund crash point: paid normally, then the admin's cancellation kills the server at that point.
  for (const point of REFUND_POINTS) {
    const server = await crashing(point);
    orders[point] = await approvedCheckout(gql, users[point]!.token, products[point]!, 2);
    expect((await capture(gql, users[point]!.token, orders[point]!)).data.captureOrder.paymentStatus).toBe("paid");
    await expect(gql(CANCEL, { id: orders[point]!.orderId }, users.admin!.token)).rejects.toThrow();
    expect(await server.exited).not.toBe(0);
  }

  // Where the crashes left things: the stock moved with the claims, and PayPal (the sandbox) went as far as each point.
  db = await openShopDb();
  const state = async (point: string) => {
    const order = await db.prisma.order.findUniqueOrThrow({ where: { id: orders[point]!.orderId } });
    const product = await db.prisma.product.findUniqueOrThrow({ where: { id: products[point]! } });
    const paypal = await db.prisma.sandboxPaypalOrder.findUniqueOrThrow({ where: { id: order.paymentId! }, include: { captures: true } });
    return { payment: order.paymentStatus, stock: product.totalStock, paypal: paypal.status, captures: paypal.captures.map((c) => c.status) };
  };
  expect(await state("capture.afterClaim")).toEqual({ payment: "capturing", stock: STOCK - 2, paypal: "APPROVED", captures: [] });
  expect(await state("capture.afterPaypal")).toEqual({ payment: "capturing", stock: STOCK - 2, paypal: "COMPLETED", captures: ["COMPLETED"] });
  expect(await state("capture.inFinalise")).toEqual({ payment: "capturing", stock: STOCK - 2, paypal: "COMPLETED", captures: ["COMPLETED"] });
  expect(await state("refund.afterClaim")).toEqual({ payment: "refunding", stock: STOCK - 2, paypal: "COMPLETED", captures: ["COMPLETED"] });
  expect(await state("refund.afterPaypal")).toEqual({ payment: "refunding", stock: STOCK - 2, paypal: "COMPLETED", captures: ["REFUNDED"] });
  await db.close();

  // Restart: the start-up reconciliation settles every one of them, with nobody retrying anything.
  const server = await start(port);
  // PGlite allows one process at a time: read through the API while the server runs on it.
  const viaApi = async () => {
    const entries = await Promise.all(
      Object.entries(orders).map(async ([point, o]) => {
        const r = await gql(`query($id: ID!) { order(id: $id) { paymentStatus } }`, { id: o.orderId }, users.admin!.token);
        return [point, r.data?.order?.paymentStatus];
      }),
    );
    return Object.fromEntries(entries);
  };
  const expected = {
    "capture.afterClaim": "paid",
    "capture.afterPaypal": "paid",
    "capture.inFinalise": "paid",
    "refund.afterClaim": "refunded",
    "refund.afterPaypal": "refunded",
  };
  await expect.poll(viaApi, { timeout: 30_000 }).toEqual(expected);

  // A shopper retrying the capture now is answered with the settled order, charged once.
  for (const point of CAPTURE_POINTS) {
    const again = await capture(gql, users[point]!.token, orders[point]!);
    expect(again.data.captureOrder).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });
  }
  server.child.kill("SIGTERM");
  await server.exited;

  db = await openShopDb();
  for (const point of CAPTURE_POINTS) expect(await state(point)).toEqual({ payment: "paid", stock: STOCK - 2, paypal: "COMPLETED", captures: ["COMPLETED"] });
  for (const point of REFUND_POINTS) expect(await state(point)).toEqual({ payment: "refunded", stock: STOCK, paypal: "COMPLETED", captures: ["REFUNDED"] });
  // Each step is in the order's history once: no claim, payment or refund applied twice.
  for (const point of CAPTURE_POINTS) {
    const events = await db.prisma.orderEvent.findMany({ where: { orderId: orders[point]!.orderId, field: "payment" }, orderBy: { id: "asc" } });
    expect(events.map((e) => `${e.from}->${e.to}`)).toEqual(["null->pending", "pending->capturing", "capturing->paid"]);
  }
  await db.close();
}, 240_000);
