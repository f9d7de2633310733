// The admin's order search: filters by status and date range, search by id, email or name, paging with the total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { day, placeOrder } from "./admin-orders-fixtures.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let ada: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};

const SEARCH = `query($status: OrderStatus, $from: DateTimeISO, $to: DateTimeISO, $search: String, $customerId: ID, $page: Int, $pageSize: Int) {
  adminOrders(status: $status, from: $from, to: $to, search: $search, customerId: $customerId, page: $page, pageSize: $pageSize) {
    total page pageSize items { id userName orderStatus orderDate totalAmountCents }
  }
}`;

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
  ada = await createUser(t, { userName: "Ada Lovelace", email: "ada.lovelace@example.test" });
  bob = await createUser(t, { userName: "Bob Stone", email: "bob_stone@example.test" });
  ids.ada1 = (await placeOrder(t, { userId: ada.id, at: day("2026-10-01"), status: "delivered" })).id;
  ids.ada2 = (await placeOrder(t, { userId: ada.id, at: day("2026-10-15"), status: "inShipping" })).id;
  ids.bob1 = (await placeOrder(t, { userId: bob.id, at: day("2026-10-10"), status: "delivered" })).id;
  ids.bob2 = (await placeOrder(t, { userId: bob.id, at: day("2026-11-02"), status: "pending", payment: "pending" })).id;
  ids.bob3 = (await placeOrder(t, { userId: bob.id, at: day("2026-11-20"), status: "delivered" })).id;
});
afterAll(() => t?.close());

const search = async (variables: Record<string, unknown>) => {
  const r = await t.gql(SEARCH, variables, admin.token);
  expect(errorOf(r)).toBeNull();
  return r.data.adminOrders as { total: number; page: number; pageSize: number; items: { id: string; userName: string; orderStatus: string }[] };
};
const idsOf = (page: { items: { id: string }[] }) => page.items.map((o) => o.id);

describe("admin order search", () => {
  it("lists every order newest first without filters", async () => {
    const page = await search({});
    expect(idsOf(page)).toEqual([ids.bob3, ids.bob2, ids.ada2, ids.bob1, ids.ada1]);
    expect(page.total).toBe(5);
  });

  it("filters by status and by a date range (from inclusive, to exclusive)", async () => {
    expect(idsOf(await search({ status: "delivered" }))).toEqual([ids.bob3, ids.bob1, ids.ada1]);
    const october = await search({ from: "2026-10-01T00:00:00Z", to: "2026-11-01T00:00:00Z" });
    expect(idsOf(october)).toEqual([ids.ada2, ids.bob1, ids.ada1]);
    const both = await search({ status: "delivered", from: "2026-10-05T00:00:00Z", to: "2026-11-01T00:00:00Z" });
    expect(idsOf(both)).toEqual([ids.bob1]);
    expect(both.total).toBe(1);
  });

  it("finds orders by part of the customer's email or name, in any case", async () => {
    expect(idsOf(await search({ search: "LOVELACE@" }))).toEqual([ids.ada2, ids.ada1]);
    expect(idsOf(await search({ search: "bob st" }))).toEqual([ids.bob3, ids.bob2, ids.bob1]);
    // LIKE wildcards are data: "_" matches only an underscore (bob_stone), "%" matches nothing here.
    expect(idsOf(await search({ search: "b_s" }))).toEqual([ids.bob3, ids.bob2, ids.bob1]);
    expect((await search({ search: "%" })).total).toBe(0);
  });

  it("finds an order by its id or its first 8 characters", async () => {
    expect(idsOf(await search({ search: ids.bob1 }))).toEqual([ids.bob1]);
    expect(idsOf(await search({ search: ` ${ids.ada2!.slice(0, 8).toUpperCase()} ` }))).toEqual([ids.ada2]);
  });

  it("pages on the server and reports the total of all pages", async () => {
    const first = await search({ pageSize: 2, page: 1 });
    const third = await search({ pageSize: 2, page: 3 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(idsOf(first)).toEqual([ids.bob3, ids.bob2]);
    expect(idsOf(third)).toEqual([ids.ada1]);
    expect(idsOf(await search({ status: "delivered", pageSize: 2, page: 2 }))).toEqual([ids.ada1]);
  });

  it("shows one customer's orders", async () => {
    expect(idsOf(await search({ customerId: ada.id }))).toEqual([ids.ada2, ids.ada1]);
  });

  it("refuses a range that ends before it starts, with a message", async () => {
    const r = await t.gql(SEARCH, { from: "2026-11-01T00:00:00Z", to: "2026-10-01T00:00:00Z" }, admin.token);
    expect(errorOf(r)).toEqual({ code: "BAD_USER_INPUT", message: "The start of the date range must not be after its end." });
  });

  it("takes the same filters on the REST list", async () => {
    const res = await fetch(`${t.url}/api/admin/orders/get?q=bob&status=delivered&from=2026-11-01`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; data: { _id: string }[] };
    expect(body.total).toBe(1);
    expect(body.data.map((o) => o._id)).toEqual([ids.bob3]);
  });

  it("is for admins only", async () => {
    expect(errorOf(await t.gql(SEARCH, {}, ada.token))?.code).toBe("FORBIDDEN");
    expect(errorOf(await t.gql(SEARCH, {}))?.code).toBe("UNAUTHENTICATED");
  });
});
