import { act, screen } from "@testing-library/react";
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

  it("asks for the cart at once when the page was served to someone else (signed in since)", async () => {
    serveState(JSON.stringify({ session: { user: { ...shopperUser, id: "u-before" } }, cart: { itemCount: 3 } }));
    renderWithProviders(<CartDrawer />, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cart, 4 items" })).toBeInTheDocument();
  });
});
