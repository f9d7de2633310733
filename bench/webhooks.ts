// "Webhooks during the hot checkout": the hot-product checkout again, with one endpoint subscribed to every event on a
// receiver in this process: how many events the checkout's transactions write a second (the outbox), and how many
// deliveries a second the job queue's worker makes to a local receiver that answers at once.
import http from "node:http";
import type { SqlExecutor } from "../graphql-api/src/db/database.js";
import { endpointSecretBox } from "../graphql-api/src/modules/webhook/webhook.service.js";
import { EVENT_TYPES } from "../graphql-api/src/modules/webhook/webhook.events.js";
import type { HotCheckoutResult } from "./hot-checkout.js";

export interface WebhookBenchResult {
  checkout: HotCheckoutResult;
  /** Events the captures wrote (stock, paid, status), and per second of the checkout. */
  eventsWritten: number;
  eventsPerSecond: number;
  /** Deliveries the receiver got, and per second from the first to the last. */
  delivered: number;
  deliveries: number;
  deliveriesPerSecond: number;
}

/** A receiver that takes everything at once (204), counting what it got and when. */
export async function startReceiver() {
  const got = { count: 0, first: 0, last: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const now = performance.now();
      if (!got.count) got.first = now;
      got.count++;
      got.last = now;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
  return { url, got, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An endpoint for every event type, written while no server holds the database; returns the last event's number. */
export async function addBenchEndpoint(sql: SqlExecutor, tokenSecret: string, url: string): Promise<number> {
  const box = endpointSecretBox(tokenSecret).seal(`whsec_${Buffer.alloc(32, 7).toString("base64")}`);
  await sql.query(`INSERT INTO "WebhookEndpoint" (id, url, events, "secretBox") VALUES (gen_random_uuid(), $1, $2::text[], $3)`, [url, EVENT_TYPES, box]);
  const [row] = await sql.query<{ seq: string | null }>(`SELECT max(seq)::text AS seq FROM "WebhookEvent"`);
  return Number(row?.seq ?? 0);
}

/** Events the captures wrote after `afterSeq`, and all deliveries made since, read after the run. */
export async function countWebhookOutcome(sql: SqlExecutor, afterSeq: number) {
  const [events] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM "WebhookEvent" WHERE seq > $1 AND type <> 'order.created'`, [afterSeq]);
  const [deliveries] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM "WebhookDelivery" WHERE "eventSeq" > $1`, [afterSeq]);
  return { eventsWritten: Number(events!.n), deliveries: Number(deliveries!.n) };
}

/** Waits until the receiver has `expected` deliveries, or nothing has arrived for `quietMs`. */
export async function waitForDeliveries(got: { count: number }, expected: number, quietMs = 15_000) {
  let seen = -1;
  let since = Date.now();
  while (got.count < expected) {
    if (got.count !== seen) [seen, since] = [got.count, Date.now()];
    if (Date.now() - since > quietMs) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}
