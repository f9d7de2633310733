// Checkout, payment capture and orders on the REST facade (spec 7, Orders and Admin orders), in the spec's order
// shape. Prices, totals and lines a client sends are ignored: the service builds the order from the cart.
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import type { OrderType } from "../modules/order/order.types.js";
import { body, paging, param, queryValue } from "./input.js";
import { toRest } from "./shape.js";

const NOT_SETTLED = "PayPal has not confirmed this payment yet. Your order will be confirmed as soon as it does; please do not pay again.";

/** Order as the spec names it: lines under cartItems, money in dollars, plus `_id` (the GraphQL-only history stays out). */
export function restOrder(order: OrderType) {
  // The breakdown and the lines' discounts are GraphQL-only too: the legacy shape stays as the spec wrote it.
  const { items, history: _history, nextStatuses: _next, breakdown: _breakdown, ...rest } = order;
  return toRest({ ...rest, cartItems: items.map(({ discountCents: _d, promotionCents: _p, ...line }) => line) });
}

const restOrders = (page: { items: OrderType[]; total: number; page: number; pageSize: number }) => ({
  success: true,
  data: page.items.map(restOrder),
  total: page.total,
  page: page.page,
  limit: page.pageSize,
});

/** The address the order ships to: `addressInfo.addressId` (the spec's order shape) or a plain `addressId`. */
function addressIdOf(b: Record<string, unknown>): unknown {
  const info = b.addressInfo;
  if (info && typeof info === "object" && !Array.isArray(info) && "addressId" in info) return (info as { addressId: unknown }).addressId;
  return b.addressId;
}

export function orderRoutes({ services }: RestDeps): RestRoute[] {
  const orders = services.orders;
  return [
    {
      method: "post",
      paths: ["/api/shop/order/create"],
      operation: "createOrder",
      status: 201,
      handler: async ({ req, viewer }) => {
        const b = body(req);
        const { orderId, approvalURL } = await orders.createOrder(viewer, addressIdOf(b), { ip: req.ip ?? "" });
        return { success: true, approvalURL, orderId };
      },
    },
    {
      method: "post",
      paths: ["/api/shop/order/capture"],
      operation: "captureOrder",
      handler: async ({ req, res, viewer }) => {
        const b = body(req);
        const order = await orders.captureOrder(viewer, b.orderId, b.paymentId, b.payerId);
        const settling = order.paymentStatus === "capturing" || order.paymentStatus === "held";
        if (!settling) return { success: true, message: "Order confirmed", data: restOrder(order) };
        // Not paid yet (PayPal holds the payment for review, or has not answered): a legacy client must not say "paid".
        res.status(202).json({ success: false, message: NOT_SETTLED, data: restOrder(order) });
      },
    },
    {
      method: "get",
      paths: ["/api/shop/order/list/:userId"],
      operation: "myOrders",
      handler: async ({ req, viewer }) => {
        const { page, limit } = paging(req);
        return restOrders(await orders.myOrders(viewer, page, limit));
      },
    },
    {
      method: "get",
      paths: ["/api/shop/order/details/:orderId"],
      operation: "order",
      handler: async ({ req, viewer }) => ({ success: true, data: restOrder(await orders.order(viewer, param(req, "orderId"))) }),
    },
    {
      method: "get",
      paths: ["/api/admin/orders/get"],
      operation: "adminOrders",
      handler: async ({ req, viewer }) => {
        const { page, limit } = paging(req);
        return restOrders(
          await orders.adminOrders(
            { status: queryValue(req, "status"), from: queryValue(req, "from"), to: queryValue(req, "to"), search: queryValue(req, "q"), customerId: queryValue(req, "customerId") },
            page,
            limit,
          ),
        );
      },
    },
    {
      method: "get",
      paths: ["/api/admin/orders/details/:id"],
      operation: "adminOrder",
      handler: async ({ req, viewer }) => ({ success: true, data: restOrder(await orders.order(viewer, param(req, "id"))) }),
    },
    {
      method: "put",
      paths: ["/api/admin/orders/update/:id"],
      operation: "updateOrderStatus",
      handler: async ({ req, viewer }) => {
        const order = await orders.updateOrderStatus(viewer, param(req, "id"), body(req).orderStatus as string);
        return { success: true, message: "Order status is updated successfully!", data: restOrder(order) };
      },
    },
  ];
}
