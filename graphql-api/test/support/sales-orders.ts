import type { PaymentStatus } from "../../src/modules/shared-enums.js";
import type { TestServer } from "./harness.js";

/** Test support: an order written straight to the database in a given payment state, captured at a given instant. */
export async function orderAt(
  t: TestServer,
  userId: string,
  capturedAt: string | null,
  lines: { product: { id: string; title: string }; priceCents: number; quantity: number }[],
  paymentStatus: PaymentStatus = "paid",
) {
  const subtotalCents = lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
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
      shippingCents: 500,
      totalCents: subtotalCents + 500,
      capturedAt: capturedAt ? new Date(capturedAt) : null,
      items: { create: lines.map((l) => ({ productId: l.product.id, title: l.product.title, image: "/x.png", priceCents: l.priceCents, quantity: l.quantity })) },
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
