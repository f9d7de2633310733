// Webhooks as a partner receives them, with a receiver of our own: an order placed and paid arrives as order.created
// then order.paid, each signed as Standard Webhooks specify (the standardwebhooks package verifies it); a receiver
// down for a while gets every event once it is back, in order per order; an event outlives the process that
// committed it (a fresh worker delivers it); a rolled-back change writes none; endpoints are a key's own; targets
// in private networks are refused unless allowed; a review tells of the product's new rating; old events are pruned.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Webhook } from "standardwebhooks";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { addAddress, CAPTURE, createApprovedOrder, fillCart } from "../../support/order-helpers.js";
import { StepAside, WebhookWorker } from "../../../src/modules/webhook/webhook.worker.js";
import { orderData, productChanged } from "../../../src/modules/webhook/webhook.outbox.js";
import type { ServiceDeps } from "../../../src/service-deps.js";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; timestamp: string; data: { id: string; [k: string]: unknown } };
}

/** A partner's receiver: keeps what it is sent, and tells `onEvent` of it; while `down`, answers 503 and keeps nothing. */
function receiver() {
  const got: Received[] = [];
  const state: { down: boolean; onEvent?: (event: Received["event"]) => void } = { down: false };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (state.down) return res.writeHead(503).end("resting");
      const received = { headers: req.headers, body, event: JSON.parse(body) };
      got.push(received);
      state.onEvent?.(received.event);
      res.writeHead(204).end();
    });
  });
  return { got, state, server };
}

const CREATE_ENDPOINT = `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled ownedByKey } } }`;
const ORDER_EVENTS = ["order.created", "order.paid", "order.status_changed", "order.refunded", "variant.stock_changed"];

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
const r = receiver();
let url: string;
let secret: string;
let endpointId: string;

/** First arrivals only (a receiver deduplicates by the event id), of one resource, by type. */
const typesFor = (resourceId: string) => {
  const seen = new Set<string>();
  return r.got.filter((g) => g.event.data.id === resourceId && !seen.has(g.event.id) && seen.add(g.event.id)).map((g) => g.event.type);
};

async function placeAndPay(shopper: Awaited<ReturnType<typeof createUser>>, productId: string) {
  const address = await addAddress(t, shopper.id);
  await fillCart(t, shopper.id, [{ productId, quantity: 1 }]);
  const { orderId, paymentId, payerId } = await createApprovedOrder(t, shopper.token, address.id);
  const paid = await t.gql(CAPTURE, { o: orderId, p: paymentId, r: payerId }, shopper.token);
  expect(errorOf(paid)).toBeNull();
  return orderId;
}

/**
 * The orders' pending deliveries due only to a worker under test, told it is an hour later. The shop's own periodic
 * worker (every 2 s) may be trying them, holding them meanwhile (its claims), and retries a lane 10 s after a refusal:
 * each is put off half an hour once that worker has let go of it, so it neither holds nor sends them while the
 * worker under test does.
 */
async function dueToTestWorkerOnly(...orderIds: string[]) {
  const later = new Date(Date.now() + 1800_000);
  const where = { status: "pending", event: { resourceKey: { in: orderIds.map((id) => `order:${id}`) } } };
  await expect
    .poll(async () => {
      await t.db.prisma.webhookDelivery.updateMany({ where: { ...where, claimedUntil: null }, data: { nextAttemptAt: later } });
      return t.db.prisma.webhookDelivery.count({ where: { ...where, OR: [{ claimedUntil: { not: null } }, { nextAttemptAt: { lt: later } }] } });
    })
    .toBe(0);
}

/** An order paid while the receiver was down, refused once, and due only to a worker under test. The receiver is up again on return. */
async function orderRefusedOnce() {
  r.state.down = true;
  const orderId = await placeAndPay(await createUser(t), (await createProduct(t)).id);
  await t.shop.services.webhookWorker.deliverDue();
  await dueToTestWorkerOnly(orderId);
  r.state.down = false;
  return orderId;
}

