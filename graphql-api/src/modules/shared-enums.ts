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
registerEnumType(ProductSort, { name: "ProductSort" });
registerEnumType(OrderStatus, {
  name: "OrderStatus",
  description:
    "An order's progress. pending -> confirmed only by a successful payment, pending -> rejected; confirmed -> inProcess | inShipping | rejected; inProcess -> inShipping | rejected; inShipping -> delivered; delivered and rejected are final. Setting `rejected` (shown as Cancelled) on a paid order refunds it through PayPal and puts its items back in stock.",
});
registerEnumType(OrderActor, { name: "OrderActor", description: "Who changed an order." });
registerEnumType(PaymentStatus, {
  name: "PaymentStatus",
  description:
    "`pending` until the shopper pays; `capturing` while PayPal is asked to capture (the stock is held); `held` when PayPal captured but holds the money for review (not paid yet); `paid`; `failed` (never paid: out of stock, or PayPal refused for good); `refunding` while PayPal is asked for the refund of a cancelled paid order; `refunded`.",
});
