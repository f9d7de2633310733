import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { CartQuery } from "../../components/shop/documents";
import { ProductsQuery } from "../../components/shop/productDocuments";
import { emptyWishlistMock, product } from "../../components/shop/testData";
import Listing from "./Listing";

const productsMock = {
  request: { query: ProductsQuery, variables: { filter: { brand: ["hm"] }, sortBy: "priceLowToHigh", page: 1, pageSize: 24 } },
  result: { data: { products: { __typename: "ProductPage", total: 30, page: 1, pageSize: 24, items: [product({ brand: "hm", totalStock: 2 })] } } },
};
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
    renderWithProviders(<Listing />, { route: "/shop/listing?brand=h%26m", mocks: [productsMock, cartWithAllStock, emptyWishlistMock] });
    expect(await screen.findByText("Blue Shirt")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "All Products" })).toBeInTheDocument();
    expect(screen.getByTestId("product-count")).toHaveTextContent("30 Products");
    // jsdom lays out as a phone: the filters are folded behind a button that counts the active ones.
    expect(screen.queryByRole("checkbox", { name: "H&M" })).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Filters (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("checkbox", { name: "H&M" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Nike" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Only 2 quantity can be added for this item")).toBeInTheDocument();
  });
});