/** A worker of its own, sharing nothing with the shop's but the database. */
const freshWorker = (deps: Partial<ServiceDeps> = {}) =>
  new WebhookWorker({ prisma: t.db.prisma, config: t.config, mailer: { send: async () => {} }, ...deps } as unknown as ServiceDeps);

beforeAll(async () => {
  await new Promise<void>((resolve) => r.server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(r.server.address() as { port: number }).port}/hooks`;
  t = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  admin = await createUser(t, { role: "admin" });
  const made = await t.gql(CREATE_ENDPOINT, { input: { url, events: ORDER_EVENTS } }, admin.token);
  expect(errorOf(made)).toBeNull();
  ({ secret } = made.data.createWebhookEndpoint);
  endpointId = made.data.createWebhookEndpoint.endpoint.id;
});
afterAll(async () => {
  await t?.close();
  r.server.close();
});

describe("delivery", () => {
  it("sends order.created then order.paid for an order placed and paid, signed so standardwebhooks verifies them", async () => {
    expect(secret).toMatch(/^whsec_/);
    const product = await createProduct(t, { priceCents: 2500, totalStock: 5 });
    const orderId = await placeAndPay(await createUser(t), product.id);
    // The queue's worker sends them within seconds: wait as the partner would.
    await vi.waitFor(() => expect(typesFor(orderId)).toContain("order.paid"), { timeout: 30_000, interval: 200 });
    expect(typesFor(orderId).slice(0, 2)).toEqual(["order.created", "order.paid"]);
    const verifier = new Webhook(secret);
    for (const g of r.got.filter((x) => x.event.data.id === orderId)) {
      expect(verifier.verify(g.body, g.headers as Record<string, string>)).toEqual(g.event);
      expect(g.headers["webhook-id"]).toBe(g.event.id);
    }
    const paid = r.got.find((g) => g.event.data.id === orderId && g.event.type === "order.paid")!.event;
    expect(paid.data).toMatchObject({ id: orderId, paymentStatus: "paid", subtotalCents: 2500, totalCents: 3000, shippingCents: 500 });
    // Written by the statement that made it paid (order-settle.ts): the order exactly as every other order event shows it.
    expect(paid.data).toEqual(JSON.parse(JSON.stringify(await orderData(t.db.prisma as never, orderId))));
    // The stock the sale took, as the new stock of the variant.
    await vi.waitFor(() => expect(r.got.some((g) => g.event.type === "variant.stock_changed" && g.event.data.id === product.variantId && g.event.data.stock === 4)).toBe(true), { timeout: 30_000, interval: 200 });
    // A tampered body fails verification.
    const g = r.got.find((x) => x.event.data.id === orderId)!;
    expect(() => verifier.verify(g.body.replace("order", "ordeR"), g.headers as Record<string, string>)).toThrow();
  });

  it("keeps every event while the receiver is down and delivers them all, in order per order, once it is back", async () => {
    r.state.down = true;
    const product = await createProduct(t, { priceCents: 1000, totalStock: 10 });
    const orders = [await placeAndPay(await createUser(t), product.id), await placeAndPay(await createUser(t), product.id)];
    const worker = t.shop.services.webhookWorker;
    // Tried while down: nothing is taken, each order's first event waits for its retry.
    expect(await worker.deliverDue()).toBe(0);
    await dueToTestWorkerOnly(...orders);
    const log = await t.gql(`query($id: ID!) { webhookDeliveries(endpointId: $id, first: 100) { eventType status attempts { statusCode error } } }`, { id: endpointId }, admin.token);
    expect(log.data.webhookDeliveries.some((d: { status: string; attempts: { statusCode: number }[] }) => d.status === "pending" && d.attempts[0]?.statusCode === 503)).toBe(true);
    r.state.down = false;
    // An hour later, every retry is due.
    await worker.deliverDue({ now: new Date(Date.now() + 3600_000) });
    for (const id of orders) expect(typesFor(id)).toEqual(["order.created", "order.paid", "order.status_changed"]);
  });

  it("tells of a refund: an admin cancelling a paid order sends order.refunded and the stock given back", async () => {
    const product = await createProduct(t, { totalStock: 3 });
    const orderId = await placeAndPay(await createUser(t), product.id);
    const cancelled = await t.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: rejected) { paymentStatus } }`, { id: orderId }, admin.token);
    expect(cancelled.data.updateOrderStatus).toEqual({ paymentStatus: "refunded" });
    await t.shop.services.webhookWorker.deliverDue();
    await vi.waitFor(() => expect(typesFor(orderId)).toContain("order.refunded"), { timeout: 30_000, interval: 200 });
    const refunded = r.got.find((g) => g.event.data.id === orderId && g.event.type === "order.refunded")!.event;
    expect(refunded.data).toMatchObject({ paymentStatus: "refunded", orderStatus: "rejected" });
    expect(r.got.filter((g) => g.event.type === "variant.stock_changed" && g.event.data.id === product.variantId).map((g) => g.event.data.stock)).toContain(3);
  });

  it("delivers an event committed by a process that died before sending it: a fresh worker finds it in the outbox", async () => {
    r.state.down = true;
    const orderId = await placeAndPay(await createUser(t), (await createProduct(t)).id);
    const pending = await t.db.prisma.webhookDelivery.count({ where: { status: "pending", event: { resourceKey: `order:${orderId}` } } });
    expect(pending).toBe(3);
    await dueToTestWorkerOnly(orderId);
    r.state.down = false;
    // Nothing of the first process is used: only the database.
    await freshWorker().deliverDue({ now: new Date(Date.now() + 3600_000) });
    expect(typesFor(orderId)).toEqual(["order.created", "order.paid", "order.status_changed"]);
  });

  it("sends each event once when every database connection is busy for a while as its round is recorded", async () => {
    const orderId = await orderRefusedOnce();
    const worker = t.shop.services.webhookWorker;
    // The first arrival takes every pooled connection for 5 s, as a checkout's rush does, before it is answered: longer
    // than the round's one wait for a connection (4 s), shorter than two.
    const pool = t.db.pool;
    let rush: Promise<unknown> = Promise.resolve();
    const busy = () => {
      if (pool) rush = Promise.all(Array.from({ length: pool.options.max! }, () => pool.query("SELECT pg_sleep(5)")));
      r.server.off("request", busy);
    };
    r.server.prependListener("request", busy);
    await worker.deliverDue({ now: new Date(Date.now() + 3600_000) });
    await rush;
    expect(r.got.filter((g) => g.event.data.id === orderId).map((g) => g.event.type)).toEqual(["order.created", "order.paid", "order.status_changed"]);
  }, 30_000);

  it("sends each event once when two runs overlap (one whose lock's connection dropped, one started by hand): each sends what it claimed", async () => {
    const orderId = await orderRefusedOnce();
    const later = { now: new Date(Date.now() + 3600_000) };
    await Promise.all([freshWorker().deliverDue(later), freshWorker().deliverDue(later)]);
    expect(r.got.filter((g) => g.event.data.id === orderId).map((g) => g.event.type)).toEqual(["order.created", "order.paid", "order.status_changed"]);
    // Every claim let go: a delivery refused later is retried on its own schedule, not two minutes on.
    expect(await t.db.prisma.webhookDelivery.count({ where: { claimedUntil: { not: null }, event: { resourceKey: `order:${orderId}` } } })).toBe(0);
  });

  it("lets a run's untried deliveries go: behind a refused one, they follow it at its retry, not when the claim passes", async () => {
    const orderId = await orderRefusedOnce();
    r.state.down = true;
    await freshWorker().deliverDue({ now: new Date(Date.now() + 3600_000) });
    r.state.down = false;
    const left = await t.db.prisma.webhookDelivery.findMany({ where: { event: { resourceKey: `order:${orderId}` } }, select: { status: true, claimedUntil: true } });
    expect(left).toHaveLength(3);
    expect(left.every((d) => d.status === "pending" && d.claimedUntil === null)).toBe(true);
    await freshWorker().deliverDue({ now: new Date(Date.now() + 3 * 3600_000) });
    expect(typesFor(orderId)).toEqual(["order.created", "order.paid", "order.status_changed"]);
  });

  it("holds each delivery while shoppers' requests wait for a database connection, and sends it once none do", async () => {
    const orderId = await orderRefusedOnce();
    const happened: string[] = [];
    let looks = 0;
    // Two shoppers wait for a connection at the worker's first three looks, none after.
    const databaseWaiters = () => {
      const waiting = ++looks <= 3 ? 2 : 0;
      happened.push(waiting ? "shoppers wait" : "pool free");
      return waiting;
    };
    // Only this order's events: the shop's own periodic worker may send an earlier test's due delivery meanwhile.
    r.state.onEvent = (event) => void (event.data.id === orderId && happened.push("arrived"));
    try {
      await freshWorker({ databaseWaiters }).deliverDue({ now: new Date(Date.now() + 3600_000) });
    } finally {
      r.state.onEvent = undefined;
    }
    expect(typesFor(orderId)).toEqual(["order.created", "order.paid", "order.status_changed"]);
    expect(happened.filter((h) => h === "shoppers wait")).toHaveLength(3);
    // Nothing went while shoppers waited, and every delivery looked first.
    expect(happened.indexOf("arrived")).toBeGreaterThan(happened.lastIndexOf("shoppers wait"));
    expect(happened.filter((h) => h === "pool free").length).toBeGreaterThanOrEqual(happened.filter((h) => h === "arrived").length);
  });

  it("stops holding deliveries once the run's waiting is used up: a shop busy all day still sends", async () => {
    let looks = 0;
    const busyAllDay = new StepAside(() => (looks++, 1), 60);
    for (let turn = 0; turn < 100; turn++) await busyAllDay.turn();
    // 60 ms of waiting is three 20 ms steps: the later turns go at once, without looking.
    expect(looks).toBeLessThan(10);
    let freeLooks = 0;
    await new StepAside(() => (freeLooks++, 0), 60).turn();
    expect(freeLooks).toBe(1);
  });

  it("writes no event for a change that is rolled back", async () => {
    await t.gql(`mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }`, { id: endpointId, input: { events: [...ORDER_EVENTS, "product.updated"] } }, admin.token);
    const product = await createProduct(t);
    const before = await t.db.prisma.webhookEvent.count();
    await expect(
      t.db.prisma.$transaction(async (tx) => {
        await tx.product.update({ where: { id: product.id }, data: { title: "Renamed" } });
        await productChanged(tx, "updated", product.id);
        throw new Error("the change fails after its event was written");
      }),
    ).rejects.toThrow("the change fails");
    expect(await t.db.prisma.webhookEvent.count()).toBe(before);
    // The same change committed does write one.
    const updated = await t.gql(`mutation($id: ID!) { updateProduct(id: $id, input: { title: "Renamed" }) { id } }`, { id: product.id }, admin.token);
    expect(errorOf(updated)).toBeNull();
    expect(await t.db.prisma.webhookEvent.count({ where: { type: "product.updated", resourceKey: `product:${product.id}` } })).toBe(1);
  });
});

