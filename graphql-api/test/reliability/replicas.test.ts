// Two replicas behave as one shop: a journey alternating between replica A and replica B on one database and one
// Redis, with A lost in the middle of a capture (after PayPal took the money, before the order said so) and B finishing.
//
// On PostgreSQL (TEST_DATABASE_URL) the replicas are two real server processes and A is killed with SIGKILL. The
// embedded database (PGlite) can only be opened by one process, so two processes cannot share it; there the replicas
// are two instances of the app in this process on one PGlite instance, and "losing A" cuts every connection to it
// (the shopper's request fails; A's unfinished work is not relied on). The journey and its checks are the same.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { readOutbox } from "../../src/mail/mailer.js";
import { hashPassword } from "../../src/auth/passwords.js";
import { TokenService } from "../../src/auth/tokens.js";
import { createTestDb, startTestServer, type TestServer } from "../support/harness.js";
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from "../support/server-process.js";
import { submitApprovalForm } from "../support/order-helpers.js";
import { ADD_ADDRESS, ADD_TO_CART, CAPTURE, CREATE } from "./flows.js";
import type { Database } from "../../src/db/database.js";

const SECRET = "replicas-test-token-secret-0123456789-abcdef";
const REDIS_URL = "redis://127.0.0.1:6379";
// Redis outlives test runs: this run's own client address keeps its counters apart from earlier runs'.
const CLIENT = `10.77.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
const LATENCY_MS = 1500;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

interface Replica {
  name: string;
  url: string;
  outboxDir: string;
  /** The replica is gone, mid-request if one is running. */
  lose(): Promise<void>;
}

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

const env = {
  TOKEN_SECRET: SECRET,
  REDIS_URL,
  TRUST_PROXY: "loopback",
  RATE_LIMIT_AUTH_PER_15MIN: "3",
  MAIL_TRANSPORT: "outbox",
  SEED_DEMO_DATA: "false",
  // A capture left half-done is the next capture's (or the reconciler's) to settle at once.
  PAYMENT_RECONCILE_AFTER_SECONDS: "0",
  PAYMENT_RECONCILE_INTERVAL_SECONDS: "5",
};

/** Two server processes on one PostgreSQL database. */
async function processReplicas(db: Database & { url: string | null }): Promise<[Replica, Replica]> {
  const start = async (name: string, extra: Record<string, string>): Promise<Replica> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-replica-${name}-`));
    const run: ServerProcess = startServerProcess({ ...env, ...extra, DATABASE_URL: db.url!, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: "silent" });
    cleanup.push(() => {
      run.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await waitForHealth(url);
    return {
      name,
      url,
      outboxDir: path.join(dataDir, "outbox"),
      lose: async () => {
        run.child.kill("SIGKILL");
        await run.exited;
      },
    };
  };
  const a = await start("a", { PAYPAL_SANDBOX_LATENCY_MS: String(LATENCY_MS) });
  const b = await start("b", {});
  return [a, b];
}

