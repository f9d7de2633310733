// Who may call the order operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const orderAccess = {
  myOrders: "owner",
  // The service lets admins read any order; a customer gets NOT_FOUND for someone else's.
  order: "owner",
  createOrder: "owner",
  captureOrder: "owner",
  adminOrders: "admin",
  ordersConnection: "admin",
  updateOrderStatus: "admin",
  /** REST GET /api/admin/orders/details/:id. */
  adminOrder: "admin",
  /** REST GET /api/admin/orders/export.csv: the admin's order search as CSV. */
  exportOrdersCsv: "admin",
  /** REST GET /api/orders/:id/invoice.pdf and credit-note.pdf: the order's shopper, or an admin (the service checks). */
  orderInvoicePdf: "owner",
} as const satisfies AccessTable;
