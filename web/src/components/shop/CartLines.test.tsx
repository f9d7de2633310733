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
    [999.99, 5, 1004.99, "$5.00", "$1004.99"],
    [1000, 2.5, 1002.5, "$2.50", "$1002.50"],
    [2000, 0, 2000, "Free", "$2000.00"],
  ])("subtotal %s shows shipping %s", (subtotal, shipping, total, shippingText, totalText) => {
    renderWithProviders(<CartSummary subtotal={subtotal} shipping={shipping} total={total} />);
    expect(screen.getByTestId("summary-shipping")).toHaveTextContent(shippingText);
    expect(screen.getByTestId("summary-total")).toHaveTextContent(totalText);
  });

  it("reads Free only when nothing is charged", () => {
    expect(formatShipping(0)).toBe("Free");
    expect(formatShipping(2.5)).toBe("$2.50");
  });
});

describe("cart lines", () => {
  const line = { id: "l1", productId: "p1", title: "Tee", image: "/x.svg", price: 20, salePrice: 15, quantity: 1, totalStock: 3 };

  it("disables minus at quantity 1 and prices the line at the sale price", () => {
    renderWithProviders(<CartLines items={[line, { ...line, id: "l2", productId: "p2", title: "Cap", salePrice: 0, quantity: 2 }]} onChangeQuantity={vi.fn()} onRemove={vi.fn()} />);
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
