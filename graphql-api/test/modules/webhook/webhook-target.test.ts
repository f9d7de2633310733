// How a delivery reaches a receiver (webhook.target.ts), as the receiver sees it: one receiver's deliveries go down one
// kept connection rather than a new one each; a name re-pointed at another address is sent there on a connection of its
// own, never down the one kept to the old address; a kept connection the receiver closed meanwhile costs no failed
// attempt; redirects are still not followed and a long answer is read only up to its limit.
import dns from "node:dns";
import http from "node:http";
import type net from "node:net";
import { afterAll, afterEach, expect, it, vi } from "vitest";
import { postWebhook } from "../../../src/modules/webhook/webhook.target.js";

interface Receiver {
  server: http.Server;
  /** Bodies received, with the connection (its number, from 1) each came on. */
  got: { body: string; connection: number }[];
  connections: number;
}

/** A receiver on `host`: answers `answer(requestOnItsConnection)` (204 unless told), keeping what it got. */
async function receiver(host: string, port = 0, answer?: (req: http.IncomingMessage, res: http.ServerResponse, nth: number) => void): Promise<Receiver> {
  const r: Receiver = { server: http.createServer(), got: [], connections: 0 };
  const seen = new WeakMap<net.Socket, { id: number; requests: number }>();
  r.server.on("connection", (socket) => seen.set(socket, { id: ++r.connections, requests: 0 }));
  r.server.on("request", (req, res) => {
    const conn = seen.get(req.socket)!;
    conn.requests++;
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (answer) return answer(req, res, conn.requests);
      r.got.push({ body, connection: conn.id });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => r.server.listen(port, host, resolve));
  servers.push(r.server);
  return r;
}

const servers: http.Server[] = [];
const portOf = (r: Receiver) => (r.server.address() as net.AddressInfo).port;
const post = (url: string, body: string) => postWebhook(url, { "content-type": "application/json" }, body, true);

afterEach(() => {
  vi.restoreAllMocks();

});
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
});

it("sends one receiver's deliveries down one kept connection", async () => {
  const r = await receiver("127.0.0.1");
  for (let i = 0; i < 5; i++) expect(await post(`http://127.0.0.1:${portOf(r)}/hooks`, `{"n":${i}}`)).toMatchObject({ status: 204, error: null });
  expect(r.got.map((g) => g.body)).toEqual([0, 1, 2, 3, 4].map((i) => `{"n":${i}}`));
  expect(r.connections).toBe(1);
});

it("sends to the address the name resolves to at each delivery: once re-pointed, on a new connection to the new address, never down the one kept to the old", async () => {
  const old = await receiver("127.0.0.1");
  const moved = await receiver("127.0.0.2", portOf(old));
  const lookup = vi.spyOn(dns.promises, "lookup");
  const url = `http://hooks.partner.test:${portOf(old)}/hooks`;
  lookup.mockResolvedValue([{ address: "127.0.0.1", family: 4 }] as never);
  expect(await post(url, "one")).toMatchObject({ status: 204 });
  lookup.mockResolvedValue([{ address: "127.0.0.2", family: 4 }] as never);
  expect(await post(url, "two")).toMatchObject({ status: 204 });
  expect(await post(url, "three")).toMatchObject({ status: 204 });
  expect(old.got.map((g) => g.body)).toEqual(["one"]);
  expect(moved.got.map((g) => g.body)).toEqual(["two", "three"]);
  expect(moved.connections).toBe(1);
});

it("delivers on a new connection when the receiver closed the kept one as the delivery went out: no failed attempt", async () => {
  // The receiver drops each connection's second request unanswered, as a receiver closing an idle connection does.
  const got: string[] = [];
  const r = await receiver("127.0.0.1", 0, (req, res, nth) => {
    if (nth > 1) return req.socket.destroy();
    got.push(String(nth));
    res.writeHead(204).end();
  });
  const url = `http://127.0.0.1:${portOf(r)}/hooks`;
  expect(await post(url, "one")).toMatchObject({ status: 204, error: null });
  expect(await post(url, "two")).toMatchObject({ status: 204, error: null });
  expect(got).toEqual(["1", "1"]);
  expect(r.connections).toBe(2);
});

it("does not follow a redirect and reads a long answer only up to its limit, then sends the next delivery as before", async () => {
  const r = await receiver("127.0.0.1", 0, (req, res) => {
    if (req.url === "/moved") return res.writeHead(301, { location: "http://127.0.0.1:1/elsewhere" }).end();
    res.writeHead(500).end("x".repeat(100_000));
  });
  const base = `http://127.0.0.1:${portOf(r)}`;
  const moved = await post(`${base}/moved`, "{}");
  expect(moved).toMatchObject({ status: 301 });
  expect(moved.error).toContain("redirects are not followed: http://127.0.0.1:1/elsewhere");
  const long = await post(`${base}/long`, "{}");
  expect(long.status).toBe(500);
  expect(long.error!.length).toBeLessThan(400);
  expect(await post(`${base}/moved`, "{}")).toMatchObject({ status: 301 });
});
