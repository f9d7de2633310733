// Closing a PostgreSQL database (a shop stopping, a test's shop): its connections are gone when close() resolves, so a
// database dropped right after (the restore drill's, WITH FORCE) cuts none of them mid-goodbye: the cut came back as an
// error nobody handled and failed a test run.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.js";
import { withDatabase } from "../support/global-setup.js";

// PostgreSQL whichever database the rest of the run uses: the embedded one has no connections to close.
const BASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `shop_close_${Date.now().toString(36)}_${process.pid}`;
const admin = new pg.Client({ connectionString: BASE_URL });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

it("has closed every connection of its pool when close() resolves, however many it had", async () => {
  const db = await openDatabase({ url: withDatabase(BASE_URL, name) });
  let connected = 0;
  let ended = 0;
  db.pool!.on("connect", (client) => {
    connected++;
    client.once("end", () => ended++);
  });
  await Promise.all(Array.from({ length: 6 }, () => db.sql.query("SELECT pg_sleep(0.05)")));
  const connections = async () => Number((await admin.query(`SELECT count(*) FROM pg_stat_activity WHERE datname = $1`, [name])).rows[0].count);
  // The pool's first connection was made by openDatabase's check, before this listener.
  expect(await connections()).toBe(connected + 1);
  expect(connected).toBeGreaterThan(1);
  await db.close();
  expect(ended).toBe(connected);
  expect(await connections()).toBe(0);
});
