import { afterEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { product } from "../components/shop/testData";
import { seedCache } from "../pages/shop/Listing";
import { ROUTE_QUERIES } from "../servedQueries";
import { renderWithProviders } from "../test/render";
import { removeServedState, serveState } from "../test/servedState";
import { apolloClient } from "./client";
import { lazyWithApollo } from "./lazyWithApollo";

afterEach(removeServedState);

it("gives the listing its served answers in the app's cache before its first render", async () => {
  const page = { __typename: "ProductPage", total: 1, totalIsEstimate: false, page: 1, pageSize: 24, items: [product({ title: "Served Shirt" })] };
  const { query, variables } = ROUTE_QUERIES["/shop/listing"]![0]!;
  serveState(JSON.stringify({ queries: { route: "/shop/listing", answers: [{ operationName: "Products", variables, data: { products: page } }] } }));
  expect(apolloClient.cache.readQuery({ query, variables })).toBeNull();

  // A page that reads the app's cache as it first renders, loaded as the listing is, with the listing's seedCache.
  function FirstRender() {
    const served = apolloClient.cache.readQuery({ query, variables }) as { products: typeof page } | null;
    return <p>{served ? served.products.items.map((p) => p.title).join(", ") : "nothing served"}</p>;
  }
  const Page = lazyWithApollo(async () => ({ default: FirstRender, seedCache }));
  renderWithProviders(<Page />, { route: "/shop/listing" });

  expect(await screen.findByText("Served Shirt")).toBeInTheDocument();
});
