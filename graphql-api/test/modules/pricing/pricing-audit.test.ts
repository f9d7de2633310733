// Issue 44: the audit log records every change of discount codes, shipping methods, tax rates and the shop's settings,
// each with the fields it changed (before and after) and who made it; a refused change leaves no entry.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin", email: "money-auditor@example.test" });
});
afterAll(() => t?.close());

const LOG = `query { auditLog(pageSize: 100) { items { action targetType targetId targetLabel actorEmail changes { field before after } } } }`;
type Entry = { action: string; targetType: string; targetId: string; targetLabel: string; actorEmail: string; changes: { field: string; before: string | null; after: string | null }[] };

async function entriesFor(targetId: string): Promise<Entry[]> {
  const r = await t.gql(LOG, {}, admin.token);
  expect(errorOf(r)).toBeNull();
  // Newest first: oldest first reads as the story.
  return (r.data.auditLog.items as Entry[]).filter((e) => e.targetId === targetId).reverse();
}

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await t.gql(query, variables, admin.token);
  expect(errorOf(r)).toBeNull();
  return r.data as T;
}

const SAVE_CODE = `mutation($id: ID, $i: DiscountCodeInput!) { saveDiscountCode(id: $id, input: $i) { id } }`;
const SAVE_METHOD = `mutation($id: ID, $i: ShippingMethodInput!) { saveShippingMethod(id: $id, input: $i) { id } }`;
const SAVE_RATE = `mutation($i: TaxRateInput!) { saveTaxRate(input: $i) { id } }`;

it("records a discount code's creation, its edit and its deactivation, field by field", async () => {
  const { saveDiscountCode: code } = await ok<{ saveDiscountCode: { id: string } }>(SAVE_CODE, { i: { code: "Audit10", kind: "percentage", basisPoints: 1000, categories: ["women", "men"] } });
  await ok(SAVE_CODE, { id: code.id, i: { basisPoints: 1500, maxUses: 20, endsAt: "2027-01-01T00:00:00.000Z" } });
  await ok(SAVE_CODE, { id: code.id, i: { active: false } });
  // Refused (a percentage above 100%): no entry.
  expect(errorOf(await t.gql(SAVE_CODE, { id: code.id, i: { basisPoints: 20_000 } }, admin.token))?.code).toBe("BAD_USER_INPUT");

  const entries = await entriesFor(code.id);
  expect(entries.map((e) => [e.action, e.targetType, e.targetLabel, e.actorEmail])).toEqual(
    Array(3).fill(["discountCodeChange", "discountCode", "Audit10", "money-auditor@example.test"]),
  );
  expect(entries[0]!.changes).toEqual(expect.arrayContaining([
    { field: "code", before: null, after: "Audit10" },
    { field: "basisPoints", before: null, after: "1000" },
    { field: "categories", before: null, after: "women,men" },
    { field: "active", before: null, after: "true" },
  ]));
  expect(entries[1]!.changes).toEqual([
    { field: "basisPoints", before: "1000", after: "1500" },
    { field: "endsAt", before: null, after: "2027-01-01T00:00:00.000Z" },
    { field: "maxUses", before: null, after: "20" },
  ]);
  expect(entries[2]!.changes).toEqual([{ field: "active", before: "true", after: "false" }]);
});

it("records a shipping method's creation, price change and deactivation", async () => {
  const { saveShippingMethod: m } = await ok<{ saveShippingMethod: { id: string } }>(SAVE_METHOD, { i: { name: "Audit Express", priceCents: 1200, deliveryEstimate: "1-2 days" } });
  await ok(SAVE_METHOD, { id: m.id, i: { priceCents: 1500, freeFromCents: 20_000 } });
  await ok(SAVE_METHOD, { id: m.id, i: { active: false } });
  const entries = await entriesFor(m.id);
  expect(entries.map((e) => [e.action, e.targetLabel])).toEqual(Array(3).fill(["shippingMethodChange", "Audit Express"]));
  expect(entries[0]!.changes).toContainEqual({ field: "priceCents", before: null, after: "1200" });
  expect(entries[1]!.changes).toEqual([
    { field: "priceCents", before: "1200", after: "1500" },
    { field: "freeFromCents", before: null, after: "20000" },
  ]);
  expect(entries[2]!.changes).toEqual([{ field: "active", before: "true", after: "false" }]);
});

it("records a tax rate's creation, its new rate and its removal under one name", async () => {
  const { saveTaxRate: rate } = await ok<{ saveTaxRate: { id: string } }>(SAVE_RATE, { i: { country: "us", region: "ny", name: "Sales tax", ppm: 88_750 } });
  await ok(SAVE_RATE, { i: { country: "US", region: "NY", name: "Sales tax", ppm: 80_000 } });
  await ok(`mutation($id: ID!) { deleteTaxRate(id: $id) }`, { id: rate.id });
  const entries = await entriesFor(rate.id);
  expect(entries.map((e) => [e.action, e.targetLabel, e.changes])).toEqual([
    ["taxRateChange", "US-NY Sales tax", [{ field: "ppm", before: null, after: "88750" }]],
    ["taxRateChange", "US-NY Sales tax", [{ field: "ppm", before: "88750", after: "80000" }]],
    ["taxRateChange", "US-NY Sales tax", [{ field: "ppm", before: "80000", after: null }]],
  ]);
});

it("records a change of the shop's settings with what changed", async () => {
  const before = (await ok<{ shopSettings: { pricesIncludeTax: boolean; taxId: string } }>(`query { shopSettings { pricesIncludeTax taxId } }`, {})).shopSettings;
  await ok(`mutation($i: ShopSettingsInput!) { saveShopSettings(input: $i) { taxId } }`, { i: { pricesIncludeTax: !before.pricesIncludeTax, taxId: "DE123456789", legalName: "Audit Shop GmbH" } });
  const [entry] = await entriesFor("1");
  expect(entry).toMatchObject({ action: "shopSettingsChange", targetType: "shopSettings" });
  expect(entry!.changes).toEqual(expect.arrayContaining([
    { field: "pricesIncludeTax", before: String(before.pricesIncludeTax), after: String(!before.pricesIncludeTax) },
    { field: "legalName", before: expect.any(String), after: "Audit Shop GmbH" },
    { field: "taxId", before: before.taxId, after: "DE123456789" },
  ]));
});
