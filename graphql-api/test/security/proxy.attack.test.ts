// X-Forwarded-For is the client's own claim unless a proxy the operator named (TRUST_PROXY) added it. Limits keyed
// on the client address must not reset when an attacker makes one up. Probed with the registration budget, which is
// counted per client address alone (2 an hour here).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/harness.js";
import { hit } from "./attack.js";

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

type Register = (forwardedFor?: string) => Promise<number>;

async function shop(trustProxy?: string): Promise<Register> {
  const t = await startTestServer({ RATE_LIMIT_REGISTER_PER_HOUR: "2", ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) });
  servers.push(t);
  let n = 0;
  /** One registration with the given X-Forwarded-For (or none): 201, or 429 once that client's budget is spent. */
  return async (forwardedFor?: string) => {
    const body = { userName: "Proxy Probe", email: `probe-${++n}-${Date.now()}@example.test`, password: "password123" };
    const res = await hit(t.url, "POST", "/api/auth/register", { body, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } });
    return res.status;
  };
}

/**
 * A shop started with TRUST_PROXY as given, before the describe block's test (a start on a busy machine is not the
 * test's time): the test takes its register function from the returned getter.
 */
function withShop(trustProxy: string | undefined): () => Register {
  let register: Register | undefined;
  beforeAll(async () => {
    register = await shop(trustProxy);
  });
  return () => register!;
}

describe("TRUST_PROXY", () => {
  describe("unset", () => {
    const started = withShop(undefined);
    it("X-Forwarded-For is ignored, so a made-up one does not reset a spent budget", async () => {
      const register = started();
      expect([await register("203.0.113.1"), await register("203.0.113.2")]).toEqual([201, 201]);
      expect(await register("203.0.113.3")).toBe(429);
      expect(await register()).toBe(429);
    });
  });

  describe("a hop count", () => {
    const started = withShop("1");
    it("the address the trusted proxy saw counts; what the client prepended does not", async () => {
      const register = started();
      expect([await register("203.0.113.9"), await register("203.0.113.9")]).toEqual([201, 201]);
      expect(await register("6.6.6.6, 203.0.113.9")).toBe(429);
      expect(await register("7.7.7.7, 203.0.113.9")).toBe(429);
      expect(await register("203.0.113.10")).toBe(201); // another shopper behind the same proxy has a budget of their own
    });
  });

  describe("an address list", () => {
    const started = withShop("loopback, 10.0.0.0/8");
    it("hops from listed proxies are skipped, the first address outside them is the client", async () => {
      const register = started();
      expect([await register("203.0.113.20, 10.1.2.3"), await register("203.0.113.20")]).toEqual([201, 201]);
      expect(await register("1.1.1.1, 203.0.113.20, 10.9.9.9")).toBe(429);
      expect(await register("203.0.113.21, 10.1.2.3")).toBe(201);
    });
  });
});
