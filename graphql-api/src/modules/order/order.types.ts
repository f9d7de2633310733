import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { OrderStatus, PaymentStatus } from "../shared-enums.js";

@ObjectType("OrderItem", { description: "A purchased line: the unit price actually charged (dollars) and the line total." })
export class OrderItemType {
  @Field(() => ID, { nullable: true, description: "Null when the product has since been deleted." }) productId!: string | null;
  @Field(() => String) title!: string;
  @Field(() => String) image!: string;
  @Field(() => Float) price!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Float) total!: number;
}

@ObjectType("OrderAddress", { description: "The delivery address as it was when the order was placed." })
export class OrderAddressType {
  @Field(() => ID, { nullable: true }) addressId!: string | null;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) pincode!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) notes!: string;
}

@ObjectType("Order", {
  description:
    "An order priced by the server at checkout (money in dollars, exact to the cent). Visible to its customer and to admins; anyone else gets NOT_FOUND.",
})
export class OrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: "The customer's userName." }) userName!: string;
  @Field(() => ID, { nullable: true, description: "The cart the order was placed from." }) cartId!: string | null;
  @Field(() => [OrderItemType]) items!: OrderItemType[];
  @Field(() => OrderAddressType) addressInfo!: OrderAddressType;
  @Field(() => OrderStatus) orderStatus!: OrderStatus;
  @Field(() => String, { description: "Always `paypal`." }) paymentMethod!: string;
  @Field(() => PaymentStatus) paymentStatus!: PaymentStatus;
  @Field(() => Float, { description: "Sum of the item totals." }) subtotal!: number;
  @Field(() => Float, { description: "5.00 under a 1000 subtotal, 2.50 from 1000, 0 (free) from 2000." }) shippingCost!: number;
  @Field(() => Float, { description: "subtotal + shippingCost: what PayPal charges." }) totalAmount!: number;
  @Field(() => Date) orderDate!: Date;
  @Field(() => Date, { description: "Last change of status or payment." }) orderUpdateDate!: Date;
  @Field(() => String, { nullable: true, description: "PayPal's order id; null until PayPal has created the payment." }) paymentId!: string | null;
  @Field(() => String, { nullable: true, description: "The PayPal payer; null until the shopper has approved and the capture was tried." })
  payerId!: string | null;
}

@ObjectType("OrderPage", { description: "One page of orders, newest first, with the number of orders across all pages." })
export class OrderPageType {
  @Field(() => [OrderType]) items!: OrderType[];
  @Field(() => Int, { description: "Orders across all pages." }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType("CreatedOrder", { description: "A pending order and the PayPal page where the shopper approves the payment." })
export class CreatedOrderType {
  @Field(() => ID) orderId!: string;
  @Field(() => String) approvalURL!: string;
}