/** Two instances of the app in this process on one embedded database. */
async function inProcessReplicas(db: Database & { url: string | null }): Promise<[Replica, Replica]> {
  const start = async (name: string, extra: Record<string, string>): Promise<Replica> => {
    // Its own DATA_DIR, kept when the replica is lost: the emails it sent before are still counted.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-replica-${name}-`));
    const t: TestServer = await startTestServer({ ...env, ...extra, DATA_DIR: dataDir }, { db });
    let lost = false;
    cleanup.push(async () => {
      if (!lost) await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return {
      name,
      url: t.url,
      outboxDir: t.config.outboxDir,
      lose: async () => {
        lost = true;
        await t.close();
      },
    };
  };
  const a = await start("a", { PAYPAL_SANDBOX_LATENCY_MS: String(LATENCY_MS) });
  const b = await start("b", {});
  return [a, b];
}

const asClient = { "x-forwarded-for": CLIENT };
async function gql(r: Replica, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${r.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asClient, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as { data: any; errors?: { message: string; extensions?: { code?: string } }[] }) };
}
const ok = async (r: Replica, query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const res = await gql(r, query, variables, token);
  expect(res.errors, `${query} on ${r.name}`).toBeUndefined();
  return res.data;
};
const mails = (replicas: Replica[], to: string, subject: string) => replicas.flatMap((r) => readOutbox(r.outboxDir)).filter((m) => m.to === to && m.subject === subject);

it("one shop across two replicas: uploads, carts, checkout, capture, refund, shared limits, and a replica lost mid-capture", async () => {
  const db = await createTestDb();
  cleanup.push(() => db.close());
  const [a, b] = db.url ? await processReplicas(db) : await inProcessReplicas(db);
  const both = [a, b];

  // Accounts: an admin (created in the database both read) and a shopper registered through A, signed in through B.
  const adminRow = await db.prisma.user.create({
    data: { userName: "Replica Admin", email: `replica-admin-${crypto.randomBytes(4).toString("hex")}@example.test`, passwordHash: await hashPassword("admin-pass-123"), role: "admin" },
  });
  const admin = { token: await new TokenService(SECRET, 3600).sign({ userId: adminRow.id, role: adminRow.role, version: adminRow.tokenVersion }) };
  const email = `replica-shopper-${crypto.randomBytes(4).toString("hex")}@example.test`;
  await ok(a, `mutation($i: RegisterInput!) { register(input: $i) { success } }`, { i: { userName: "Replica Shopper", email, password: "shopper-pass-1" } });
  const shopper = (await ok(b, `mutation($e: String!) { login(email: $e, password: "shopper-pass-1") { token } }`, { e: email })).login.token as string;

  // Upload on A, served by B.
  const form = new FormData();
  form.append("my_file", new Blob([PNG], { type: "image/png" }), "shirt.png");
  const uploaded = await fetch(`${a.url}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin.token}` } });
  expect(uploaded.status).toBe(200);
  const imageUrl = ((await uploaded.json()) as { result: { url: string } }).result.url;
  const served = await fetch(`${b.url}${imageUrl}`);
  expect(served.status).toBe(200);
  // What B serves is what A kept: the picture decoded and written again (its URL names those bytes' sha256).
  const servedBytes = Buffer.from(await served.arrayBuffer());
  expect(imageUrl).toBe(`/uploads/${crypto.createHash("sha256").update(servedBytes).digest("hex")}.png`);

  // The admin lists the product on B with that image.
  const product = (
    await ok(
      b,
      `mutation($i: ProductInput!) { createProduct(input: $i) { id image } }`,
      { i: { title: "Replica Shirt", description: "Sold by two replicas", category: "men", brand: "nike", image: imageUrl, priceCents: 2500, totalStock: 10 } },
      admin.token,
    )
  ).createProduct as { id: string; image: string };
  expect(product.image).toBe(imageUrl);

  // Cart on A, seen on B; checkout on B; approve at PayPal through A; capture on A.
  await ok(a, ADD_TO_CART, { p: product.id, q: 2 }, shopper);
  expect((await ok(b, `{ cart { items { productId quantity } } }`, {}, shopper)).cart.items).toEqual([{ productId: product.id, quantity: 2 }]);
  const addressId = (await ok(b, ADD_ADDRESS, {}, shopper)).addAddress.id as string;
  const first = (await ok(b, CREATE, { a: addressId }, shopper)).createOrder as { orderId: string; approvalURL: string };
  const approvalOnA = new URL(first.approvalURL);
  approvalOnA.host = new URL(a.url).host;
  const approved = (await submitApprovalForm(approvalOnA.toString(), "Approve")).location;
  const paid = await ok(a, CAPTURE, { o: first.orderId, p: approved.searchParams.get("paymentId"), r: approved.searchParams.get("PayerID") }, shopper);
  expect(paid.captureOrder).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });

  // Rate limits are shared: 3 wrong passwords per 15 minutes from one client for one account, counted across both replicas.
  const guessed = `nobody-${crypto.randomBytes(4).toString("hex")}@example.test`;
  const wrong = (r: Replica) => gql(r, `mutation($e: String!) { login(email: $e, password: "not-the-password") { token } }`, { e: guessed });
  expect((await wrong(a)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  expect((await wrong(b)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  expect((await wrong(a)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  const limited = await wrong(b);
  expect(limited.status).toBe(429);
  expect(limited.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");

  // A second order; its capture starts on A, PayPal (A's slow sandbox) takes the money, and A is lost before it answers.
  await ok(b, ADD_TO_CART, { p: product.id, q: 3 }, shopper);
  const second = (await ok(a, CREATE, { a: addressId }, shopper)).createOrder as { orderId: string; approvalURL: string };
  const secondApproved = (await submitApprovalForm(second.approvalURL, "Approve")).location;
  const captureArgs = { o: second.orderId, p: secondApproved.searchParams.get("paymentId"), r: secondApproved.searchParams.get("PayerID") };
  const inFlight = gql(a, CAPTURE, captureArgs, shopper).then(
    () => "answered",
    () => "connection lost",
  );
  const paymentId = secondApproved.searchParams.get("paymentId")!;
  await expect.poll(async () => (await db.prisma.sandboxPaypalCapture.count({ where: { orderId: paymentId } })) > 0, { timeout: 30_000 }).toBe(true);
  expect((await db.prisma.order.findUniqueOrThrow({ where: { id: second.orderId } })).paymentStatus).toBe("capturing");
  await a.lose();
  expect(await inFlight).toBe("connection lost");

  // B finishes it: the shopper tries again there and gets the paid order, charged once.
  const finished = await ok(b, CAPTURE, captureArgs, shopper);
  expect(finished.captureOrder).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });
  expect(await db.prisma.sandboxPaypalCapture.count({ where: { orderId: paymentId } })).toBe(1);

  // Cancel (refund) the first order on B.
  const cancelled = await ok(b, `mutation($id: ID!) { updateOrderStatus(id: $id, status: rejected) { orderStatus paymentStatus } }`, { id: first.orderId }, admin.token);
  expect(cancelled.updateOrderStatus).toEqual({ orderStatus: "rejected", paymentStatus: "refunded" });

  // Nothing lost, nothing doubled: stock, orders, money at PayPal, emails (whichever replica's queue sent them), image.
  expect((await db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).totalStock).toBe(10 - 3);
  const orders = await db.prisma.order.findMany({ where: { userId: (await db.prisma.user.findUniqueOrThrow({ where: { email } })).id }, orderBy: { orderDate: "asc" } });
  expect(orders.map((o) => [o.id, o.paymentStatus, o.orderStatus])).toEqual([
    [first.orderId, "refunded", "rejected"],
    [second.orderId, "paid", "confirmed"],
  ]);
  const firstPayment = (await db.prisma.order.findUniqueOrThrow({ where: { id: first.orderId } })).paymentId!;
  expect((await db.prisma.sandboxPaypalCapture.findMany({ where: { orderId: firstPayment } })).map((c) => c.status)).toEqual(["REFUNDED"]);
  // One confirmation per order. A replica killed between sending an email and recording it sent lets the other send it
  // again (jobs/queue.ts, onceByKey): the same Message-ID, which mail clients show once; so messages are counted by it.
  const distinct = (subject: string) => new Map(mails(both, email, subject).map((m) => [m.messageId, m])).size;
  await expect.poll(() => distinct("Your order is confirmed"), { timeout: 30_000 }).toBe(2);
  await expect.poll(() => distinct("Your order was cancelled and refunded"), { timeout: 30_000 }).toBe(1);
  const confirmed = new Set(mails(both, email, "Your order is confirmed").map((m) => m.text.match(/order ([0-9a-f-]{36})/)![1]));
  expect([...confirmed].sort()).toEqual([first.orderId, second.orderId].sort());
  expect((await fetch(`${b.url}${imageUrl}`)).status).toBe(200);
}, 240_000);
