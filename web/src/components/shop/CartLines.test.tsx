import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { CartLines, CartSummary } from "./CartLines";
import { formatShipping } from "../common/format";
import { CartDrawer } from "./CartDrawer";
import { emptyCartMock } from "./testData";
import { useCart } from "./useCart";

describe("shipping and total display", () => {
  it.each([
    [99999, 500, 100499, "$5.00", "$1,004.99"],
    [100000, 250, 100250, "$2.50", "$1,002.50"],
    [200000, 0, 200000, "Free", "$2,000.00"],
  ])("subtotal %s cents shows shipping %s", (subtotalCents, shippingCents, totalCents, shippingText, totalText) => {
    renderWithProviders(<CartSummary subtotalCents={subtotalCents} shippingCents={shippingCents} totalCents={totalCents} />);
    expect(screen.getByTestId("summary-shipping")).toHaveTextContent(shippingText);
    expect(screen.getByTestId("summary-total")).toHaveTextContent(totalText);
  });

  it("reads Free only when nothing is charged", () => {
    expect(formatShipping(0)).toBe("Free");
    expect(formatShipping(250)).toBe("$2.50");
  });
});

describe("cart lines", () => {
  const line = { id: "l1", productId: "p1", title: "Tee", image: "/x.svg", priceCents: 2000, salePriceCents: 1500, unitPriceCents: 1500, lineTotalCents: 1500, quantity: 1, totalStock: 3 };
  const cap = { ...line, id: "l2", productId: "p2", title: "Cap", salePriceCents: 0, unitPriceCents: 2000, lineTotalCents: 4000, quantity: 2 };

  it("disables minus at quantity 1 and shows each line at the total the server charges", () => {
    renderWithProviders(<CartLines items={[line, cap]} onChangeQuantity={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Decrease quantity of Tee" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Decrease quantity of Cap" })).toBeEnabled();
    expect(screen.getByText("$15.00")).toBeInTheDocument();
    expect(screen.getByText("$40.00")).toBeInTheDocument();
  });
});

describe("the cart panel", () => {
  it("says the cart is empty without a 'Free' shipping line, and cannot check out", async () => {
    // Shows when the cart has loaded (the panel says "empty" while it loads, too).
    const CartLoaded = () => (useCart().cart ? <p>cart loaded</p> : null);
    renderWithProviders(
      <>
        <CartDrawer defaultOpen />
        <CartLoaded />
      </>,
      { mocks: [emptyCartMock] },
    );
    await screen.findByText("cart loaded");
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.queryByTestId("summary-shipping")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled();
  });
});
