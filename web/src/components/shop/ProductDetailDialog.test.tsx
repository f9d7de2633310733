import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@chakra-ui/react";
import { renderWithProviders } from "../../test/render";
import { CartQuery } from "./documents";
import { ProductDetailDialog, ProductDetailQuery } from "./ProductDetailDialog";
import { product } from "./testData";

const detailMock = {
  request: { query: ProductDetailQuery, variables: { id: "p1" } },
  result: { data: { product: { ...product({ totalStock: 5, averageReview: 4.5, price: 30, salePrice: 25 }), reviewCount: 0 }, reviews: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const cartMock = {
  request: { query: CartQuery },
  result: {
    data: {
      cart: {
        __typename: "Cart",
        id: "c1",
        itemCount: 2,
        subtotal: 50,
        shipping: 5,
        total: 55,
        items: [{ __typename: "CartItem", id: "l1", productId: "p1", title: "Blue Shirt", image: "/x.svg", price: 30, salePrice: 25, quantity: 2, totalStock: 5 }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function Harness() {
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setId("p1")}>open</Button>
      <ProductDetailDialog productId={id} onClose={() => setId(null)} />
    </>
  );
}

describe("product detail dialog", () => {
  it("shows details, stock line and an empty review list; the review form starts empty", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { mocks: [detailMock, cartMock] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Blue Shirt")).toBeInTheDocument();
    expect(within(dialog).getByText("(4.50)")).toBeInTheDocument();
    expect(within(dialog).getByText("No Reviews")).toBeInTheDocument();
    expect(await within(dialog).findByText("Qty: 5 | In Cart: 2 | Available: 3")).toBeInTheDocument();

    const stars = within(dialog).getByRole("group", { name: "Rating: 0 of 5" });
    expect(within(stars).getAllByRole("button").every((b) => b.getAttribute("aria-pressed") === "false")).toBe(true);
    const submit = within(dialog).getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    const text = within(dialog).getByPlaceholderText("Write a review...");
    await user.type(text, "   ");
    expect(submit).toBeDisabled();
    await user.type(text, "Great");
    expect(submit).toBeEnabled();
    await user.click(within(stars).getByRole("button", { name: "4 stars" }));
    expect(within(dialog).getByRole("group", { name: "Rating: 4 of 5" })).toBeInTheDocument();
  });

  it("closing clears the stars and the text", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { mocks: [detailMock, cartMock] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(await within(dialog).findByPlaceholderText("Write a review..."), "Nice");
    await user.click(within(dialog).getByRole("button", { name: "3 stars" }));
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "open" }));
    const again = await screen.findByRole("dialog");
    expect(await within(again).findByPlaceholderText("Write a review...")).toHaveValue("");
    expect(within(again).getByRole("group", { name: "Rating: 0 of 5" })).toBeInTheDocument();
  });

  it("reads Out of Stock when the cart holds all the stock", async () => {
    const user = userEvent.setup();
    const full = structuredClone(cartMock);
    full.result.data.cart.items[0].quantity = 5;
    renderWithProviders(<Harness />, { mocks: [detailMock, full] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Qty: 5 | In Cart: 5 | Available: 0")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  });
});
