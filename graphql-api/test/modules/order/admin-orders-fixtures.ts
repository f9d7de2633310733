// Orders written straight to the database for the admin search and export tests: a chosen customer, date, status
// and lines, priced as given (the checkout's own pricing is tested elsewhere).
import type { TestServer } from "../../support/harness.js";
import type { OrderStatus, PaymentStatus } from "../../../src/generated/prisma/client.js";

export interface OrderSpec {
  userId: string;
  at: Date;
  status?: OrderStatus;
  payment?: PaymentStatus;
  lines?: { title: string; priceCents: number; quantity: number }[];
  shippingCents?: number;
}

export async function placeOrder(t: TestServer, spec: OrderSpec) {
  const lines = spec.lines ?? [{ title: "Plain Tee", priceCents: 1250, quantity: 1 }];
  const subtotal = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  const shipping = spec.shippingCents ?? 500;
  return t.db.prisma.order.create({
    data: {
      userId: spec.userId,
      address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "",
      orderStatus: spec.status ?? "confirmed",
      paymentStatus: spec.payment ?? "paid",
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      orderDate: spec.at,
      items: { create: lines.map((l) => ({ title: l.title, image: "/images/products/test.svg", priceCents: l.priceCents, quantity: l.quantity })) },
    },
  });
}

export const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
