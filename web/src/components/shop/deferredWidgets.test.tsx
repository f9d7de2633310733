import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders, shopperUser } from "../../test/render";
import { removeServedState, serveState } from "../../test/servedState";
import { markApolloLoaded } from "../../apollo/apolloLoaded";
import { CartQuery } from "./documents";
import { CartDrawer } from "./deferredWidgets";

const cartMock = (itemCount: number) => ({
  request: { query: CartQuery },
  result: { data: { cart: { __typename: "Cart", id: "c1", itemCount, subtotalCents: 0, shippingCents: 0, totalCents: 0, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

afterEach(removeServedState);

describe("the header's cart", () => {
  it("shows the count the page was served with, and loads the drawer on the first click", async () => {
    serveState(JSON.stringify({ session: { user: shopperUser }, cart: { itemCount: 3 } }));
    renderWithProviders(<CartDrawer />, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 3 items" })).toHaveTextContent("3");

    await userEvent.click(screen.getByRole("button", { name: "Cart, 3 items" }));
    expect(await screen.findByRole("dialog", { name: "Your Cart" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cart, 4 items", hidden: true })).toBeInTheDocument();
  });

  it("loads the drawer, and the cart with it, once the page has loaded Apollo Client for something else", async () => {
    serveState(JSON.stringify({ session: { user: shopperUser }, cart: { itemCount: 3 } }));
    renderWithProviders(<CartDrawer />, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 3 items" })).toBeInTheDocument();
    act(() => markApolloLoaded());
    expect(await screen.findByRole("button", { name: "Cart, 4 items" })).toBeInTheDocument();
  });

  it("keeps the cart the page was served with when the drawer loads, instead of asking for it again", async () => {
    const line = {
      __typename: "CartItem", id: "l1", productId: "p1", variantId: "v1", sku: "TEE-M", size: "M", colour: null, title: "Served Tee",
      image: "/images/products/tee.svg", priceCents: 1500, salePriceCents: null, unitPriceCents: 1500, lineTotalCents: 4500, quantity: 3, totalStock: 9,
    };
    const cart = { __typename: "Cart", id: "c1", itemCount: 3, subtotalCents: 4500, shippingCents: 0, totalCents: 4500, items: [line] };
    serveState(
      JSON.stringify({
        session: { user: shopperUser },
        cart: { itemCount: 3 },
        queries: { route: "/shop/listing", answers: [{ operationName: "Cart", variables: {}, data: { cart } }] },
      }),
    );
    // Were the cart asked for, it would come back with 4 units and no lines.
    renderWithProviders(<CartDrawer />, { mocks: [cartMock(4)] });
    act(() => markApolloLoaded());

    await userEvent.click(screen.getByRole("button", { name: "Cart, 3 items" }));
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });
    expect(await within(drawer).findByText("Served Tee")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cart, 3 items", hidden: true })).toBeInTheDocument();
  });

  it("asks for the cart at once when the page was served to someone else (signed in since)", async () => {
    serveState(JSON.stringify({ session: { user: { ...shopperUser, id: "u-before" } }, cart: { itemCount: 3 } }));
    renderWithProviders(<CartDrawer />, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cart, 4 items" })).toBeInTheDocument();
  });
});
