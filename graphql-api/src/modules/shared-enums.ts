// GraphQL enums shared by several domains; registered once here so every module imports the same objects.
import { registerEnumType } from "type-graphql";
import { OrderActor, OrderStatus, PaymentStatus, Role } from "../generated/prisma/enums.js";

export { OrderActor, OrderStatus, PaymentStatus, Role };

export enum ProductSort {
  priceLowToHigh = "priceLowToHigh",
  priceHighToLow = "priceHighToLow",
  titleAtoZ = "titleAtoZ",
  titleZtoA = "titleZtoA",
}

registerEnumType(Role, { name: "Role" });
registerEnumType(ProductSort, {
  name: "ProductSort",
  description: "The order of a product list; ties keep one stable order (by id).",
  valuesConfig: {
    priceLowToHigh: { description: "Cheapest first, by the price charged (the sale price when on sale)." },
    priceHighToLow: { description: "Dearest first, by the price charged (the sale price when on sale)." },
    titleAtoZ: { description: "By title, A to Z (case-insensitive)." },
    titleZtoA: { description: "By title, Z to A (case-insensitive)." },
  },
});
registerEnumType(OrderStatus, {
  name: "OrderStatus",
  description:
    "An order's progress. pending -> confirmed only by a successful payment, pending -> rejected; confirmed -> inProcess | inShipping | rejected; inProcess -> inShipping | rejected; inShipping -> delivered; delivered and rejected are final. Setting `rejected` (shown as Cancelled) on a paid order refunds it through PayPal and puts its items back in stock.",
  valuesConfig: {
    pending: { description: "Placed, waiting for its payment." },
    confirmed: { description: "Paid: the shop has it to prepare." },
    inProcess: { description: "Being prepared." },
    inShipping: { description: "Handed to the carrier." },
    delivered: { description: "Delivered (final)." },
    rejected: { description: "Cancelled (final); a paid order is refunded." },
  },
});
registerEnumType(OrderActor, {
  name: "OrderActor",
  description: "Who changed an order.",
  valuesConfig: {
    admin: { description: "An admin of the shop (the back office)." },
    shopper: { description: "The shopper who placed it (checkout, payment)." },
    paypal: { description: "PayPal, by a webhook or the shop's reconciliation with it." },
    system: { description: "The shop itself (e.g. a payment held too long, cancelled)." },
  },
});
registerEnumType(PaymentStatus, {
  name: "PaymentStatus",
  description:
    "`pending` until the shopper pays; `capturing` while PayPal is asked to capture (the stock is held); `held` when PayPal captured but holds the money for review (not paid yet); `paid`; `failed` (never paid: out of stock, or PayPal refused for good); `refunding` while PayPal is asked for the refund of a cancelled paid order; `refunded`.",
  valuesConfig: {
    pending: { description: "Not paid yet: the shopper has not approved and paid at PayPal." },
    capturing: { description: "PayPal is being asked to capture the payment; the stock is held meanwhile." },
    held: { description: "Captured, but PayPal holds the money for review: not paid yet." },
    paid: { description: "Paid." },
    failed: { description: "Never paid (out of stock, or PayPal refused for good)." },
    refunding: { description: "PayPal is being asked to refund it." },
    refunded: { description: "Refunded; its items are back in stock." },
  },
});
