// The GraphQL shapes of orders: lines, address snapshot, change history, pages of orders, and a new checkout.
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageInfoType } from "../page-info.types.js";
import { OrderActor, OrderStatus, PaymentStatus } from "../shared-enums.js";

export enum OrderEventField {
  status = "status",
  payment = "payment",
}
registerEnumType(OrderEventField, { name: "OrderEventField", description: "What changed: the order's status, or its payment status." });

@ObjectType("OrderItem", { description: "A purchased line: the unit price actually charged and the line total, in integer cents." })
export class OrderItemType {
  @Field(() => ID, { nullable: true, description: "Null when the product has since been deleted." }) productId!: string | null;
  @Field(() => ID, { nullable: true, description: "Null when the variant has since been deleted." }) variantId!: string | null;
  @Field(() => String, { description: "The variant's SKU when bought." }) sku!: string;
  @Field(() => String, { description: 'Its size when bought; "" for one size.' }) size!: string;
  @Field(() => String, { description: 'Its colour when bought; "" for one colour.' }) colour!: string;
  @Field(() => String) title!: string;
  @Field(() => String) image!: string;
  @Field(() => Int, { description: "Unit price charged (the sale price when it was on sale)." }) priceCents!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: "priceCents x quantity." }) totalCents!: number;
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

@ObjectType("OrderEvent", { description: "One change of an order, as recorded when it was made." })
export class OrderEventType {
  @Field(() => Date) at!: Date;
  @Field(() => OrderEventField) field!: "status" | "payment";
  @Field(() => String, { nullable: true, description: "The value before (an OrderStatus or a PaymentStatus); null when the order was placed." })
  from!: string | null;
  @Field(() => String, { description: "The value after (an OrderStatus or a PaymentStatus)." }) to!: string;
  @Field(() => OrderActor, { description: "Who made the change: an admin, the shopper, PayPal, or the shop itself (e.g. its reconciliation with PayPal)." })
  actor!: OrderActor;
}

@ObjectType("Order", {
  description:
    "An order priced by the server at checkout, money in integer cents. Visible to its customer and to admins; anyone else gets NOT_FOUND.",
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
  @Field(() => Int, { description: "Sum of the item totals." }) subtotalCents!: number;
  @Field(() => Int, { description: "500 under a 100,000 subtotal, 250 from 100,000, 0 (free) from 200,000." }) shippingCostCents!: number;
  @Field(() => Int, { description: "subtotalCents + shippingCostCents: what PayPal charges." }) totalAmountCents!: number;
  @Field(() => Date) orderDate!: Date;
  @Field(() => Date, { description: "Last change of status or payment." }) orderUpdateDate!: Date;
  @Field(() => String, { nullable: true, description: "PayPal's order id; null until PayPal has created the payment." }) paymentId!: string | null;
  @Field(() => String, { nullable: true, description: "The PayPal payer; null until the shopper has approved and the capture was tried." })
  payerId!: string | null;
  @Field(() => [OrderEventType], { description: "Every change of the order's status and payment, oldest first." }) history!: OrderEventType[];
  @Field(() => [OrderStatus], {
    description: "The statuses an admin may set next (updateOrderStatus); empty for a final order. Confirmed comes only from a payment.",
  })
  nextStatuses!: OrderStatus[];
}

@ObjectType("OrderPage", { description: "One page of orders, newest first, with the number of orders across all pages." })
export class OrderPageType {
  @Field(() => [OrderType]) items!: OrderType[];
  @Field(() => Int, { description: "Orders across all pages." }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType("OrderEdge", { description: "One order of a walk, with the cursor to continue after it." })
export class OrderEdgeType {
  @Field(() => String, { description: "Opaque: pass it as `after` to continue after this order." }) cursor!: string;
  @Field(() => OrderType) node!: OrderType;
}

@ObjectType("OrderConnection", { description: "One page of a cursor walk over orders, newest first." })
export class OrderConnectionType {
  @Field(() => [OrderEdgeType]) edges!: OrderEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType("CreatedOrder", { description: "A pending order and the PayPal page where the shopper approves the payment." })
export class CreatedOrderType {
  @Field(() => ID) orderId!: string;
  @Field(() => String) approvalURL!: string;
}
