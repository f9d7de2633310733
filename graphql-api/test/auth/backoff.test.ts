import { afterAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import crypto from "node:crypto";
import { Backoff, waitAfterTurn, type BackoffPolicy } from "../../src/auth/backoff.js";

const policy: BackoffPolicy = { free: 3, baseSeconds: 1, capSeconds: 300, memorySeconds: 3600 };
const key = () => crypto.randomBytes(8).toString("hex");

describe("waitAfterTurn", () => {
  it("is free before turn `free`, then doubles from the base and never exceeds the cap", () => {
    expect([1, 2, 3, 4, 5, 6].map((turn) => waitAfterTurn(policy, turn))).toEqual([0, 0, 1, 2, 4, 8]);
    expect(waitAfterTurn(policy, 11)).toBe(256);
    expect(waitAfterTurn(policy, 12)).toBe(300);
    expect(waitAfterTurn(policy, 10_000)).toBe(300);
  });
});

describe("Backoff (in this process)", () => {
  it("grants the free turns at once, then refuses with the seconds left of the wait the last turn opened", async () => {
    const backoff = new Backoff(null, "t", policy);
    const k = key();
    expect(await backoff.take(k)).toEqual({ granted: true, count: 1 });
    expect(await backoff.take(k)).toEqual({ granted: true, count: 2 });
    expect(await backoff.take(k)).toEqual({ granted: true, count: 3 }); // opens a 1 s wait
    expect(await backoff.take(k)).toEqual({ granted: false, retryAfterSeconds: 1 });
    await backoff.reset(k);
    expect(await backoff.take(k)).toEqual({ granted: true, count: 1 });
  });

  it("grants one turn per wait to a burst of concurrent attempts, however many", async () => {
    const backoff = new Backoff(null, "t", policy);
    const k = key();
    const turns = await Promise.all(Array.from({ length: 100 }, () => backoff.take(k)));
    expect(turns.filter((t) => t.granted)).toHaveLength(policy.free);
    expect(turns.filter((t) => !t.granted).every((t) => !t.granted && t.retryAfterSeconds === 1)).toBe(true);
  });
});

describe("Backoff shared through Redis", () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));
  /** A replica once connected (before that, each would count in its own process). */
  const replica = async () => {
    const client = new Redis("redis://127.0.0.1:6379");
    clients.push(client);
    if (client.status !== "ready") await new Promise((resolve) => client.once("ready", resolve));
    return new Backoff(client, `test-${process.pid}`, policy);
  };

  it("two replicas hit by a burst from many addresses grant `free` turns between them, not each", async () => {
    const [a, b] = [await replica(), await replica()];
    const k = key();
    const turns = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).take(k)));
    expect(turns.filter((t) => t.granted)).toHaveLength(policy.free);
    const refused = await a.take(k);
    expect(refused).toEqual({ granted: false, retryAfterSeconds: 1 });
    await b.reset(k);
    expect((await a.take(k)).granted).toBe(true);
  });
});
