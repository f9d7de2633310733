import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { createCache } from "../../apollo/client";
import { CartQuery } from "../../components/shop/documents";
import { ProductFacetsQuery, ProductsQuery } from "../../components/shop/productDocuments";
import { facetsVariables, productsVariables } from "../../components/shop/listingQueries";
import { emptyWishlistMock, product } from "../../components/shop/testData";
import Listing from "./Listing";

const productsMock = {
  request: { query: ProductsQuery, variables: { filter: { brand: ["hm"] }, sortBy: "priceLowToHigh", page: 1, pageSize: 24 } },
  result: { data: { products: { __typename: "ProductPage", total: 30, totalIsEstimate: false, page: 1, pageSize: 24, items: [product({ brand: "hm", totalStock: 2 })] } } },
};
const counts = (pairs: [string, number][]) => pairs.map(([value, count]) => ({ __typename: "FacetCount" as const, value, count }));
const facetsMock = (filter: object, sizes: [string, number][] = [["S", 4], ["M", 3], ["L", 0]]) => ({
  request: { query: ProductFacetsQuery, variables: { filter } },
  result: {
    data: {
      productFacets: {
        __typename: "ProductFacets",
        category: counts([["men", 7], ["women", 2]]),
        brand: counts([["hm", 5], ["nike", 4]]),
        size: counts(sizes),
        colour: counts([["Black", 6]]),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const cartWithAllStock = {
  request: { query: CartQuery },
  result: {
    data: {
      cart: {
        __typename: "Cart",
        id: "c1",
        itemCount: 2,
        subtotalCents: 4000,
        shippingCents: 500,
        totalCents: 4500,
        items: [{ __typename: "CartItem", id: "l1", productId: "p1", variantId: "v1", sku: "P1", size: "", colour: "", title: "Blue Shirt", image: "/x.svg", priceCents: 2000, salePriceCents: 0, unitPriceCents: 2000, lineTotalCents: 4000, quantity: 2, totalStock: 2 }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe("listing", () => {
  it("queries H&M as hm, shows the total count and blocks adding beyond the stock", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    renderWithProviders(<Listing />, { route: "/shop/listing?brand=h%26m", mocks: [productsMock, facetsMock({ brand: ["hm"] }), cartWithAllStock, emptyWishlistMock] });
    expect(await screen.findByText("Blue Shirt")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "All Products" })).toBeInTheDocument();
    expect(screen.getByTestId("product-count")).toHaveTextContent("30 Products");
    // jsdom lays out as a phone: the filters are folded behind a button that counts the active ones.
    expect(screen.queryByRole("checkbox", { name: "H&M" })).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Filters (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("checkbox", { name: "H&M" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Nike" })).not.toBeChecked();
    // The groups list what the API lists: an admin's new category, and no hidden or former fixed ones.
    expect(screen.getByRole("checkbox", { name: "Sportswear" })).not.toBeChecked();
    expect(screen.queryByRole("checkbox", { name: "Kids" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Only 2 quantity can be added for this item")).toBeInTheDocument();
  });

  it("shows an estimated total as about N", async () => {
    sessionStorage.clear();
    const estimated = { ...productsMock, result: { data: { products: { ...productsMock.result.data.products, total: 123456, totalIsEstimate: true } } } };
    renderWithProviders(<Listing />, { route: "/shop/listing?brand=h%26m", mocks: [estimated, facetsMock({ brand: ["hm"] }), cartWithAllStock, emptyWishlistMock] });
    expect(await screen.findByText("Blue Shirt")).toBeInTheDocument();
    expect(screen.getByTestId("product-count")).toHaveTextContent("about 123,456 Products");
  });

  it("filters by size, colour and price range, with each value's count, and keeps them in the URL", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const page = (filter: object) => ({
      request: { query: ProductsQuery, variables: { filter, sortBy: "priceLowToHigh", page: 1, pageSize: 24 } },
      result: { data: { products: { __typename: "ProductPage", total: 1, totalIsEstimate: false, page: 1, pageSize: 24, items: [product()] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    const sized = { brand: ["hm"], size: ["M"] };
    const priced = { ...sized, minPriceCents: 1000, maxPriceCents: 4999 };
    renderWithProviders(<Listing />, {
      route: "/shop/listing?brand=h%26m",
      mocks: [page({ brand: ["hm"] }), page(sized), page(priced), facetsMock({ brand: ["hm"] }), facetsMock(sized), facetsMock(priced), cartWithAllStock, emptyWishlistMock],
    });
    await user.click(await screen.findByRole("button", { name: "Filters (1)" }));
    const sizes = await screen.findByRole("group", { name: "Size" });
    const countOf = (name: string) => screen.getByRole("checkbox", { name }).closest("label")!.querySelector("[data-testid=facet-count]")!.textContent;
    expect(countOf("M")).toBe("3");
    expect(countOf("L")).toBe("0");
    expect(countOf("H&M")).toBe("5");
    expect(countOf("Men")).toBe("7");
    expect(countOf("Black")).toBe("6");

    await user.click(within(sizes).getByText("M"));
    // An upper bound, not a wait: jsdom re-renders the whole listing slowly on a busy machine.
    expect(await screen.findByRole("button", { name: "Filters (2)" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(sizes).getByRole("checkbox", { name: "M" })).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ brand: ["h&m"], size: ["M"] });

    await user.type(screen.getByRole("textbox", { name: "Min price ($)" }), "10");
    await user.type(screen.getByRole("textbox", { name: "Max price ($)" }), "5");
    expect(screen.getByRole("alert")).toHaveTextContent("The minimum price is above the maximum.");
    expect(screen.getByRole("button", { name: "Apply price" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Max price ($)" }), "0.99");
    await user.click(screen.getByRole("button", { name: "Apply price" }));
    expect(await screen.findByRole("button", { name: "Filters (3)" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ brand: ["h&m"], size: ["M"], minPrice: "10", maxPrice: "50.99" });
  });

  it("shows the products and filters' counts already in its cache in its first render: no skeleton, no request", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    // The cache as a page the server rendered starts with it (start.tsx): the listing's first queries answered.
    const cache = createCache();
    const products = { ...productsMock.result.data.products, items: [product({ title: "Rendered Shirt" })] };
    cache.writeQuery({ query: ProductsQuery, variables: productsVariables({}, "price-lowtohigh", 1), data: { products } });
    cache.writeQuery({ query: ProductFacetsQuery, variables: facetsVariables({}), data: facetsMock({}).result.data });
    // No mock answers Products or ProductFacets: asking for them would fail the page.
    renderWithProviders(<Listing />, { route: "/shop/listing", cache, mocks: [cartWithAllStock, emptyWishlistMock] });
    expect(screen.getByText("Rendered Shirt")).toBeInTheDocument();
    expect(screen.getByTestId("product-count")).toHaveTextContent("30 Products");
    expect(document.querySelector(".chakra-skeleton")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const countOf = (name: string) => screen.getByRole("checkbox", { name }).closest("label")!.querySelector("[data-testid=facet-count]")!.textContent;
    expect(await screen.findByRole("checkbox", { name: "Men" })).not.toBeChecked();
    expect(countOf("Men")).toBe("7");
  });
});
