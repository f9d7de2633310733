// The GraphQL shapes of orders: lines, address snapshot, change history, pages of orders, and a new checkout.
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageInfoType } from "../page-info.types.js";
import { AppliedPromotionType, TaxLineType } from "../pricing/pricing.types.js";
import { OrderActor, OrderStatus, PaymentStatus } from "../shared-enums.js";

export enum OrderEventField {
  status = "status",
  payment = "payment",
}
registerEnumType(OrderEventField, {
  name: "OrderEventField",
  description: "What changed: the order's status, or its payment status.",
  valuesConfig: { status: { description: "The order's status (OrderStatus)." }, payment: { description: "Its payment status (PaymentStatus)." } },
});

@ObjectType("OrderItem", { description: "A purchased line: the unit price actually charged and the line total, in integer cents." })
export class OrderItemType {
  @Field(() => ID, { nullable: true, description: "Null when the product has since been deleted." }) productId!: string | null;
  @Field(() => ID, { nullable: true, description: "Null when the variant has since been deleted." }) variantId!: string | null;
  @Field(() => String, { description: "The variant's SKU when bought." }) sku!: string;
  @Field(() => String, { description: 'Its size when bought; "" for one size.' }) size!: string;
  @Field(() => String, { description: 'Its colour when bought; "" for one colour.' }) colour!: string;
  @Field(() => String, { description: "The product's title when ordered." }) title!: string;
  @Field(() => String, { description: "The product's image when ordered (a path under /uploads or /images, or a URL)." }) image!: string;
  @Field(() => Int, { description: "Unit price charged (the sale price when it was on sale)." }) priceCents!: number;
  @Field(() => Int, { description: "Units ordered." }) quantity!: number;
  @Field(() => Int, { description: "priceCents x quantity." }) totalCents!: number;
  @Field(() => Int, { description: "The line's share of the order's discount." }) discountCents!: number;
  @Field(() => Int, { description: "The line's share of the automatic promotions." }) promotionCents!: number;
}

@ObjectType("OrderBreakdown", {
  description: "The order's money as charged: subtotal - promotion - discount + shipping (after shippingDiscount) + tax (unless taxIncluded) = total.",
})
export class OrderBreakdownType {
  @Field(() => Int, { description: "Sum of the lines (unit price x quantity)." }) subtotalCents!: number;
  @Field(() => [AppliedPromotionType], { description: "The automatic promotions applied, in order." }) promotions!: AppliedPromotionType[];
  @Field(() => Int, { description: "Off the goods by promotions: the lines' promotionCents added up." }) promotionCents!: number;
  @Field(() => Int, { description: "Off the goods by the code: the lines' discountCents added up." }) discountCents!: number;
  @Field(() => Int, { description: "Shipping charged (the method's price less shippingDiscountCents)." }) shippingCents!: number;
  @Field(() => Int, { description: "Shipping waived by a free-shipping code." }) shippingDiscountCents!: number;
  @Field(() => [TaxLineType], { description: "One line per tax rate charged." }) taxLines!: TaxLineType[];
  @Field(() => Int, { description: "The tax lines added up." }) taxCents!: number;
  @Field(() => Boolean, { description: "True: the prices included taxCents; false: it was added." }) taxIncluded!: boolean;
  @Field(() => Int, { description: "What was charged." }) totalCents!: number;
  @Field(() => String, { nullable: true, description: "The discount code applied, as the shop spells it." }) discountCode!: string | null;
  @Field(() => String, { description: "The shipping method picked (empty for orders from before methods)." }) shippingMethodName!: string;
  @Field(() => String, { description: "The country taxed (ISO 3166-1 alpha-2); empty for orders from before taxes." }) country!: string;
  @Field(() => String, { description: "The region taxed; empty for none." }) region!: string;
}

@ObjectType("OrderAddress", { description: "The delivery address as it was when the order was placed." })
export class OrderAddressType {
  @Field(() => ID, { nullable: true, description: "The saved address it was copied from (which may have changed or gone since); null when none." }) addressId!: string | null;
  @Field(() => String, { description: "Street address." }) address!: string;
  @Field(() => String, { description: "City." }) city!: string;
  @Field(() => String, { description: "Postal code." }) pincode!: string;
  @Field(() => String, { description: "Phone number for the delivery." }) phone!: string;
  @Field(() => String, { description: "Delivery notes; \"\" when none." }) notes!: string;
}

