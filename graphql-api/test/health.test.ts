import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/harness.js";
import { readMigrations } from "../src/db/migrations.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const probe = async (url: string, path: string) => {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get("cache-control") };
};

describe("GET /readyz", () => {
  it("is ready when the database answers and every migration is applied", async () => {
    expect(await probe(t.url, "/readyz")).toEqual({
      status: 200,
      body: { ok: true, database: t.db.kind, migrations: readMigrations().length },
      cache: "no-store",
    });
  });

  it("answers 503 naming the migration a replica is missing (new code on an old schema)", async () => {
    const last = readMigrations().at(-1)!.name;
    await t.db.sql.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`, [last]);
    try {
      expect(await probe(t.url, "/readyz")).toMatchObject({ status: 503, body: { ok: false, reason: `migrations not applied: ${last}` } });
    } finally {
      await t.db.sql.query(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1`, [last]);
    }
    expect((await probe(t.url, "/readyz")).status).toBe(200);
  });
});

describe("when the database is gone", () => {
  it("/readyz answers 503 without the driver's details; /healthz still says the process is up", async () => {
    const lost = await startTestServer();
    try {
      await lost.db.close();
      lost.db.close = async () => {};
      const ready = await probe(lost.url, "/readyz");
      expect(ready).toMatchObject({ status: 503, body: { ok: false, reason: "database unreachable" } });
      expect((await probe(lost.url, "/healthz")).status).toBe(200);
    } finally {
      await lost.close();
    }
  });
});

describe("while draining", () => {
  it("/readyz answers 503 'shutting down' so the load balancer stops sending new requests", async () => {
    const stopping = await startTestServer();
    try {
      stopping.shop.drain();
      expect(await probe(stopping.url, "/readyz")).toMatchObject({ status: 503, body: { ok: false, reason: "shutting down" } });
    } finally {
      await stopping.close();
    }
  });
});
