// Partners' API keys: an admin creates one (the secret shown once, only its hash stored), a partner reads what its
// scopes open and nothing else, its own rate limit applies, its use is counted, and a revoked key is refused at once on
// every replica.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { INVALID_KEY } from "../../../src/modules/apikey/apikey.service.js";
import { GRAPHQL_CALLS } from "../../reliability/authz-calls.js";
import { buildWorld } from "../../reliability/world.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;

const CREATE = `mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id name prefix scopes rateLimitPerMinute requestCount lastUsedAt revokedAt createdByEmail } } }`;
const LIST = `{ apiKeys { id name prefix scopes requestCount lastUsedAt revokedAt } }`;
const REVOKE = `mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;
const PRODUCTS = `{ products(pageSize: 2) { total items { id title } } }`;
const ORDERS = `{ adminOrders { total } }`;

async function createKey(input: { name?: string; scopes?: string[]; rateLimitPerMinute?: number }) {
  const r = await t.gql(CREATE, { input: { name: "Feed partner", scopes: ["catalogue:read"], ...input } }, admin.token);
  expect(errorOf(r)).toBeNull();
  return r.data.createApiKey as { secret: string; apiKey: { id: string; prefix: string } };
}

/** A partner's call with the key in X-Api-Key (gql() sends it as a bearer token). */
async function withHeader(server: TestServer, key: string, query: string) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] } };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin", email: "keys-admin@example.test" });
  await createProduct(t, { title: "Partner Tee" });
});
afterAll(() => t?.close());

describe("creating keys", () => {
  it("shows the secret once and stores only its hash, with who created it", async () => {
    const { secret, apiKey } = await createKey({ name: "  PriceFinder  " });
    expect(secret).toMatch(/^shk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey).toMatchObject({ name: "PriceFinder", scopes: ["catalogue:read"], rateLimitPerMinute: 600, requestCount: 0, lastUsedAt: null, revokedAt: null, createdByEmail: "keys-admin@example.test" });
    const row = await t.db.prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain(secret.slice(-43));
    expect(row.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    const listed = (await t.gql(LIST, {}, admin.token)).data.apiKeys.find((k: { id: string }) => k.id === apiKey.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("refuses a blank name, no scope, an unknown scope or a silly rate limit, with what to fix", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " " }, "Please give the key a name"],
      [{ scopes: [] }, "Please choose at least one scope"],
      [{ scopes: ["catalogue:write"] }, "Unknown scope: catalogue:write"],
      [{ rateLimitPerMinute: 0 }, "The rate limit must be a whole number"],
    ];
    for (const [input, message] of cases) {
      const r = await t.gql(CREATE, { input: { name: "x", scopes: ["catalogue:read"], ...input } }, admin.token);
      expect(errorOf(r)).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(errorOf(r)!.message).toContain(message);
    }
    expect(await t.db.prisma.apiKey.count({ where: { name: "x" } })).toBe(0);
  });

  it("is for admins only", async () => {
    const shopper = await createUser(t);
    expect(errorOf(await t.gql(CREATE, { input: { name: "Mine", scopes: ["catalogue:read"] } }, shopper.token))).toMatchObject({ code: "FORBIDDEN" });
    expect(errorOf(await t.gql(LIST, {}))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("records creation and revocation in the audit log", async () => {
    const { apiKey } = await createKey({ name: "Audited feed" });
    await t.gql(REVOKE, { id: apiKey.id }, admin.token);
    const entries = await t.db.prisma.auditEntry.findMany({ where: { targetId: apiKey.id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetLabel])).toEqual([
      ["apiKey.create", "keys-admin@example.test", "Audited feed"],
      ["apiKey.revoke", "keys-admin@example.test", "Audited feed"],
    ]);
  });
});

describe("partner requests", () => {
  it("read what the key's scopes open, by bearer token or X-Api-Key", async () => {
    const { secret } = await createKey({ scopes: ["catalogue:read"] });
    const bearer = await t.gql(PRODUCTS, {}, secret);
    expect(errorOf(bearer)).toBeNull();
    expect(bearer.data.products.items.map((p: { title: string }) => p.title)).toContain("Partner Tee");
    const header = await withHeader(t, secret, PRODUCTS);
    expect(header.status).toBe(200);
    expect(header.body.errors).toBeUndefined();
  });

  it("are refused outside the key's scopes and for anything a person does, even where anyone may", async () => {
    const catalogue = (await createKey({ scopes: ["catalogue:read"] })).secret;
    const orders = (await createKey({ scopes: ["orders:read"] })).secret;
    expect(errorOf(await t.gql(ORDERS, {}, catalogue))).toEqual(expect.objectContaining({ code: "FORBIDDEN", message: "This API key lacks the scope orders:read that adminOrders needs." }));
    expect(errorOf(await t.gql(PRODUCTS, {}, orders))).toEqual(expect.objectContaining({ code: "FORBIDDEN", message: "This API key lacks the scope catalogue:read that products needs." }));
    expect(errorOf(await t.gql(ORDERS, {}, orders))).toBeNull();
    // Public for people, closed to keys: a key is not a shopper.
    const register = `mutation { register(input: { userName: "bot", email: "bot@example.test", password: "password123" }) { message } }`;
    expect(errorOf(await t.gql(register, {}, catalogue))).toEqual(expect.objectContaining({ code: "FORBIDDEN", message: "API keys cannot call register." }));
    expect(errorOf(await t.gql(`{ me { id } }`, {}, catalogue))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("act as the key even alongside a signed-in session", async () => {
    const { secret } = await createKey({ scopes: ["catalogue:read"] });
    const res = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": secret, authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: ORDERS }),
    });
    const body = (await res.json()) as { errors?: { extensions: { code: string } }[] };
    expect(body.errors?.[0]?.extensions.code).toBe("FORBIDDEN");
  });

  it("with an unknown, malformed or altered key answer 401 before anything runs", async () => {
    const { secret } = await createKey({});
    const altered = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    for (const key of [altered, "shk_000000000000_" + "A".repeat(43), "shk_nonsense"]) {
      const r = await withHeader(t, key, PRODUCTS);
      expect(r.status).toBe(401);
      expect(r.body.errors?.[0]).toMatchObject({ message: INVALID_KEY, extensions: { code: "UNAUTHENTICATED" } });
    }
  });

  it("are counted, with when the key was last used", async () => {
    const { secret, apiKey } = await createKey({});
    for (let i = 0; i < 3; i++) expect(errorOf(await t.gql(PRODUCTS, {}, secret))).toBeNull();
    await expect
      .poll(async () => (await t.gql(LIST, {}, admin.token)).data.apiKeys.find((k: { id: string }) => k.id === apiKey.id), { timeout: 15_000 })
      .toMatchObject({ requestCount: 3, lastUsedAt: expect.any(String) });
  });

  it("stop at the key's own rate limit with 429 and when to try again; other keys go on", async () => {
    const limited = (await createKey({ rateLimitPerMinute: 2 })).secret;
    const other = (await createKey({ rateLimitPerMinute: 2 })).secret;
    expect((await withHeader(t, limited, PRODUCTS)).status).toBe(200);
    expect((await withHeader(t, limited, PRODUCTS)).status).toBe(200);
    const refused = await withHeader(t, limited, PRODUCTS);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]?.message).toMatch(/^This API key may make 2 requests a minute\. Please try again in \d+ seconds?\.$/);
    expect((await withHeader(t, other, PRODUCTS)).status).toBe(200);
  });
});

/** What each scope is meant to open, written from the design (a key reads, and manages its own webhooks; it never acts as a person). */
const DESIGN: Record<string, string[]> = {
  "catalogue:read": ["products", "productsConnection", "product", "productsByIds", "productBySlug", "searchProducts", "searchProductsConnection", "productFacets", "categories", "brands", "reviews", "featureImages", "shopInfo"],
  "orders:read": ["adminOrders", "ordersConnection"],
  // Its only writes: its own webhook endpoints.
  "webhooks:manage": ["webhookEventTypes", "webhookEndpoints", "createWebhookEndpoint", "updateWebhookEndpoint", "deleteWebhookEndpoint", "webhookDeliveries", "resendWebhookDelivery"],
};

describe("every operation", () => {
  it.each(Object.entries(DESIGN))("is open to a %s key exactly when the design says so", async (scope, opened) => {
    const { secret } = await createKey({ scopes: [scope], rateLimitPerMinute: 10_000 });
    const w = await buildWorld(t);
    const wrong: string[] = [];
    for (const [operation, call] of Object.entries(GRAPHQL_CALLS)) {
      const { query, variables } = call(w, "customer");
      const r = await t.gql(query, variables ?? {}, secret);
      const refused = r.errors?.some((e) => e.extensions?.code === "FORBIDDEN" && e.message.includes(operation)) ?? false;
      if (refused === opened.includes(operation)) wrong.push(`${operation}: ${refused ? "refused" : "allowed"}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("revoking", () => {
  it("refuses the key from its next request on, on every replica", async () => {
    const replica = await startTestServer({}, { db: t.db });
    try {
      const { secret, apiKey } = await createKey({});
      expect((await withHeader(replica, secret, PRODUCTS)).status).toBe(200);
      const r = await t.gql(REVOKE, { id: apiKey.id }, admin.token);
      expect(r.data.revokeApiKey.revokedAt).not.toBeNull();
      expect((await withHeader(replica, secret, PRODUCTS)).status).toBe(401);
      expect((await withHeader(t, secret, PRODUCTS)).status).toBe(401);
      // Twice changes nothing, and the key stays listed.
      const again = await t.gql(REVOKE, { id: apiKey.id }, admin.token);
      expect(again.data.revokeApiKey.revokedAt).toBe(r.data.revokeApiKey.revokedAt);
      expect((await t.gql(LIST, {}, admin.token)).data.apiKeys.some((k: { id: string }) => k.id === apiKey.id)).toBe(true);
    } finally {
      await replica.close();
    }
  });

  it("answers NOT_FOUND for an unknown key", async () => {
    expect(errorOf(await t.gql(REVOKE, { id: "00000000-0000-4000-8000-000000000000" }, admin.token))).toMatchObject({ code: "NOT_FOUND" });
    expect(errorOf(await t.gql(REVOKE, { id: "nope" }, admin.token))).toMatchObject({ code: "NOT_FOUND" });
  });
});
