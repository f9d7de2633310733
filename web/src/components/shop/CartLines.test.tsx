import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
  const line = { id: "l1", productId: "p1", variantId: "v1", sku: "TEE", size: "", colour: "", title: "Tee", image: "/x.svg", priceCents: 2000, salePriceCents: 1500, unitPriceCents: 1500, lineTotalCents: 1500, quantity: 1, totalStock: 3 };
  const cap = { ...line, id: "l2", productId: "p2", title: "Cap", salePriceCents: 0, unitPriceCents: 2000, lineTotalCents: 4000, quantity: 2 };

  it("disables minus at quantity 1 and shows each line at the total the server charges", () => {
    renderWithProviders(<CartLines items={[line, cap]} onChangeQuantity={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Decrease quantity of Tee" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Decrease quantity of Cap" })).toBeEnabled();
    expect(screen.getByText("$15.00")).toBeInTheDocument();
    expect(screen.getByText("$40.00")).toBeInTheDocument();
  });

  it("names the size and colour of each line, and its buttons change that line", async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn();
    const onRemove = vi.fn();
    const m = { ...line, id: "l3", variantId: "vM", sku: "TEE-M-BLK", size: "M", colour: "Black" };
    const l = { ...line, id: "l4", variantId: "vL", sku: "TEE-L", size: "L", quantity: 2 };
    renderWithProviders(<CartLines items={[m, l, cap]} onChangeQuantity={onChangeQuantity} onRemove={onRemove} />);
    expect(screen.getAllByTestId("cart-line-variant").map((el) => el.textContent)).toEqual(["Size M · Colour Black", "Size L"]);
    await user.click(screen.getByRole("button", { name: "Increase quantity of Tee (L)" }));
    expect(onChangeQuantity).toHaveBeenCalledWith(l, 1);
    await user.click(screen.getByRole("button", { name: "Remove Tee (M, Black) from cart" }));
    expect(onRemove).toHaveBeenCalledWith(m);
    // A product without sizes reads as before.
    expect(screen.getByRole("button", { name: "Remove Cap from cart" })).toBeInTheDocument();
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
