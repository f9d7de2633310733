// The restore drill of docs/operations.md, run: a shop on PostgreSQL with a paid order and an uploaded image is dumped
// with pg_dump, restored with pg_restore into a fresh database, and a shop started on the copy finds the same orders,
// payments and images, and the same signed-in sessions.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.js";
import { createProduct, createUser, startTestServer, type TestServer } from "./support/harness.js";
import { buyNow } from "./support/sales-orders.js";
import { withDatabase } from "./support/global-setup.js";

// PostgreSQL whichever database the rest of the run uses: a dump is PostgreSQL's own.
const BASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const stem = `shop_drill_${Date.now().toString(36)}_${process.pid}`;
const [source, restored] = [`${stem}_live`, `${stem}_restored`];
const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-drill-"));
const admin = new pg.Client({ connectionString: BASE_URL });
const servers: TestServer[] = [];

beforeAll(async () => {
  await admin.connect();
  for (const name of [source, restored]) await admin.query(`CREATE DATABASE "${name}"`);
});

afterAll(async () => {
  for (const s of servers) await s.close().catch(() => {});
  for (const s of servers) await s.db.close().catch(() => {});
  for (const name of [source, restored]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dumpDir, { recursive: true, force: true });
});

async function shopOn(database: string): Promise<TestServer> {
  const url = withDatabase(BASE_URL, database);
  const server = await startTestServer({}, { db: Object.assign(await openDatabase({ url }), { url }) });
  servers.push(server);
  return server;
}

const ORDERS = `{ adminOrders(pageSize: 50) { total items { id paymentStatus orderStatus totalAmount } } }`;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

it("a dump restored into a fresh database is the same shop: orders, payments, images, sessions", async () => {
  const live = await shopOn(source);
  const owner = await createUser(live, { role: "admin" });
  const product = await createProduct(live, { priceCents: 4500, totalStock: 5 });
  const orderId = await buyNow(live, product.id, 2);
  const bytes = Buffer.concat([PNG, crypto.randomBytes(16)]);
  const form = new FormData();
  form.append("my_file", new Blob([bytes], { type: "image/png" }), "p.png");
  const uploaded = await fetch(`${live.url}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${owner.token}` } });
  const imageUrl = ((await uploaded.json()) as { result: { url: string } }).result.url;
  // What the shop serves (the upload cleaned and re-encoded, not the bytes sent).
  const served = Buffer.from(await (await fetch(`${live.url}${imageUrl}`)).arrayBuffer());
  expect(served.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  const before = await live.gql(ORDERS, {}, owner.token);
  expect(before.data.adminOrders.items).toContainEqual(expect.objectContaining({ id: orderId, paymentStatus: "paid" }));

  // docs/operations.md, "Back up" and "Restore", as written there.
  const dump = path.join(dumpDir, "shop.dump");
  execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, withDatabase(BASE_URL, source)]);
  execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${withDatabase(BASE_URL, restored)}`, dump]);

  const copy = await shopOn(restored);
  expect((await fetch(`${copy.url}/readyz`)).status).toBe(200); // every migration is there: nothing to apply
  expect(await copy.gql(ORDERS, {}, owner.token)).toEqual(before);
  const payment = (db: TestServer) => db.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentId: true, captureId: true, payerId: true, totalCents: true, capturedAt: true } });
  expect(await payment(copy)).toEqual(await payment(live));
  const image = await fetch(`${copy.url}${imageUrl}`);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer())).toEqual(served);
  expect((await copy.db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).totalStock).toBe(3);
}, 180_000);
