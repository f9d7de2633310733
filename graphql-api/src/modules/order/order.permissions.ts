import { isAdmin, isOwner, isPublic } from "../../auth/rules.js";

export const orderPermissions = {
  Query: { myOrders: isOwner, order: isOwner, adminOrders: isAdmin },
  Mutation: { createOrder: isOwner, captureOrder: isOwner, updateOrderStatus: isAdmin },
  Order: isPublic,
  OrderItem: isPublic,
  OrderAddress: isPublic,
  OrderEvent: isPublic,
  OrderPage: isPublic,
  CreatedOrder: isPublic,
};
