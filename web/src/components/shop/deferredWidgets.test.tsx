import type { ReactNode } from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders, shopperUser } from "../../test/render";
import { markApolloLoaded } from "../../apollo/apolloLoaded";
import { createCache } from "../../apollo/client";
import { AppStartContext, type AppStart } from "../../ssr/pageState";
import { CartQuery } from "./documents";
import { CartDrawer } from "./deferredWidgets";

const cartMock = (itemCount: number) => ({
  request: { query: CartQuery },
  result: { data: { cart: { __typename: "Cart", id: "c1", itemCount, subtotalCents: 0, shippingCents: 0, totalCents: 0, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The page as the server rendered it for `start`. */
const renderedFor = (start: AppStart) =>
  function Page({ children }: { children: ReactNode }) {
    return <AppStartContext.Provider value={start}>{children}</AppStartContext.Provider>;
  };

describe("the header's cart", () => {
  it("shows the count the page was rendered with, and loads the drawer on the first click", async () => {
    const Page = renderedFor({ user: shopperUser, cart: { itemCount: 3, userId: shopperUser.id } });
    renderWithProviders(<Page><CartDrawer /></Page>, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 3 items" })).toHaveTextContent("3");

    await userEvent.click(screen.getByRole("button", { name: "Cart, 3 items" }));
    expect(await screen.findByRole("dialog", { name: "Your Cart" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cart, 4 items", hidden: true })).toBeInTheDocument();
  });

  it("loads the drawer, and the cart with it, once the page has loaded Apollo Client for something else", async () => {
    const Page = renderedFor({ user: shopperUser, cart: { itemCount: 3, userId: shopperUser.id } });
    renderWithProviders(<Page><CartDrawer /></Page>, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 3 items" })).toBeInTheDocument();
    act(() => markApolloLoaded());
    expect(await screen.findByRole("button", { name: "Cart, 4 items" })).toBeInTheDocument();
  });

  it("keeps the cart the page was rendered with when the drawer loads, instead of asking for it again", async () => {
    const line = {
      __typename: "CartItem", id: "l1", productId: "p1", variantId: "v1", sku: "TEE-M", size: "M", colour: null, title: "Rendered Tee",
      image: "/images/products/tee.svg", priceCents: 1500, salePriceCents: null, unitPriceCents: 1500, lineTotalCents: 4500, quantity: 3, totalStock: 9,
    };
    // The cache as the server's render left it (the listing asks for the cart).
    const cache = createCache();
    cache.writeQuery({ query: CartQuery, data: { cart: { __typename: "Cart", id: "c1", itemCount: 3, subtotalCents: 4500, shippingCents: 0, totalCents: 4500, items: [line] } } as never });
    const Page = renderedFor({ user: shopperUser, cart: { itemCount: 3, userId: shopperUser.id } });
    // Were the cart asked for, it would come back with 4 units and no lines.
    renderWithProviders(<Page><CartDrawer /></Page>, { mocks: [cartMock(4)], cache });
    act(() => markApolloLoaded());
    // The drawer has taken the button's place.
    await waitFor(() => expect(screen.getByRole("button", { name: "Cart, 3 items" })).toHaveAttribute("aria-haspopup", "dialog"));

    await userEvent.click(screen.getByRole("button", { name: "Cart, 3 items" }));
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });
    expect(await within(drawer).findByText("Rendered Tee")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cart, 3 items", hidden: true })).toBeInTheDocument();
  });

  it("asks for the cart at once when the page was rendered for someone else (signed in since)", async () => {
    const Page = renderedFor({ user: { ...shopperUser, id: "u-before" }, cart: { itemCount: 3, userId: "u-before" } });
    renderWithProviders(<Page><CartDrawer /></Page>, { mocks: [cartMock(4)] });
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cart, 4 items" })).toBeInTheDocument();
  });
});
