// ordersConnection: the admin order search by cursor, newest first, for admins and orders:read API keys. A walk lists
// what adminOrders lists, in its order, with every filter; orders placed during a walk do not disturb it; cursors
// that are altered or belong to other filters are refused with BAD_USER_INPUT.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { BAD_CURSOR, OTHER_WALK } from "../../../src/cursor.js";
import { day, placeOrder } from "./admin-orders-fixtures.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let ada: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;

const WALK = `query($status: OrderStatus, $from: DateTimeISO, $to: DateTimeISO, $search: String, $customerId: ID, $first: Int, $after: String) {
  ordersConnection(status: $status, from: $from, to: $to, search: $search, customerId: $customerId, first: $first, after: $after) {
    edges { cursor node { id orderStatus orderDate } } pageInfo { hasNextPage endCursor } } }`;
const LIST = `query($status: OrderStatus, $from: DateTimeISO, $to: DateTimeISO, $search: String, $customerId: ID) {
  adminOrders(status: $status, from: $from, to: $to, search: $search, customerId: $customerId, pageSize: 100) { items { id } } }`;

type Page = { edges: { cursor: string; node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

async function page(vars: Record<string, unknown>, token = admin.token): Promise<Page> {
  const r = await t.gql(WALK, vars, token);
  expect(errorOf(r)).toBeNull();
  return r.data.ordersConnection;
}

async function walk(vars: Record<string, unknown>, token = admin.token, between: () => Promise<void> = async () => {}) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < 100; n++) {
    const p = await page({ ...vars, after }, token);
    ids.push(...p.edges.map((e) => e.node.id));
    if (!p.pageInfo.hasNextPage) return ids;
    after = p.pageInfo.endCursor;
    await between();
  }
  throw new Error("the walk did not end");
}

const listing = async (vars: Record<string, unknown>) => ((await t.gql(LIST, vars, admin.token)).data.adminOrders.items as { id: string }[]).map((o) => o.id);

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
  ada = await createUser(t, { userName: "Ada Lovelace", email: "ada.lovelace@example.test" });
  bob = await createUser(t, { userName: "Bob Stone", email: "bob_stone@example.test" });
  const statuses = ["delivered", "inShipping", "confirmed", "rejected"] as const;
  for (let i = 0; i < 22; i++) {
    // Several orders share a moment, so the walk must break ties by id as the listing does.
    const at = new Date(day("2026-10-01").getTime() + Math.floor(i / 3) * 86_400_000);
    await placeOrder(t, { userId: i % 2 ? ada.id : bob.id, at, status: statuses[i % 4]! });
  }
});
afterAll(() => t?.close());

describe("ordersConnection", () => {
  it("walks every order newest first, as adminOrders lists them", async () => {
    const expected = await listing({});
    expect(expected).toHaveLength(22);
    expect(await walk({ first: 4 })).toEqual(expected);
    expect((await page({})).edges).toHaveLength(22);
  });

  it("walks with every filter of the admin search", async () => {
    const filters = [
      { status: "delivered" },
      { from: "2026-10-03T00:00:00Z", to: "2026-10-06T00:00:00Z" },
      { customerId: ada.id },
      { search: "LOVELACE" },
      { status: "inShipping", customerId: ada.id, from: "2026-10-02T00:00:00Z" },
    ];
    for (const f of filters) {
      const expected = await listing(f);
      expect(expected.length).toBeGreaterThan(0);
      expect(await walk({ ...f, first: 2 })).toEqual(expected);
    }
  });

  it("is not disturbed by orders placed during the walk (newer than the cursor, they are not reached)", async () => {
    const expected = await listing({});
    let n = 0;
    const listed = await walk({ first: 5 }, admin.token, async () => {
      await placeOrder(t, { userId: bob.id, at: new Date(Date.now() + ++n * 1000) });
    });
    expect(listed).toEqual(expected);
  });

  it("refuses altered cursors, cursors of other filters and first outside 1 to 100", async () => {
    const { endCursor } = (await page({ status: "delivered", first: 2 })).pageInfo;
    expect(errorOf(await t.gql(WALK, { status: "delivered", after: `${endCursor}x` }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message: BAD_CURSOR });
    expect(errorOf(await t.gql(WALK, { status: "delivered", after: "eyJ9.abc" }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message: BAD_CURSOR });
    expect(errorOf(await t.gql(WALK, { status: "confirmed", after: endCursor }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message: OTHER_WALK });
    // A products cursor is no orders cursor.
    await createProduct(t, { title: "Walked Tee" });
    const products = await t.gql(`{ productsConnection(first: 1) { pageInfo { endCursor } } }`);
    const productCursor = products.data.productsConnection.pageInfo.endCursor;
    expect(errorOf(await t.gql(WALK, { after: productCursor }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message: OTHER_WALK });
    for (const first of [0, 101]) {
      expect(errorOf(await t.gql(WALK, { first }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message: "first must be a whole number from 1 to 100." });
    }
  });

  it("is for admins and orders:read keys only", async () => {
    expect(errorOf(await t.gql(WALK, {}))).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(errorOf(await t.gql(WALK, {}, ada.token))).toMatchObject({ code: "FORBIDDEN" });
    const created = await t.gql(`mutation { createApiKey(input: { name: "Orders feed", scopes: ["orders:read"] }) { secret } }`, {}, admin.token);
    const key = created.data.createApiKey.secret as string;
    expect(await walk({ first: 10, customerId: ada.id }, key)).toEqual(await listing({ customerId: ada.id }));
  });
});
