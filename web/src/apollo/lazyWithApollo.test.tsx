import { afterEach, expect, it } from "vitest";
import { product } from "../components/shop/testData";
import { ROUTE_QUERIES } from "../servedQueries";
import { removeServedState, serveState } from "../test/servedState";
import { apolloClient } from "./client";
import { loadWithApollo } from "./lazyWithApollo";

afterEach(removeServedState);

it("has the listing's served answers in the app's cache when the page's chunks have loaded, before it first renders", async () => {
  window.history.replaceState(null, "", "/shop/listing");
  const page = { __typename: "ProductPage", total: 1, totalIsEstimate: false, page: 1, pageSize: 24, items: [product({ title: "Served Shirt" })] };
  serveState(JSON.stringify({ queries: { route: "/shop/listing", answers: [{ operationName: "Products", data: { products: page } }] } }));
  const { query, variables } = ROUTE_QUERIES["/shop/listing"]![0]!;
  expect(apolloClient.cache.readQuery({ query, variables })).toBeNull();

  let rendered = false;
  await loadWithApollo(async () => () => ((rendered = true), null))();

  expect(rendered).toBe(false);
  const served = apolloClient.cache.readQuery({ query, variables }) as { products: typeof page } | null;
  expect(served?.products.items.map((p) => p.title)).toEqual(["Served Shirt"]);
});
