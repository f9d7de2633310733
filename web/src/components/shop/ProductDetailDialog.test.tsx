import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@chakra-ui/react";
import { renderWithProviders } from "../../test/render";
import { AddToCartMutation, CartQuery } from "./documents";
import { ProductDetailDialog, ProductDetailQuery } from "./ProductDetailDialog";
import { AddReviewMutation } from "./reviewDocuments";
import { picture, product } from "./testData";

const review = (n: number) => ({
  __typename: "Review" as const,
  id: `r${n}`,
  userName: `Reviewer ${n}`,
  reviewMessage: `Message ${n}`,
  reviewValue: 4,
  createdAt: "2024-01-01T00:00:00.000Z",
});
/** Reviews numbered from newest (1) to oldest. */
const reviewPage = (page: number, total: number, from: number, count: number) => ({
  __typename: "ReviewPage" as const,
  total,
  page,
  pageSize: 10,
  items: Array.from({ length: count }, (_, i) => review(from + i)),
});
const variant = (id: string, size: string, colour: string, stock: number, priceCents: number | null = null) => ({
  __typename: "ProductVariant" as const,
  id,
  sku: `SKU-${id}`,
  size,
  colour,
  stock,
  priceCents,
  unitPriceCents: priceCents ?? 2500,
});
/** A product without sizes: its one default variant. */
const defaultVariants = [variant("v1", "", "", 5)];
const SHIRT_IMAGES = [picture("/images/products/blue-shirt.svg", "Blue Shirt")];
const detail = (reviews: ReturnType<typeof reviewPage>, averageReview = 4.5, variants = defaultVariants, images = SHIRT_IMAGES) => {
  const totalStock = variants.reduce((n, v) => n + v.stock, 0);
  return {
    data: { product: { ...product({ totalStock, averageReview, priceCents: 3000, salePriceCents: 2500 }), reviewCount: reviews.total, images, variants }, reviews },
  };
};