@ObjectType("OrderEvent", { description: "One change of an order, as recorded when it was made." })
export class OrderEventType {
  @Field(() => Date, { description: "When the change was made." }) at!: Date;
  @Field(() => OrderEventField, { description: "What changed: status or payment." }) field!: "status" | "payment";
  @Field(() => String, { nullable: true, description: "The value before (an OrderStatus or a PaymentStatus); null when the order was placed." })
  from!: string | null;
  @Field(() => String, { description: "The value after (an OrderStatus or a PaymentStatus)." }) to!: string;
  @Field(() => OrderActor, { description: "Who made the change: an admin, the shopper, PayPal, or the shop itself (e.g. its reconciliation with PayPal)." })
  actor!: OrderActor;
}

/** Order's money fields named as Cart's (shippingCents, totalCents); the old names answer the same. */
const MONEY_RENAMED = (name: string) => `Use ${name}, named as on Cart.`;

@ObjectType("Order", {
  description:
    "An order priced by the server at checkout, money in integer cents. Visible to its customer and to admins; anyone else gets NOT_FOUND.",
})
export class OrderType {
  @Field(() => ID, { description: "The order's id." }) id!: string;
  @Field(() => ID, { description: "The customer's user id." }) userId!: string;
  @Field(() => String, { description: "The customer's userName." }) userName!: string;
  @Field(() => ID, { nullable: true, description: "The cart the order was placed from." }) cartId!: string | null;
  @Field(() => [OrderItemType], { description: "Its lines, by title." }) items!: OrderItemType[];
  @Field(() => OrderAddressType, { description: "The delivery address as it was at checkout." }) addressInfo!: OrderAddressType;
  @Field(() => OrderStatus, { description: "Its progress (see OrderStatus)." }) orderStatus!: OrderStatus;
  @Field(() => String, { description: "Always `paypal`." }) paymentMethod!: string;
  @Field(() => PaymentStatus, { description: "Where its payment stands (see PaymentStatus)." }) paymentStatus!: PaymentStatus;
  @Field(() => Int, { description: "Sum of the item totals." }) subtotalCents!: number;
  @Field(() => Int, { description: "The same as shippingCents.", deprecationReason: MONEY_RENAMED("shippingCents") }) shippingCostCents!: number;
  @Field(() => Int, { description: "The same as totalCents.", deprecationReason: MONEY_RENAMED("totalCents") }) totalAmountCents!: number;
  @Field(() => OrderBreakdownType, { description: "Discount, shipping and tax lines as charged." }) breakdown!: OrderBreakdownType;
  @Field(() => Date, { description: "When it was placed." }) orderDate!: Date;
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
  @Field(() => [OrderType], { description: "This page's orders." }) items!: OrderType[];
  @Field(() => Int, { description: "Orders across all pages." }) total!: number;
  @Field(() => Int, { description: "The page number asked (1 is the first)." }) page!: number;
  @Field(() => Int, { description: "The page size asked." }) pageSize!: number;
}

@ObjectType("OrderEdge", { description: "One order of a walk, with the cursor to continue after it." })
export class OrderEdgeType {
  @Field(() => String, { description: "Opaque: pass it as `after` to continue after this order." }) cursor!: string;
  @Field(() => OrderType, { description: "The order." }) node!: OrderType;
}

@ObjectType("OrderConnection", { description: "One page of a cursor walk over orders, newest first." })
export class OrderConnectionType {
  @Field(() => [OrderEdgeType], { description: "This page's orders, each with its cursor." }) edges!: OrderEdgeType[];
  @Field(() => PageInfoType, { description: "Where the walk stands: hasNextPage and endCursor." }) pageInfo!: PageInfoType;
}

@ObjectType("CreatedOrder", { description: "A pending order and the PayPal page where the shopper approves the payment." })
export class CreatedOrderType {
  @Field(() => ID) orderId!: string;
  @Field(() => String) approvalURL!: string;
}
