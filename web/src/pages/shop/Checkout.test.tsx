import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { AddressesQuery, CartQuery } from "../../components/shop/documents";
import { emptyCartMock } from "../../components/shop/testData";
import { CURRENT_ORDER_KEY } from "../../components/shop/payment";
import Checkout, { CreateOrderMutation, redirectTo } from "./Checkout";
import { CheckoutQuoteQuery, ShippingMethodsQuery } from "../../components/shop/CheckoutMoney";
import { ApplyDiscountCodeMutation } from "../../components/shop/CartDiscountCode";
import { GraphQLError } from "graphql";

const line = { __typename: "CartItem" as const, id: "l1", productId: "p1", variantId: "v1", sku: "P1", size: "", colour: "", title: "Blue Shirt", image: "/x.svg", priceCents: 2000, salePriceCents: 1500, unitPriceCents: 1500, lineTotalCents: 3000, quantity: 2, totalStock: 5 };
const cartMock = {
  request: { query: CartQuery },
  result: { data: { cart: { __typename: "Cart" as const, id: "c1", itemCount: 2, subtotalCents: 3000, shippingCents: 500, totalCents: 3500, items: [line] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const addressesMock = {
  request: { query: AddressesQuery },
  result: { data: { addresses: [{ __typename: "Address" as const, id: "a1", address: "1 Main St", city: "Springfield", pincode: "12345", phone: "5551234567", notes: "" }] } },
};
const approvalURL = "http://localhost/paypal-sandbox/approve?token=PAY-1";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("checkout", () => {
  it("shows the cart with its totals and asks for an address before paying", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(redirectTo, "go").mockImplementation(() => {});
    renderWithProviders(<Checkout />, { mocks: [cartMock, addressesMock] });

    expect(await screen.findByText("Blue Shirt")).toBeInTheDocument();
    expect(screen.getByTestId("summary-total")).toHaveTextContent("$35.00");
    await user.click(screen.getByRole("button", { name: "Checkout with Paypal" }));

    expect(await screen.findByText("Please select one address to proceed.")).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it("refuses an empty cart", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkout />, { mocks: [emptyCartMock, addressesMock] });
    await user.click(await screen.findByRole("button", { name: "Select" }));
    await user.click(screen.getByRole("button", { name: "Checkout with Paypal" }));

    expect(await screen.findAllByText("Your cart is empty. Please add items to proceed.")).toHaveLength(2);
  });

  it("creates the order for the chosen address, says it is processing and goes to PayPal's approval page", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(redirectTo, "go").mockImplementation(() => {});
    renderWithProviders(<Checkout />, {
      mocks: [
        cartMock,
        addressesMock,
        { request: { query: CreateOrderMutation, variables: { addressId: "a1" } }, result: { data: { createOrder: { __typename: "CreatedOrder", orderId: "o1", approvalURL } } } },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Select" }));
    await user.click(screen.getByRole("button", { name: "Checkout with Paypal" }));

    expect(await screen.findByRole("button", { name: "Processing Paypal Payment..." })).toBeDisabled();
    // The button reads so while the order is being created too: wait for the redirect itself.
    await waitFor(() => expect(go).toHaveBeenCalledWith(approvalURL));
    expect(screen.getByRole("button", { name: "Processing Paypal Payment..." })).toBeDisabled();
    expect(sessionStorage.getItem(CURRENT_ORDER_KEY)).toBe("o1");
  });

  it("says so when the payment cannot be set up, and lets the shopper try again", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(redirectTo, "go").mockImplementation(() => {});
    renderWithProviders(<Checkout />, {
      mocks: [cartMock, addressesMock, { request: { query: CreateOrderMutation, variables: { addressId: "a1" } }, error: new Error("PayPal is down") }],
    });
    await user.click(await screen.findByRole("button", { name: "Select" }));
    await user.click(screen.getByRole("button", { name: "Checkout with Paypal" }));

    expect(await screen.findByText("Something went wrong during payment setup.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Checkout with Paypal" })).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });

  it("applies a code, picks express shipping and shows the server's promotion, discount and tax; a refused code shows its reason", async () => {
    const user = userEvent.setup();
    const quote = (over: Record<string, unknown>) => ({
      __typename: "CheckoutQuote" as const, subtotalCents: 3000, discountCents: 0, shippingCents: 500, shippingDiscountCents: 0, taxCents: 0, taxIncluded: false,
      totalCents: 3500, discountCode: null, discountCodeMessage: null, shippingMethodId: "std", taxLines: [], promotions: [], ...over,
    });
    const quoteMock = (vars: Record<string, unknown>, over: Record<string, unknown>, maxUsageCount = Number.POSITIVE_INFINITY) => ({
      request: { query: CheckoutQuoteQuery, variables: { addressId: null, ...vars } },
      result: { data: { checkoutQuote: quote(over) } },
      maxUsageCount,
    });
    const method = (id: string, name: string, priceCents: number) => ({ __typename: "ShippingMethod" as const, id, name, tiered: id === "std", priceCents, freeFromCents: null, deliveryEstimate: "" });
    const taxLine = { __typename: "TaxLine" as const, name: "Sales tax", amountCents: 171 };
    const promotion = { __typename: "AppliedPromotion" as const, id: "pr1", name: "20% off shirts", amountCents: 200 };
    renderWithProviders(<Checkout />, {
      mocks: [
        cartMock,
        addressesMock,
        { request: { query: ShippingMethodsQuery }, result: { data: { shippingMethods: [method("std", "Standard", 0), method("exp", "Express", 1500)] } } },
        quoteMock({ shippingMethodId: null }, {}),
        { request: { query: ApplyDiscountCodeMutation, variables: { code: "OLD", addressId: null, shippingMethodId: null } }, result: { errors: [new GraphQLError("This code has expired.", { extensions: { code: "BAD_USER_INPUT" } })] } },
        quoteMock({ shippingMethodId: "exp" }, { shippingCents: 1500, shippingMethodId: "exp", totalCents: 4500 }, 1),
        // Asked again once the code applies: the server's figures with the discount and the tax.
        quoteMock({ shippingMethodId: "exp" }, { shippingCents: 1500, shippingMethodId: "exp", discountCents: 300, discountCode: "SPRING10", taxCents: 171, taxLines: [taxLine], totalCents: 4171, promotions: [promotion] }),
        { request: { query: ApplyDiscountCodeMutation, variables: { code: "SPRING10", addressId: null, shippingMethodId: "exp" } }, result: { data: { applyDiscountCode: { __typename: "CheckoutQuote", discountCode: "SPRING10" } } } },
      ],
    });
    expect(await screen.findByText("Blue Shirt")).toBeInTheDocument();
    await user.type(await screen.findByPlaceholderText("Enter a code"), "OLD");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This code has expired.");

    await user.selectOptions(screen.getByRole("combobox"), "exp");
    await waitFor(() => expect(screen.getByTestId("summary-total")).toHaveTextContent("$45.00"));
    await user.clear(screen.getByPlaceholderText("Enter a code"));
    await user.type(screen.getByPlaceholderText("Enter a code"), "SPRING10");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("SPRING10")).toBeInTheDocument();
    expect(screen.getByTestId("summary-discount")).toHaveTextContent("-$3.00");
    expect(screen.getByTestId("summary-tax-Sales tax")).toHaveTextContent("$1.71");
    expect(screen.getByText("20% off shirts")).toBeInTheDocument();
    expect(screen.getByTestId("summary-promotion-pr1")).toHaveTextContent("-$2.00");
    expect(screen.getByTestId("summary-total")).toHaveTextContent("$41.71");
    expect(screen.getByRole("button", { name: "Remove code" })).toBeInTheDocument();
  });
});