describe("a target that turns bad", () => {
  it("is checked again at delivery (an address now refused is never contacted), and after 3 days of failures the endpoint is turned off and the admins emailed", async () => {
    const event = await t.db.prisma.webhookEvent.create({ data: { type: "product.updated", resourceKey: "product:turned-bad", data: { id: "turned-bad" } } });
    // Due tomorrow: the server's own worker leaves it alone.
    const due = new Date(Date.now() + 86_400_000);
    const delivery = await t.db.prisma.webhookDelivery.create({ data: { eventSeq: event.seq, endpointId, resourceKey: event.resourceKey, nextAttemptAt: due } });
    const mails: { to: string; subject: string }[] = [];
    const strict = freshWorker({
      config: { ...t.config, webhookAllowPrivateTargets: false },
      mailer: { send: async (m: { to: string; subject: string }) => void mails.push(m) },
    } as Partial<ServiceDeps>);
    await strict.deliverDue({ now: due });
    expect(r.got.some((g) => g.event.id === event.id)).toBe(false);
    const [attempt] = await t.db.prisma.webhookAttempt.findMany({ where: { deliveryId: delivery.id } });
    expect(attempt).toMatchObject({ statusCode: null });
    expect(attempt!.error).toContain("private, loopback or link-local");

    await strict.deliverDue({ now: new Date(due.getTime() + 3 * 86_400_000) });
    expect(await t.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "failed" });
    const endpoint = await t.db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });
    expect(endpoint).toMatchObject({ enabled: false });
    expect(endpoint.disabledReason).toContain("Deliveries failed for 3 days");
    expect(mails).toContainEqual(expect.objectContaining({ to: admin.email, subject: `Webhook endpoint turned off: ${url}` }));
  });
});

