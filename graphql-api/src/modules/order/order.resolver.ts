// Orders on GraphQL: a shopper's checkout, payment capture and order history; an admin's order list and status
// changes; plus the deprecated dollar fields older clients still read.
import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, FieldResolver, Float, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { toDollars } from "../../money.js";
import { fieldsAt } from "../../selection.js";
import { DOLLARS_DEPRECATED } from "../product/product.types.js";
import { OrderStatus } from "../shared-enums.js";
import { CreatedOrderType, OrderConnectionType, OrderItemType, OrderPageType, OrderType } from "./order.types.js";

@Resolver(() => OrderType)
export class OrderResolver {
  @Query(() => OrderPageType, { description: "The signed-in customer's orders, newest first." })
  myOrders(
    @Arg("page", () => Int, { nullable: true, defaultValue: 1, description: "1 to 100,000; a page past the last one has no items." }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 20, description: "1 to 100." }) pageSize: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.orders.myOrders(ctx.viewer, page, pageSize);
  }

  @Query(() => OrderType, { description: "One of the caller's orders (admins: any order)." })
  order(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.orders.order(ctx.viewer, id);
  }

  @Query(() => OrderPageType, {
    description:
      "Admin: the orders matching every filter given, newest first, with their number (total). The same filters as GET /api/admin/orders/export.csv?status=&from=&to=&q=&customerId=.",
  })
  adminOrders(
    @Arg("status", () => OrderStatus, { nullable: true, description: "Only orders with this status; null for all." }) status: OrderStatus | null,
    @Arg("from", () => Date, { nullable: true, description: "Placed at or after this moment." }) from: Date | null,
    @Arg("to", () => Date, { nullable: true, description: "Placed before this moment (the day after the last day wanted, at midnight)." }) to: Date | null,
    @Arg("search", () => String, {
      nullable: true,
      description: "An order id (or its first 8 or more characters), or part of the customer's email or name, in any case.",
    })
    search: string | null,
    @Arg("customerId", () => ID, { nullable: true, description: "Only this customer's orders." }) customerId: string | null,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1, description: "1 to 100,000; a page past the last one has no items." }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 20, description: "1 to 100." }) pageSize: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.orders.adminOrders({ status, from, to, search, customerId }, page, pageSize);
  }

  @Query(() => OrderConnectionType, {
    description: "Admin, or an API key with orders:read: the orders matching every filter given (those of adminOrders), newest first, by cursor (Relay): `first` (1 to 100) orders after the cursor `after`.",
  })
  ordersConnection(
    @Arg("status", () => OrderStatus, { nullable: true, description: "Only orders with this status; null for all." }) status: OrderStatus | null,
    @Arg("from", () => Date, { nullable: true, description: "Placed at or after this moment." }) from: Date | null,
    @Arg("to", () => Date, { nullable: true, description: "Placed before this moment." }) to: Date | null,
    @Arg("search", () => String, { nullable: true, description: "An order id (or its first 8 or more characters), or part of the customer's email or name." }) search: string | null,
    @Arg("customerId", () => ID, { nullable: true, description: "Only this customer's orders." }) customerId: string | null,
    @Arg("first", () => Int, { nullable: true, defaultValue: 24, description: "1 to 100." }) first: number | null,
    @Arg("after", () => String, { nullable: true, description: "The endCursor of the previous page; with the same filters." }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.orders.ordersConnection({ status, from, to, search, customerId, first, after });
  }

  @Mutation(() => CreatedOrderType, { description: "Places a pending order from the cart (priced on the server) and returns the PayPal approval URL." })
  createOrder(
    @Arg("addressId", () => ID) addressId: string,
    @Arg("shippingMethodId", () => ID, { nullable: true, description: "The shipping method picked; absent: the default (the spec's rule). The cart's discount code applies." })
    shippingMethodId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.orders.createOrder(ctx.viewer, addressId, { shippingMethodId, ip: ctx.ip });
  }

  @Mutation(() => OrderType, { description: "Captures the approved PayPal payment; idempotent (a second call changes nothing)." })
  captureOrder(
    @Arg("orderId", () => ID) orderId: string,
    @Arg("paymentId", () => String) paymentId: string,
    @Arg("payerId", () => String) payerId: string,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return ctx.services.orders.captureOrder(ctx.viewer, orderId, paymentId, payerId, fieldsAt(info, []));
  }

  @Mutation(() => OrderType, { description: "Admin: move an order to one of its nextStatuses; any other is CONFLICT, naming the allowed ones." })
  updateOrderStatus(@Arg("id", () => ID) id: string, @Arg("status", () => OrderStatus) status: OrderStatus, @Ctx() ctx: Context) {
    return ctx.services.orders.updateOrderStatus(ctx.viewer, id, status);
  }

  @FieldResolver(() => Int, { description: "500 under a 100,000 subtotal, 250 from 100,000, 0 (free) from 200,000." })
  shippingCents(@Root() o: OrderType) {
    return o.shippingCostCents;
  }

  @FieldResolver(() => Int, { description: "subtotalCents + shippingCents: what PayPal charges." })
  totalCents(@Root() o: OrderType) {
    return o.totalAmountCents;
  }

  @FieldResolver(() => Float, { description: "subtotalCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  subtotal(@Root() o: OrderType) {
    return toDollars(o.subtotalCents);
  }

  @FieldResolver(() => Float, { description: "shippingCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  shippingCost(@Root() o: OrderType) {
    return toDollars(o.shippingCostCents);
  }

  @FieldResolver(() => Float, { description: "totalCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  totalAmount(@Root() o: OrderType) {
    return toDollars(o.totalAmountCents);
  }
}

@Resolver(() => OrderItemType)
export class OrderItemResolver {
  @FieldResolver(() => Float, { description: "priceCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  price(@Root() i: OrderItemType) {
    return toDollars(i.priceCents);
  }

  @FieldResolver(() => Float, { description: "totalCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  total(@Root() i: OrderItemType) {
    return toDollars(i.totalCents);
  }
}
