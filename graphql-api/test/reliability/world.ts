// A small shop per test cell: customer A with data of every kind, customer B and an admin who each have a cart,
// a product, a feature image, a partner's API key, an unused password-reset link of A's and a link confirming a new
// email for A.
import crypto from "node:crypto";
import { generate, generateSecret } from "otplib";
import { createProduct, createUser, type TestServer } from "../support/harness.js";
import { SecretBox } from "../../src/auth/secret-box.js";

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
  const apiKey = await prisma.apiKey.create({
    data: { name: "Matrix partner", prefix: crypto.randomBytes(6).toString("hex"), secretHash: crypto.randomBytes(32).toString("hex"), scopes: ["catalogue:read"], rateLimitPerMinute: 600 },
  });
  // A partner's webhook endpoint (off: nothing is sent from the tests) with one delivery made (the admin's webhook cells act on them).
  const webhook = await prisma.webhookEndpoint.create({
    data: { url: "https://93.184.215.14/hooks", events: ["order.paid"], enabled: false, apiKeyId: apiKey.id, secretBox: new SecretBox(t.config.tokenSecret, "webhook-endpoint").seal(`whsec_${crypto.randomBytes(32).toString("base64")}`) },
  });
  const event = await prisma.webhookEvent.create({ data: { type: "order.paid", resourceKey: `order:${order.id}`, data: { id: order.id } } });
  const webhookDelivery = await prisma.webhookDelivery.create({ data: { eventSeq: event.seq, endpointId: webhook.id, resourceKey: event.resourceKey, status: "delivered" } });
  const resetToken = crypto.randomBytes(32).toString("hex");
  await prisma.passwordResetToken.create({
    data: { userId: a.id, tokenHash: crypto.createHash("sha256").update(resetToken).digest("hex"), expiresAt: new Date(Date.now() + 3_600_000) },
  });
  const n = crypto.randomBytes(4).toString("hex");
  const emailToken = crypto.randomBytes(32).toString("hex");
  await prisma.emailChangeRequest.create({
    data: { userId: a.id, newEmail: `changed-${n}@example.test`, tokenHash: crypto.createHash("sha256").update(emailToken).digest("hex"), expiresAt: new Date(Date.now() + 3_600_000) },
  });
  // The shop's categories and brands in menu order (the admin's rename and reorder cells act on them).
  const menuOrder = { orderBy: [{ position: "asc" as const }, { slug: "asc" as const }], select: { id: true, name: true } };
  const [categories, brands] = [await prisma.category.findMany(menuOrder), await prisma.brand.findMany(menuOrder)];
  // Two-step sign-in being set up by A, B and the admin (one secret for all three: a cell's caller enables its own),
  // and A's tickets of a sign-in waiting for its second step or for that setup.
  const secret = generateSecret();
  await prisma.user.updateMany({ where: { id: { in: [a.id, b.id, admin.id] } }, data: { totpPendingSecret: new SecretBox(t.config.tokenSecret, "totp").seal(secret) } });
  const twoFactor = {
    secret,
    code: await generate({ secret }),
    ticket: await t.shop.tokens.signTicket({ userId: a.id, purpose: "second-factor", version: a.tokenVersion }),
    setupTicket: await t.shop.tokens.signTicket({ userId: a.id, purpose: "two-factor-setup", version: a.tokenVersion }),
  };
  // What a cell's PREPARE step adds (authz-calls.ts), e.g. a passkey's answers per caller.
  const prepared: Record<string, unknown> = {};
  return { product, a, b, admin, address, order, paymentId, feature, apiKey, webhook, webhookDelivery, resetToken, emailToken, n, categories, brands, twoFactor, prepared };
}

/** Turns two-step sign-in on (the world's secret) for these users, as a cell that needs it on prepares its world. */
export async function enableTwoFactor(t: TestServer, w: World, userIds: string[]) {
  await t.db.prisma.user.updateMany({
    where: { id: { in: userIds } },
    data: { totpSecret: new SecretBox(t.config.tokenSecret, "totp").seal(w.twoFactor.secret), totpPendingSecret: null, totpEnabledAt: new Date() },
  });
}

/**
 * Cells share one database, and the shop refuses a feature image past 100: a finished cell removes its own, so
 * hundreds of cells never fill the home page and the admin's addFeatureImage cell still answers "ok". Likewise the
 * categories and brands a createCategory/createBrand cell added (no product names them).
 */
export async function discardWorld(t: TestServer, w: World) {
  await t.db.prisma.featureImage.deleteMany({ where: { id: w.feature.id } });
  await t.db.prisma.category.deleteMany({ where: { slug: `matrix-${w.n}` } });
  await t.db.prisma.brand.deleteMany({ where: { slug: `matrix-${w.n}` } });
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