describe("endpoints", () => {
  it("lets a key with webhooks:manage manage its own endpoints only, and a key without the scope none", async () => {
    const key = async (scopes: string[]) =>
      (await t.gql(`mutation($s: [String!]!) { createApiKey(input: { name: "Hooks", scopes: $s }) { secret } }`, { s: scopes }, admin.token)).data.createApiKey.secret as string;
    const call = async (k: string, query: string, variables?: Record<string, unknown>) =>
      (await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-api-key": k }, body: JSON.stringify({ query, variables }) })).json() as Promise<any>;
    const manager = await key(["webhooks:manage"]);
    const made = await call(manager, CREATE_ENDPOINT, { input: { url, events: ["product.updated"] } });
    expect(made.data.createWebhookEndpoint.endpoint).toMatchObject({ ownedByKey: true, enabled: true, events: ["product.updated"] });
    const mine = await call(manager, `{ webhookEndpoints { id } }`);
    expect(mine.data.webhookEndpoints).toEqual([{ id: made.data.createWebhookEndpoint.endpoint.id }]);
    const others = await call(manager, `mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: endpointId });
    expect(others.errors[0]).toMatchObject({ message: "Webhook endpoint not found.", extensions: { code: "NOT_FOUND" } });
    const reader = await key(["catalogue:read"]);
    const refused = await call(reader, `{ webhookEndpoints { id } }`);
    expect(refused.errors[0].message).toBe("This API key lacks the scope webhooks:manage that webhookEndpoints needs.");
  });

  it("refuses unknown events and targets that resolve to private, loopback or link-local addresses unless allowed", async () => {
    const strict = await startTestServer({}, { db: t.db });
    try {
      const ask = (server: TestServer, input: Record<string, unknown>) => server.gql(CREATE_ENDPOINT, { input }, admin.token);
      for (const target of ["http://127.0.0.1:9/x", "http://10.0.0.7/x", "http://169.254.169.254/latest", "http://[::1]/x", "http://localhost/x", "http://[::ffff:127.0.0.1]/x"]) {
        const e = errorOf(await ask(strict, { url: target, events: ["order.paid"] }));
        expect(e, target).toMatchObject({ code: "BAD_USER_INPUT" });
        expect(e!.message).toContain("private, loopback or link-local");
      }
      expect(errorOf(await ask(strict, { url: "ftp://partner.example/x", events: ["order.paid"] }))!.message).toBe("url must start with https:// (or http://).");
      expect(errorOf(await ask(t, { url, events: ["order.shipped"] }))!.message).toContain("Unknown event type: order.shipped.");
    } finally {
      await strict.close();
    }
  });
});

describe("a review", () => {
  it("sends product.updated with the product's new rating, in the review's transaction, and no stock event", async () => {
    const hooks = await t.gql(CREATE_ENDPOINT, { input: { url, events: ["product.updated", "variant.stock_changed"] } }, admin.token);
    expect(errorOf(hooks)).toBeNull();
    const product = await createProduct(t, { totalStock: 5 });
    const buyer = await createUser(t);
    await placeAndPay(buyer, product.id);
    const events = (type: string) => t.db.prisma.webhookEvent.findMany({ where: { type, resourceKey: `product:${product.id}` }, orderBy: { seq: "asc" } });
    const stockEventsBefore = (await events("variant.stock_changed")).length;
    const review = `mutation($input: ReviewInput!) { addReview(input: $input) { id } }`;
    expect(errorOf(await t.gql(review, { input: { productId: product.id, reviewValue: 4, reviewMessage: "Fits well." } }, buyer.token))).toBeNull();
    const updated = await events("product.updated");
    expect(updated).toHaveLength(1);
    expect(updated[0]!.data).toMatchObject({ id: product.id, averageReview: 4, reviewCount: 1 });
    expect(await events("variant.stock_changed")).toHaveLength(stockEventsBefore);
    // A second review is refused (CONFLICT): its transaction rolls back and tells nobody anything.
    expect(errorOf(await t.gql(review, { input: { productId: product.id, reviewValue: 1, reviewMessage: "Again." } }, buyer.token))).toMatchObject({ code: "CONFLICT" });
    expect(await events("product.updated")).toHaveLength(1);
  });
});

describe("retention", () => {
  it("removes, with their deliveries and attempts, events every endpoint took after 30 days and failed ones after 90; a pending delivery keeps its event", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const attemptsOf = new Map<string, number[]>();
    const make = async (name: string, ageDays: number, statuses: string[]) => {
      const event = await t.db.prisma.webhookEvent.create({
        data: { type: "product.updated", resourceKey: `product:${name}`, data: { id: name }, occurredAt: daysAgo(ageDays) },
      });
      for (const status of statuses) {
        // Due in a day: the server's own worker leaves the pending ones alone.
        const d = await t.db.prisma.webhookDelivery.create({
          data: { eventSeq: event.seq, endpointId, resourceKey: event.resourceKey, status, nextAttemptAt: daysAgo(-1) },
        });
        const a = await t.db.prisma.webhookAttempt.create({ data: { deliveryId: d.id, statusCode: status === "delivered" ? 204 : 503, durationMs: 5 } });
        attemptsOf.set(name, [...(attemptsOf.get(name) ?? []), a.id]);
      }
      return event.id;
    };
    const kept = {
      deliveredRecently: await make("delivered-29d", 29, ["delivered", "delivered"]),
      failedRecently: await make("failed-89d", 89, ["delivered", "failed"]),
      stillPending: await make("pending-200d", 200, ["delivered", "pending"]),
    };
    const removed = {
      deliveredLongAgo: await make("delivered-31d", 31, ["delivered", "delivered"]),
      failedLongAgo: await make("failed-91d", 91, ["failed"]),
      nobodyWanted: await make("no-delivery-31d", 31, []),
    };
    expect(await t.shop.services.webhooks.prune()).toBeGreaterThanOrEqual(3);
    const left = new Set((await t.db.prisma.webhookEvent.findMany({ where: { id: { in: [...Object.values(kept), ...Object.values(removed)] } } })).map((e) => e.id));
    expect(Object.fromEntries(Object.entries(kept).map(([k, id]) => [k, left.has(id)]))).toEqual({ deliveredRecently: true, failedRecently: true, stillPending: true });
    expect(Object.fromEntries(Object.entries(removed).map(([k, id]) => [k, left.has(id)]))).toEqual({ deliveredLongAgo: false, failedLongAgo: false, nobodyWanted: false });
    // The removed events' deliveries went with them, and their attempts; the kept ones' stay.
    expect(await t.db.prisma.webhookDelivery.count({ where: { resourceKey: { in: ["product:delivered-31d", "product:failed-91d"] } } })).toBe(0);
    const attemptsLeft = (names: string[]) => t.db.prisma.webhookAttempt.count({ where: { id: { in: names.flatMap((n) => attemptsOf.get(n) ?? []) } } });
    expect(await attemptsLeft(["delivered-31d", "failed-91d"])).toBe(0);
    expect(await attemptsLeft(["delivered-29d", "failed-89d", "pending-200d"])).toBe(6);
  });
});
