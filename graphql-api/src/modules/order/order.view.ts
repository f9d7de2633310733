import type { Prisma as P } from "../../generated/prisma/client.js";
import { toDollars } from "../../money.js";
import type { OrderType } from "./order.types.js";

/** What every order read includes: its lines and the customer's userName, fetched with the orders (no query per order). */
export const ORDER_INCLUDE = {
  items: { orderBy: { title: "asc" } },
  user: { select: { userName: true } },
} satisfies P.OrderInclude;

export type OrderRow = P.OrderGetPayload<{ include: typeof ORDER_INCLUDE }>;

/** The API's view of an order: money in dollars, the address snapshot grouped as addressInfo. */
export function toOrderView(o: OrderRow): OrderType {
  return {
    id: o.id,
    userId: o.userId,
    userName: o.user.userName,
    cartId: o.cartId,
    items: o.items.map((i) => ({
      productId: i.productId,
      title: i.title,
      image: i.image,
      price: toDollars(i.priceCents),
      quantity: i.quantity,
      total: toDollars(i.priceCents * i.quantity),
    })),
    addressInfo: { addressId: o.addressId, address: o.address, city: o.city, pincode: o.pincode, phone: o.phone, notes: o.notes },
    orderStatus: o.orderStatus,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    subtotal: toDollars(o.subtotalCents),
    shippingCost: toDollars(o.shippingCents),
    totalAmount: toDollars(o.totalCents),
    orderDate: o.orderDate,
    orderUpdateDate: o.orderUpdateDate,
    paymentId: o.paymentId,
    payerId: o.payerId,
  };
}
