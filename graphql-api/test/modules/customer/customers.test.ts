// The back office's customers: the list and its figures (paid orders only), search, paging, one customer's detail,
// and disabling a customer's sign-in (sessions end at once, login says why) and enabling it again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { day, placeOrder } from "../order/admin-orders-fixtures.js";
import { ACCOUNT_DISABLED } from "../../../src/modules/user/auth.service.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;

const LIST = `query($search: String, $page: Int, $pageSize: Int) {
  adminCustomers(search: $search, page: $page, pageSize: $pageSize) { total page pageSize items { id userName email ordersCount totalSpentCents lastOrderAt disabled } }
}`;
const DETAIL = `query($id: ID!) { adminCustomer(id: $id) { id email ordersCount totalSpentCents lastOrderAt disabled disabledAt } adminOrders(customerId: $id) { total items { id } } }`;
const DISABLE = `mutation($id: ID!) { disableCustomer(id: $id) { id disabled disabledAt } }`;
const ENABLE = `mutation($id: ID!) { enableCustomer(id: $id) { id disabled disabledAt } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin", email: "boss@example.test" });
});
afterAll(() => t?.close());

describe("customers list", () => {
  it("shows each customer's orders count, total spent on paid orders only and last order", async () => {
    const grace = await createUser(t, { userName: "Grace Hopper", email: "grace.hopper@example.test" });
    await placeOrder(t, { userId: grace.id, at: day("2026-09-01"), lines: [{ title: "Coat", priceCents: 10000, quantity: 1 }], shippingCents: 500 });
    await placeOrder(t, { userId: grace.id, at: day("2026-09-05"), lines: [{ title: "Hat", priceCents: 1999, quantity: 2 }], shippingCents: 500 });
    await placeOrder(t, { userId: grace.id, at: day("2026-09-09"), status: "rejected", payment: "refunded", lines: [{ title: "Boots", priceCents: 50000, quantity: 1 }] });
    await placeOrder(t, { userId: grace.id, at: day("2026-09-12"), status: "pending", payment: "pending", lines: [{ title: "Scarf", priceCents: 3000, quantity: 1 }] });

    const r = await t.gql(LIST, { search: "grace.HOPPER" }, admin.token);
    expect(errorOf(r)).toBeNull();
    expect(r.data.adminCustomers.total).toBe(1);
    expect(r.data.adminCustomers.items).toEqual([
      {
        id: grace.id, userName: "Grace Hopper", email: "grace.hopper@example.test",
        ordersCount: 4, totalSpentCents: 10500 + 4498, lastOrderAt: "2026-09-12T12:00:00.000Z", disabled: false,
      },
    ]);
  });

  it("finds customers by part of the name, leaves admins out, and pages with the total", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createUser(t, { userName: `Pager Person ${i}` }));
    const first = await t.gql(LIST, { search: "pager person", pageSize: 2 }, admin.token);
    const second = await t.gql(LIST, { search: "pager person", pageSize: 2, page: 2 }, admin.token);
    expect(first.data.adminCustomers).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    // Newest first.
    expect([...first.data.adminCustomers.items, ...second.data.adminCustomers.items].map((c: { id: string }) => c.id)).toEqual(made.reverse().map((u) => u.id));
    expect(first.data.adminCustomers.items[0]).toMatchObject({ ordersCount: 0, totalSpentCents: 0, lastOrderAt: null });
    expect((await t.gql(LIST, { search: "boss@" }, admin.token)).data.adminCustomers.total).toBe(0);
  });

  it("shows one customer with their orders", async () => {
    const lin = await createUser(t, { email: "lin@example.test" });
    const o1 = await placeOrder(t, { userId: lin.id, at: day("2026-08-01") });
    const o2 = await placeOrder(t, { userId: lin.id, at: day("2026-08-03") });
    const r = await t.gql(DETAIL, { id: lin.id }, admin.token);
    expect(errorOf(r)).toBeNull();
    expect(r.data.adminCustomer).toMatchObject({ id: lin.id, email: "lin@example.test", ordersCount: 2, totalSpentCents: 3500, disabled: false, disabledAt: null });
    expect(r.data.adminOrders.items.map((o: { id: string }) => o.id)).toEqual([o2.id, o1.id]);
    expect(errorOf(await t.gql(DETAIL, { id: admin.id }, admin.token))).toEqual({ code: "NOT_FOUND", message: "Customer not found" });
  });
});

describe("disabling a customer's sign-in", () => {
  it("ends their sessions at once, refuses login with a clear message, and enabling lets them in again", async () => {
    const sam = await createUser(t, { email: "sam@example.test" });
    expect((await t.gql("{ me { id } }", {}, sam.token)).data.me).toEqual({ id: sam.id });

    const off = await t.gql(DISABLE, { id: sam.id }, admin.token);
    expect(errorOf(off)).toBeNull();
    expect(off.data.disableCustomer).toMatchObject({ id: sam.id, disabled: true });
    expect(off.data.disableCustomer.disabledAt).not.toBeNull();

    // The token they hold stops working: no session, and their own data is out of reach.
    expect((await t.gql("{ me { id } }", {}, sam.token)).data.me).toBeNull();
    expect(errorOf(await t.gql("{ myOrders { total } }", {}, sam.token))?.code).toBe("UNAUTHENTICATED");

    const refused = await t.gql(LOGIN, { e: sam.email, p: sam.password });
    expect(errorOf(refused)).toEqual({ code: "FORBIDDEN", message: ACCOUNT_DISABLED });
    expect(ACCOUNT_DISABLED).toBe("This account has been disabled. Please contact the shop.");
    const rest = await fetch(`${t.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: sam.email, password: sam.password }) });
    expect(rest.status).toBe(403);
    expect(((await rest.json()) as { message: string }).message).toBe(ACCOUNT_DISABLED);
    // A wrong password still says only that the email or password is wrong.
    expect(errorOf(await t.gql(LOGIN, { e: sam.email, p: "not-the-password" }))?.code).toBe("UNAUTHENTICATED");

    const on = await t.gql(ENABLE, { id: sam.id }, admin.token);
    expect(on.data.enableCustomer).toEqual({ id: sam.id, disabled: false, disabledAt: null });
    const back = await t.gql(LOGIN, { e: sam.email, p: sam.password });
    expect(errorOf(back)).toBeNull();
    expect((await t.gql("{ me { id } }", {}, back.data.login.token)).data.me).toEqual({ id: sam.id });
  });

  it("refuses to disable yourself or another admin, saying so", async () => {
    const other = await createUser(t, { role: "admin" });
    expect(errorOf(await t.gql(DISABLE, { id: admin.id }, admin.token))).toEqual({ code: "FORBIDDEN", message: "You cannot disable your own account." });
    expect(errorOf(await t.gql(DISABLE, { id: other.id }, admin.token))).toEqual({
      code: "FORBIDDEN",
      message: "Admins' accounts cannot be disabled here; only customers' can.",
    });
    expect((await t.gql("{ me { id } }", {}, other.token)).data.me).toEqual({ id: other.id });
    expect(errorOf(await t.gql(DISABLE, { id: "not-an-id" }, admin.token))?.code).toBe("NOT_FOUND");
  });

  it("is for admins only", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    expect(errorOf(await t.gql(DISABLE, { id: b.id }, a.token))?.code).toBe("FORBIDDEN");
    expect(errorOf(await t.gql(LIST, {}, a.token))?.code).toBe("FORBIDDEN");
    expect((await t.gql("{ me { id } }", {}, b.token)).data.me).toEqual({ id: b.id });
  });
});
