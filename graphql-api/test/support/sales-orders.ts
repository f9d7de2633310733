import type { PaymentStatus } from "../../src/modules/shared-enums.js";
import { expect } from "vitest";
import { createUser, type TestServer } from "./harness.js";
import { CAPTURE, addAddress, createApprovedOrder, fillCart } from "./order-helpers.js";

/** Test support: an order written straight to the database in a given payment state, captured at a given instant. */
export async function orderAt(
  t: TestServer,
  userId: string,
  capturedAt: string | null,
  lines: { product: { id: string; title: string; variantId?: string }; priceCents: number; quantity: number }[],
  paymentStatus: PaymentStatus = "paid",
  /** The rest of a breakdown (issue 44); default: no discount or tax and $5.00 shipping. */
  money: { discountCents?: number; shippingCents?: number; shippingDiscountCents?: number; taxCents?: number } = {},
) {
  const { discountCents = 0, shippingCents = 500, shippingDiscountCents = 0, taxCents = 0 } = money;
  const subtotalCents = lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
  // As createOrder does: each line keeps its product's category of the moment.
  const products = await t.db.prisma.product.findMany({ where: { id: { in: lines.map((l) => l.product.id) } }, select: { id: true, category: true } });
  const categoryOf = new Map(products.map((p) => [p.id, p.category]));
  return t.db.prisma.order.create({
    data: {
      userId,
      address: "1 Main Street",
      city: "Springfield",
      pincode: "12345",
      phone: "5550100",
      notes: "",
      paymentStatus,
      orderStatus: paymentStatus === "paid" ? "confirmed" : paymentStatus === "refunded" ? "rejected" : "pending",
      subtotalCents,
      shippingCents,
      discountCents,
      shippingDiscountCents,
      taxCents,
      totalCents: subtotalCents - discountCents + shippingCents + taxCents,
      unitCount: lines.reduce((n, l) => n + l.quantity, 0),
      capturedAt: capturedAt ? new Date(capturedAt) : null,
      items: {
        create: lines.map((l) => ({
          productId: l.product.id,
          variantId: l.product.variantId ?? null,
          title: l.product.title,
          category: categoryOf.get(l.product.id) ?? null,
          image: "/x.png",
          priceCents: l.priceCents,
          quantity: l.quantity,
          // As moveOrder keeps it: the capture time while paid.
          paidAt: paymentStatus === "paid" && capturedAt ? new Date(capturedAt) : null,
        })),
      },
    },
  });
}

export const DASHBOARD = `query($range: DashboardRange!, $from: String, $to: String) {
  salesDashboard(range: $range, from: $from, to: $to) {
    timeZone from to previousFrom previousTo
    current { revenueCents orders averageOrderValueCents unitsSold }
    previous { revenueCents orders averageOrderValueCents unitsSold }
    days { date revenueCents orders }
    topProducts { productId title unitsSold revenueCents }
    categories { category unitsSold revenueCents }
  }
}`;

/** A shopper buys `quantity` of the product the real way: checkout, approval at the sandbox, capture. */
export async function buyNow(t: TestServer, productId: string, quantity: number) {
  const shopper = await createUser(t);
  const address = await addAddress(t, shopper.id);
  await fillCart(t, shopper.id, [{ productId, quantity }]);
  const approved = await createApprovedOrder(t, shopper.token, address.id);
  const captured = await t.gql(CAPTURE, { o: approved.orderId, p: approved.paymentId, r: approved.payerId }, shopper.token);
  expect(captured.errors).toBeUndefined();
  return approved.orderId;
}
