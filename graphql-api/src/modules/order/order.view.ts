// How an order is read from the database (lines, history and customer in one query) and shaped for the API,
// including which statuses an admin may set next.
import type { Prisma as P } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import type { OrderType } from "./order.types.js";
import type { AppliedPromotionType, TaxLineType } from "../pricing/pricing.types.js";
import { adminNextStatuses, PAYMENT_IN_FLIGHT } from "./order-lifecycle.js";

/** What every order read includes: its lines, history and the customer's userName, fetched with the orders (no query per order). */
export const ORDER_INCLUDE = {
  items: { orderBy: { title: "asc" } },
  user: { select: { userName: true } },
  events: { orderBy: { id: "asc" } },
} satisfies P.OrderInclude;

export type OrderRow = P.OrderGetPayload<{ include: typeof ORDER_INCLUDE }>;

/** The view's fields (and their resolvers') that its own row gives: a query asking no others needs no other table. */
const OWN_ROW_FIELDS = new Set([
  "__typename", "id", "userId", "cartId", "addressInfo", "orderStatus", "paymentMethod", "paymentStatus", "subtotalCents",
  "shippingCostCents", "totalAmountCents", "shippingCents", "totalCents", "subtotal", "shippingCost", "totalAmount",
  "breakdown", "orderDate", "orderUpdateDate", "paymentId", "payerId", "nextStatuses",
]);

/** The order's view as far as its own row gives it: no lines, history or customer name. */
export type OrderRowView = Omit<OrderType, "items" | "history" | "userName">;

/**
 * Reads order `id` and shapes it. `asked`: the fields the caller's query selects (selection.ts); when its own row gives
 * them all (the PayPal return page asks where the order stands), the lines, history and customer are not read: three
 * statements fewer on every capture. A field not listed in OWN_ROW_FIELDS is read with all of them.
 */
export function readOrderView(prisma: PrismaClient, id: string): Promise<OrderType>;
export function readOrderView(prisma: PrismaClient, id: string, asked: ReadonlySet<string> | undefined): Promise<OrderType | OrderRowView>;
export async function readOrderView(prisma: PrismaClient, id: string, asked?: ReadonlySet<string>): Promise<OrderType | OrderRowView> {
  if (asked && [...asked].every((field) => OWN_ROW_FIELDS.has(field))) return toOrderRowView(await prisma.order.findUniqueOrThrow({ where: { id } }));
  return toOrderView(await prisma.order.findUniqueOrThrow({ where: { id }, include: ORDER_INCLUDE }));
}

/** The API's view of an order: money in integer cents, the address snapshot grouped as addressInfo, its history. */
export function toOrderView(o: OrderRow): OrderType {
  return {
    ...toOrderRowView(o),
    userName: o.user.userName,
    items: o.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      sku: i.sku,
      size: i.size,
      colour: i.colour,
      title: i.title,
      image: i.image,
      priceCents: i.priceCents,
      quantity: i.quantity,
      totalCents: i.priceCents * i.quantity,
      discountCents: i.discountCents,
      promotionCents: i.promotionCents,
    })),
    history: o.events.map((e) => ({ at: e.at, field: e.field as "status" | "payment", from: e.from, to: e.to, actor: e.actor })),
  };
}

function toOrderRowView(o: P.OrderGetPayload<object>): OrderRowView {
  return {
    id: o.id,
    userId: o.userId,
    cartId: o.cartId,
    addressInfo: { addressId: o.addressId, address: o.address, city: o.city, pincode: o.pincode, phone: o.phone, notes: o.notes },
    orderStatus: o.orderStatus,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    subtotalCents: o.subtotalCents,
    shippingCostCents: o.shippingCents,
    totalAmountCents: o.totalCents,
    breakdown: {
      subtotalCents: o.subtotalCents,
      promotions: (o.promotions ?? []) as unknown as AppliedPromotionType[],
      promotionCents: o.promotionCents,
      discountCents: o.discountCents,
      shippingCents: o.shippingCents,
      shippingDiscountCents: o.shippingDiscountCents,
      taxLines: (o.taxLines ?? []) as unknown as TaxLineType[],
      taxCents: o.taxCents,
      taxIncluded: o.taxIncluded,
      totalCents: o.totalCents,
      discountCode: o.discountCode,
      shippingMethodName: o.shippingMethodName,
      country: o.country,
      region: o.region,
    },
    orderDate: o.orderDate,
    orderUpdateDate: o.orderUpdateDate,
    paymentId: o.paymentId,
    payerId: o.payerId,
    // While PayPal has the payment in hand, a cancellation has to wait for its answer (refund-saga.ts).
    nextStatuses: adminNextStatuses(o.orderStatus).filter((s) => s !== "rejected" || !PAYMENT_IN_FLIGHT.has(o.paymentStatus)),
  };
}
