// A small shop per test cell: customer A with data of every kind, customer B and an admin who each have a cart,
// a product, a feature image, an unused password-reset link of A's and a link confirming a new email for A.
import crypto from "node:crypto";
import { createProduct, createUser, type TestServer } from "../support/harness.js";

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestServer) {
  const prisma = t.db.prisma;
  const product = await createProduct(t, { totalStock: 50, priceCents: 2500 });
  const [a, b, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: "admin" })]);
  for (const u of [a, b, admin]) {
    await prisma.cart.create({ data: { id: u.id, userId: u.id, items: { create: { productId: product.id, variantId: product.variantId, quantity: 1 } } } });
  }
  const address = await prisma.address.create({
    data: { userId: a.id, address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "Ring twice" },
  });
  await prisma.wishlistItem.create({ data: { userId: a.id, productId: product.id } });
  const paymentId = `PAY${crypto.randomBytes(8).toString("hex").toUpperCase()}`;
  const order = await prisma.order.create({
    data: {
      userId: a.id, cartId: a.id, addressId: address.id, address: address.address, city: address.city, pincode: address.pincode,
      phone: address.phone, notes: address.notes, orderStatus: "confirmed", paymentStatus: "paid", subtotalCents: 2500,
      shippingCents: 500, totalCents: 3000, paymentId, payerId: "PAYERA", capturedAt: new Date(),
      items: { create: { productId: product.id, title: product.title, image: product.image, priceCents: 2500, quantity: 1 } },
    },
  });
  const feature = await prisma.featureImage.create({ data: { image: "/images/features/1.svg" } });
  const resetToken = crypto.randomBytes(32).toString("hex");
  await prisma.passwordResetToken.create({
    data: { userId: a.id, tokenHash: crypto.createHash("sha256").update(resetToken).digest("hex"), expiresAt: new Date(Date.now() + 3_600_000) },
  });
  const n = crypto.randomBytes(4).toString("hex");
  const emailToken = crypto.randomBytes(32).toString("hex");
  await prisma.emailChangeRequest.create({
    data: { userId: a.id, newEmail: `changed-${n}@example.test`, tokenHash: crypto.createHash("sha256").update(emailToken).digest("hex"), expiresAt: new Date(Date.now() + 3_600_000) },
  });
  return { product, a, b, admin, address, order, paymentId, feature, resetToken, emailToken, n };
}

/**
 * Cells share one database, and the shop refuses a feature image past 100: a finished cell removes its own, so
 * hundreds of cells never fill the home page and the admin's addFeatureImage cell still answers "ok".
 */
export async function discardWorld(t: TestServer, w: World) {
  await t.db.prisma.featureImage.deleteMany({ where: { id: w.feature.id } });
}

/** Everything of A's another customer must not be able to change. */
export async function snapshotOf(t: TestServer, userId: string) {
  const p = t.db.prisma;
  const [user, cart, addresses, wishlist, orders, reviews] = await Promise.all([
    p.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, userName: true, phone: true, passwordHash: true, tokenVersion: true } }),
    p.cartItem.findMany({ where: { cart: { userId } }, select: { productId: true, quantity: true }, orderBy: { productId: "asc" } }),
    p.address.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    p.wishlistItem.findMany({ where: { userId }, select: { productId: true }, orderBy: { productId: "asc" } }),
    p.order.findMany({ where: { userId }, select: { id: true, orderStatus: true, paymentStatus: true }, orderBy: { id: "asc" } }),
    p.review.findMany({ where: { userId }, select: { id: true } }),
  ]);
  return JSON.stringify({ user, cart, addresses, wishlist, orders, reviews });
}
