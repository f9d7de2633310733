import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { renderWithProviders } from "../../test/render";
import { CURRENT_ORDER_KEY } from "../../components/shop/payment";
import PaypalReturn, { CaptureOrderMutation } from "./PaypalReturn";
import PaymentSuccess from "./PaymentSuccess";

const paid = { __typename: "Order" as const, id: "o1", orderStatus: "confirmed", paymentStatus: "paid" };
const success = { "/shop/payment-success": <PaymentSuccess /> };

afterEach(() => sessionStorage.clear());

describe("paypal return", () => {
  it("captures the order PayPal sent back, once, then shows payment-success", async () => {
    sessionStorage.setItem(CURRENT_ORDER_KEY, "o1");
    const result = vi.fn(() => ({ data: { captureOrder: paid } }));
    renderWithProviders(<PaypalReturn />, {
      route: "/shop/paypal-return?paymentId=PAY-1&PayerID=PAYER-9",
      routes: success,
      mocks: [{ request: { query: CaptureOrderMutation, variables: { orderId: "o1", paymentId: "PAY-1", payerId: "PAYER-9" } }, result }],
    });

    expect(screen.getByText("Processing Payment...Please wait!")).toBeInTheDocument();
    expect(await screen.findByText("Payment is successfull!")).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CURRENT_ORDER_KEY)).toBeNull();
  });

  it("shows the server's reason and a way back to checkout when the capture is refused", async () => {
    renderWithProviders(<PaypalReturn />, {
      route: "/shop/paypal-return?token=PAY-2&PayerID=PAYER-9&orderId=o2",
      routes: success,
      mocks: [
        {
          request: { query: CaptureOrderMutation, variables: { orderId: "o2", paymentId: "PAY-2", payerId: "PAYER-9" } },
          result: { errors: [new GraphQLError("Blue Shirt is out of stock", { extensions: { code: "BAD_USER_INPUT" } })] },
        },
      ],
    });

    expect(await screen.findByText("Blue Shirt is out of stock")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to checkout" })).toHaveAttribute("href", "/shop/checkout");
    expect(screen.queryByText("Payment is successfull!")).not.toBeInTheDocument();
  });

  it("a payment PayPal holds for review is not a success: it says the payment is pending and links to the orders", async () => {
    renderWithProviders(<PaypalReturn />, {
      route: "/shop/paypal-return?token=PAY-3&PayerID=PAYER-9&orderId=o3",
      routes: success,
      mocks: [
        {
          request: { query: CaptureOrderMutation, variables: { orderId: "o3", paymentId: "PAY-3", payerId: "PAYER-9" } },
          result: { data: { captureOrder: { ...paid, id: "o3", orderStatus: "pending", paymentStatus: "held" } } },
        },
      ],
    });

    expect(await screen.findByRole("heading", { name: "Payment pending" })).toBeInTheDocument();
    expect(screen.getByText(/PayPal has not confirmed your payment yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Orders" })).toHaveAttribute("href", "/shop/account");
    expect(screen.queryByText("Payment is successfull!")).not.toBeInTheDocument();
  });

  it("asks to start again when the return link carries no payment", async () => {
    renderWithProviders(<PaypalReturn />, { route: "/shop/paypal-return", routes: success });
    expect(await screen.findByText("No payment to complete. Please start again from checkout.")).toBeInTheDocument();
  });
});
