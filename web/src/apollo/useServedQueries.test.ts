import { afterEach, expect, it } from "vitest";
import { createCache } from "./client";
import { seedServedQueries } from "./useServedQueries";
import { SERVED_FIRST_ORDERS } from "../components/shop/orderDocuments";
import { removeServedState, serveState } from "../test/servedState";

afterEach(removeServedState);

const orders = (total: number) => ({ myOrders: { __typename: "OrderPage", total, page: 1, pageSize: 20, items: [] } });
const serveOrders = (variables: Record<string, unknown>, total: number) =>
  serveState(JSON.stringify({ queries: { route: "/shop/account", answers: [{ operationName: "MyOrders", variables, data: orders(total) }] } }));
const read = (cache: ReturnType<typeof createCache>) => cache.readQuery({ query: SERVED_FIRST_ORDERS.query, variables: SERVED_FIRST_ORDERS.variables });

it("writes a served answer into the cache under the variables it was asked with", () => {
  serveOrders(SERVED_FIRST_ORDERS.variables, 7);
  const cache = createCache();
  seedServedQueries(cache, [SERVED_FIRST_ORDERS]);
  expect(read(cache)).toEqual(orders(7));
});

it("leaves out an answer to the same operation asked with other variables", () => {
  serveOrders({ page: 2, pageSize: 20 }, 7);
  const cache = createCache();
  seedServedQueries(cache, [SERVED_FIRST_ORDERS]);
  expect(read(cache)).toBeNull();
});

it("writes each answer once per cache, never back over what the visit changed since", () => {
  serveOrders(SERVED_FIRST_ORDERS.variables, 7);
  const cache = createCache();
  seedServedQueries(cache, [SERVED_FIRST_ORDERS]);
  cache.writeQuery({ query: SERVED_FIRST_ORDERS.query, variables: SERVED_FIRST_ORDERS.variables, data: orders(8) });
  seedServedQueries(cache, [SERVED_FIRST_ORDERS]);
  expect(read(cache)).toEqual(orders(8));
});
