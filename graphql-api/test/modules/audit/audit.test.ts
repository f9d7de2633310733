// The audit log: every kind of admin action is recorded with who, when and each changed field before and after,
// newest first, for admins only; a change that fails leaves no entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { CAPTURE, addAddress, createApprovedOrder, fillCart } from "../../support/order-helpers.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;

const LOG = `query($page: Int, $pageSize: Int) { auditLog(page: $page, pageSize: $pageSize) {
  total page pageSize items { id at actorId actorEmail action targetType targetId targetLabel changes { field before after } } } }`;
const SET_STATUS = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id orderStatus paymentStatus } }`;

type Entry = { action: string; targetId: string; actorId: string; actorEmail: string; targetLabel: string; at: string; changes: { field: string; before: string | null; after: string | null }[] };

async function entriesFor(targetId: string): Promise<Entry[]> {
  const r = await t.gql(LOG, { pageSize: 100 }, admin.token);
  expect(errorOf(r)).toBeNull();
  return (r.data.auditLog.items as Entry[]).filter((e) => e.targetId === targetId);
}

async function paidOrder() {
  const product = await createProduct(t, { priceCents: 2500, totalStock: 10 });
  const user = await createUser(t, { email: `buyer-${Date.now()}@example.test` });
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, [{ productId: product.id, quantity: 1 }]);
  const order = await createApprovedOrder(t, user.token, address.id);
  expect((await t.gql(CAPTURE, { o: order.orderId, p: order.paymentId, r: order.payerId }, user.token)).errors).toBeUndefined();
  return { ...order, user };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin", email: "auditor@example.test" });
});
afterAll(() => t?.close());

describe("audit log", () => {
  it("records a product's creation, its price and stock changes (before and after) and its deletion", async () => {
    const created = await t.gql(
      `mutation { createProduct(input: { title: "Audit Tee", description: "Cotton", category: "men", brand: "nike", image: "/images/products/test.svg", priceCents: 2000, totalStock: 5 }) { id } }`,
      {},
      admin.token,
    );
    const id = created.data.createProduct.id as string;
    await t.gql(`mutation($id: ID!) { updateProduct(id: $id, input: { priceCents: 1800, totalStock: 3 }) { id } }`, { id }, admin.token);
    // Saving the form unchanged records nothing.
    await t.gql(`mutation($id: ID!) { updateProduct(id: $id, input: { totalStock: 3 }) { id } }`, { id }, admin.token);
    await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id }, admin.token);

    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(["productDelete", "productUpdate", "productCreate"]);
    for (const e of entries) expect(e).toMatchObject({ actorId: admin.id, actorEmail: "auditor@example.test", targetLabel: "Audit Tee" });
    const [deleted, updated, made] = entries;
    expect(updated!.changes).toEqual([
      { field: "priceCents", before: "2000", after: "1800" },
      { field: "totalStock", before: "5", after: "3" },
    ]);
    expect(made!.changes).toContainEqual({ field: "priceCents", before: null, after: "2000" });
    expect(deleted!.changes).toContainEqual({ field: "totalStock", before: "3", after: null });
    expect(Date.parse(deleted!.at)).toBeGreaterThanOrEqual(Date.parse(made!.at));
  });

  it("records an order's status change and a refund", async () => {
    const shipped = await paidOrder();
    expect(errorOf(await t.gql(SET_STATUS, { id: shipped.orderId, s: "inShipping" }, admin.token))).toBeNull();
    expect((await entriesFor(shipped.orderId)).map((e) => [e.action, e.changes])).toEqual([
      ["orderStatus", [{ field: "orderStatus", before: "confirmed", after: "inShipping" }]],
    ]);

    const refunded = await paidOrder();
    const r = await t.gql(SET_STATUS, { id: refunded.orderId, s: "rejected" }, admin.token);
    expect(r.data.updateOrderStatus).toMatchObject({ orderStatus: "rejected", paymentStatus: "refunded" });
    const entries = await entriesFor(refunded.orderId);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ["orderRefund", [{ field: "orderStatus", before: "confirmed", after: "rejected" }, { field: "paymentStatus", before: "refunding", after: "refunded" }]],
      ["orderRefund", [{ field: "paymentStatus", before: "paid", after: "refunding" }]],
    ]);
    expect(entries[0]).toMatchObject({ actorId: admin.id, targetLabel: refunded.user.email });
  });

  it("records customers disabled and enabled, and not a refused attempt", async () => {
    const customer = await createUser(t, { email: "audited@example.test" });
    await t.gql(`mutation($id: ID!) { disableCustomer(id: $id) { id } }`, { id: customer.id }, admin.token);
    await t.gql(`mutation($id: ID!) { enableCustomer(id: $id) { id } }`, { id: customer.id }, admin.token);
    await t.gql(`mutation($id: ID!) { disableCustomer(id: $id) { id } }`, { id: admin.id }, admin.token);
    expect((await entriesFor(customer.id)).map((e) => [e.action, e.targetLabel, e.changes])).toEqual([
      ["customerEnable", "audited@example.test", [{ field: "signIn", before: "disabled", after: "enabled" }]],
      ["customerDisable", "audited@example.test", [{ field: "signIn", before: "enabled", after: "disabled" }]],
    ]);
    expect(await entriesFor(admin.id)).toEqual([]);
  });

  it("pages newest first with the total, for admins only", async () => {
    const first = await t.gql(LOG, { page: 1, pageSize: 2 }, admin.token);
    const all = await t.gql(LOG, { pageSize: 100 }, admin.token);
    expect(first.data.auditLog.total).toBe(all.data.auditLog.items.length);
    expect(first.data.auditLog.items.map((e: Entry) => e.at)).toEqual(all.data.auditLog.items.slice(0, 2).map((e: Entry) => e.at));
    const ats = all.data.auditLog.items.map((e: Entry) => Date.parse(e.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    const customer = await createUser(t);
    expect(errorOf(await t.gql(LOG, {}, customer.token))?.code).toBe("FORBIDDEN");
  });
});
