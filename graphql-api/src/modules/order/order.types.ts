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

@ObjectType("Order")
export class OrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: "The customer's userName." }) userName!: string;
  @Field(() => ID, { nullable: true }) cartId!: string | null;
  @Field(() => [OrderItemType]) items!: OrderItemType[];
  @Field(() => OrderAddressType) addressInfo!: OrderAddressType;
  @Field(() => OrderStatus) orderStatus!: OrderStatus;
  @Field(() => String) paymentMethod!: string;
  @Field(() => PaymentStatus) paymentStatus!: PaymentStatus;
  @Field(() => Float) subtotal!: number;
  @Field(() => Float) shippingCost!: number;
  @Field(() => Float) totalAmount!: number;
  @Field(() => Date) orderDate!: Date;
  @Field(() => Date) orderUpdateDate!: Date;
  @Field(() => String, { nullable: true }) paymentId!: string | null;
  @Field(() => String, { nullable: true }) payerId!: string | null;
}

@ObjectType("OrderPage")
export class OrderPageType {
  @Field(() => [OrderType]) items!: OrderType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType("CreatedOrder", { description: "A pending order and the PayPal page where the shopper approves the payment." })
export class CreatedOrderType {
  @Field(() => ID) orderId!: string;
  @Field(() => String) approvalURL!: string;
}
