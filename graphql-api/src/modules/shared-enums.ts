// GraphQL enums shared by several domains; registered once here so every module imports the same objects.
import { registerEnumType } from "type-graphql";
import { Brand, Category, OrderStatus, PaymentStatus, Role } from "../generated/prisma/enums.js";

export { Brand, Category, OrderStatus, PaymentStatus, Role };

export enum ProductSort {
  priceLowToHigh = "priceLowToHigh",
  priceHighToLow = "priceHighToLow",
  titleAtoZ = "titleAtoZ",
  titleZtoA = "titleZtoA",
}

registerEnumType(Role, { name: "Role" });
registerEnumType(Category, { name: "Category" });
registerEnumType(Brand, { name: "Brand", description: "Brand ids; h&m is `hm` here (GraphQL enum values cannot contain &)." });
registerEnumType(ProductSort, { name: "ProductSort" });
registerEnumType(OrderStatus, { name: "OrderStatus" });
registerEnumType(PaymentStatus, { name: "PaymentStatus" });