const detailMock = {
  request: { query: ProductDetailQuery, variables: { id: "p1" } },
  result: detail(reviewPage(1, 0, 1, 0)),
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
        subtotalCents: 5000,
        shippingCents: 500,
        totalCents: 5500,
        items: [{ __typename: "CartItem", id: "l1", productId: "p1", variantId: "v1", sku: "P1", size: "", colour: "", title: "Blue Shirt", image: "/x.svg", priceCents: 3000, salePriceCents: 2500, unitPriceCents: 2500, lineTotalCents: 5000, quantity: 2, totalStock: 5 }],
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
    // The dialog's machine closes a render after the product is cleared; until then the page behind it is inert.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
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

  it("shows 10 reviews and a Show more button that appends the next page until there is none", async () => {
    const user = userEvent.setup();
    const firstPage = { request: { query: ProductDetailQuery, variables: { id: "p1" } }, result: detail(reviewPage(1, 12, 1, 10)) };
    const secondPage = { request: { query: ProductDetailQuery, variables: { id: "p1", reviewPage: 2 } }, result: detail(reviewPage(2, 12, 11, 2)) };
    renderWithProviders(<Harness />, { mocks: [firstPage, secondPage, cartMock] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Reviewer 1")).toBeInTheDocument();
    expect(within(dialog).getByText("Reviewer 10")).toBeInTheDocument();
    expect(within(dialog).queryByText("Reviewer 11")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Show more reviews" }));
    expect(await within(dialog).findByText("Reviewer 12")).toBeInTheDocument();
    const names = within(dialog).getAllByText(/^Reviewer \d+$/).map((el) => el.textContent);
    expect(names).toEqual(Array.from({ length: 12 }, (_, i) => `Reviewer ${i + 1}`));
    expect(within(dialog).queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText("No Reviews")).not.toBeInTheDocument();
  });

  it("shows no Show more button when every review fits on the first page", async () => {
    const user = userEvent.setup();
    const onlyPage = { request: { query: ProductDetailQuery, variables: { id: "p1" } }, result: detail(reviewPage(1, 3, 1, 3)) };
    renderWithProviders(<Harness />, { mocks: [onlyPage, cartMock] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Reviewer 3")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();
  });

  it("after a review is added, shows it at the top with the new average, even after Show more", async () => {
    const user = userEvent.setup();
    const mine = { ...review(0), userName: "jane", reviewMessage: "Fits well", reviewValue: 5 };
    const mocks = [
      { request: { query: ProductDetailQuery, variables: { id: "p1" } }, result: detail(reviewPage(1, 12, 1, 10)) },
      { request: { query: ProductDetailQuery, variables: { id: "p1", reviewPage: 2 } }, result: detail(reviewPage(2, 12, 11, 2)) },
      {
        request: { query: AddReviewMutation, variables: { input: { productId: "p1", reviewMessage: "Fits well", reviewValue: 5 } } },
        result: { data: { addReview: { __typename: "Review" as const, id: "r0" } } },
      },
      {
        request: { query: ProductDetailQuery, variables: { id: "p1" } },
        result: detail({ ...reviewPage(1, 13, 1, 9), items: [mine, ...reviewPage(1, 13, 1, 9).items] }, 4.08),
      },
      cartMock,
    ];
    renderWithProviders(<Harness />, { mocks });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Show more reviews" }));
    expect(await within(dialog).findByText("Reviewer 12")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "5 stars" }));
    await user.type(within(dialog).getByPlaceholderText("Write a review..."), "Fits well");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("(4.08)")).toBeInTheDocument();
    // The form clears once the write is done; until then the text box still holds the same words.
    await waitFor(() => expect(within(dialog).getByPlaceholderText("Write a review...")).toHaveValue(""));
    expect(within(dialog).getByText("Fits well")).toBeInTheDocument();
    const names = within(dialog).getAllByText(/^(jane|Reviewer \d+)$/).map((el) => el.textContent);
    expect(names[0]).toBe("jane");
    // The list starts again at the first page, so the new review cannot push one into two places.
    expect(names).toHaveLength(10);
    expect(within(dialog).getByRole("button", { name: "Show more reviews" })).toBeInTheDocument();
  });
});

describe("product detail dialog: sizes and colours", () => {
  // S plenty, M sold out, L low stock with its own price.
  const sized = [variant("vS", "S", "", 12), variant("vM", "M", "", 0), variant("vL", "L", "", 2, 3500)];
  const sizedMock = {
    request: { query: ProductDetailQuery, variables: { id: "p1" } },
    result: detail(reviewPage(1, 0, 1, 0), 4.5, sized),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const emptyCart = { ...cartMock, result: { data: { cart: { ...cartMock.result.data.cart, itemCount: 0, items: [] } } } };

  it("disables the sold-out size, says how few are left, and keeps Add to Cart off until a size is chosen", async () => {
    const user = userEvent.setup();
    const added = {
      request: { query: AddToCartMutation, variables: { productId: "p1", quantity: 1, variantId: "vL" } },
      result: {
        data: {
          addToCart: {
            ...cartMock.result.data.cart,
            items: [{ ...cartMock.result.data.cart.items[0], id: "l9", variantId: "vL", sku: "SKU-vL", size: "L", quantity: 1, totalStock: 2 }],
          },
        },
      },
    };
    renderWithProviders(<Harness />, { mocks: [sizedMock, emptyCart, added] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    const sizes = await within(dialog).findByRole("radiogroup", { name: "Size" });
    expect(within(sizes).getByRole("radio", { name: "M" })).toBeDisabled();
    expect(within(sizes).getByRole("radio", { name: "M" })).toHaveAccessibleDescription("Out of stock");
    expect(within(sizes).getByRole("radio", { name: "L" })).toHaveAccessibleDescription("Only 2 left");
    expect(within(sizes).getByRole("radio", { name: "S" })).toBeEnabled();
    expect(within(dialog).queryByRole("radiogroup", { name: "Colour" })).not.toBeInTheDocument();

    const add = within(dialog).getByRole("button", { name: "Add to Cart" });
    expect(add).toBeDisabled();
    expect(within(dialog).getByText("Choose a size")).toBeInTheDocument();

    await user.click(within(sizes).getByText("L"));
    expect(within(sizes).getByRole("radio", { name: "L" })).toBeChecked();
    // L has its own price.
    expect(within(dialog).getByTestId("price")).toHaveTextContent("$35.00");
    expect(within(dialog).getByText("Qty: 2 | In Cart: 0 | Available: 2")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Product is added to cart")).toBeInTheDocument();
  });

  it("with sizes and colours, a colour narrows the sizes to what that colour has", async () => {
    const user = userEvent.setup();
    const grid = [variant("vMb", "M", "Black", 3), variant("vMw", "M", "White", 0), variant("vLb", "L", "Black", 0), variant("vLw", "L", "White", 7)];
    const mock = { ...sizedMock, result: detail(reviewPage(1, 0, 1, 0), 4.5, grid) };
    renderWithProviders(<Harness />, { mocks: [mock, emptyCart] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    const sizes = await within(dialog).findByRole("radiogroup", { name: "Size" });
    const colours = within(dialog).getByRole("radiogroup", { name: "Colour" });
    // Across colours both sizes are available.
    expect(within(sizes).getByRole("radio", { name: "L" })).toBeEnabled();
    await user.click(within(colours).getByText("Black"));
    expect(within(sizes).getByRole("radio", { name: "L" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(within(dialog).getByText("Choose a size")).toBeInTheDocument();
    await user.click(within(sizes).getByText("M"));
    expect(within(dialog).getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(within(colours).getByRole("radio", { name: "White" })).toBeDisabled();
  });

  it("shows the chosen colour's pictures in the gallery, with those of any colour", async () => {
    const user = userEvent.setup();
    const grid = [variant("vMb", "M", "Black", 3), variant("vMw", "M", "White", 4)];
    const images = [picture("/x/front.png", "Front, any colour"), picture("/x/black.png", "Black shirt on a hanger", "Black"), picture("/x/white.png", "White shirt folded", "White")];
    renderWithProviders(<Harness />, { mocks: [{ ...sizedMock, result: detail(reviewPage(1, 0, 1, 0), 4.5, grid, images) }, emptyCart] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    const gallery = await within(dialog).findByTestId("gallery");
    // Before a colour is chosen: every picture, the first one large.
    expect(within(gallery).getAllByRole("listitem")).toHaveLength(3);
    expect(within(gallery).getByRole("img", { name: "Front, any colour" })).toBeInTheDocument();
    await user.click(within(within(dialog).getByRole("radiogroup", { name: "Colour" })).getByText("White"));
    expect(within(gallery).getAllByRole("listitem").map((el) => el.getAttribute("aria-label"))).toEqual(["Picture 1 of 2: Front, any colour", "Picture 2 of 2: White shirt folded"]);
    await user.click(within(gallery).getByRole("listitem", { name: "Picture 2 of 2: White shirt folded" }));
    expect(within(gallery).getByRole("img", { name: "White shirt folded" })).toBeInTheDocument();
  });

  it("shows no chooser for a product with one default variant", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { mocks: [detailMock, emptyCart] });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(within(dialog).queryByRole("radiogroup")).not.toBeInTheDocument();
  });
});
