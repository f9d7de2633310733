import { expect } from "vitest";
import type { TestServer } from "./harness.js";

/** Test support for the order tests: sets up carts and addresses directly, drives the sandbox like a browser. */

export const ORDER_FIELDS = `id userId userName cartId orderStatus paymentMethod paymentStatus subtotal shippingCost totalAmount
  orderDate orderUpdateDate paymentId payerId
  items { productId title image price quantity total }
  addressInfo { addressId address city pincode phone notes }`;

export const CREATE = `mutation($a: ID!) { createOrder(addressId: $a) { orderId approvalURL } }`;
export const CAPTURE = `mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { ${ORDER_FIELDS} } }`;
export const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

export const errorOf = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
  r.errors ? { code: r.errors[0]!.extensions?.code, message: r.errors[0]!.message } : null;

/** Puts lines in a cart directly; a line without variantId is of the product's first variant. */
export async function fillCart(t: TestServer, userId: string, lines: { productId: string; quantity: number; variantId?: string }[]) {
  const cart = await t.db.prisma.cart.upsert({ where: { userId }, create: { userId }, update: {} });
  for (const line of lines) {
    const variantId = line.variantId ?? (await firstVariantId(t, line.productId));
    await t.db.prisma.cartItem.upsert({
      where: { cartId_variantId: { cartId: cart.id, variantId } },
      create: { cartId: cart.id, productId: line.productId, variantId, quantity: line.quantity },
      update: { quantity: line.quantity },
    });
  }
  return cart;
}

export const firstVariantId = async (t: TestServer, productId: string) =>
  (await t.db.prisma.productVariant.findFirstOrThrow({ where: { productId }, orderBy: { position: "asc" } })).id;

export function addAddress(t: TestServer, userId: string) {
  return t.db.prisma.address.create({
    data: { userId, address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "Ring twice" },
  });
}

export async function cartLines(t: TestServer, userId: string) {
  const items = await t.db.prisma.cartItem.findMany({ where: { cart: { userId } }, select: { productId: true, quantity: true } });
  return Object.fromEntries(items.map((i) => [i.productId, i.quantity]));
}

export const stockOf = async (t: TestServer, productId: string) =>
  (await t.db.prisma.product.findUniqueOrThrow({ where: { id: productId } })).totalStock;

/** Opens the approval page and submits one of its forms, as a browser would; returns where the sandbox redirects. */
export async function submitApprovalForm(approvalURL: string, button: "Approve" | "Cancel" | "Pay, PayPal holds it for review" | "Pay with a card the bank declines") {
  const page = await fetch(approvalURL);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].find((m) => m[2]!.includes(`>${button}</button>`));
  expect(form, `the page has a ${button} form`).toBeDefined();
  const fields = Object.fromEntries([...form![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const res = await fetch(new URL(form![1]!, approvalURL), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return { html, location: new URL(res.headers.get("location")!) };
}

/** createOrder + approval at the sandbox: what a shopper has done when the browser lands on paypal-return. */
export async function createApprovedOrder(t: TestServer, token: string, addressId: string) {
  const created = await t.gql(CREATE, { a: addressId }, token);
  expect(created.errors).toBeUndefined();
  const { orderId, approvalURL } = created.data.createOrder as { orderId: string; approvalURL: string };
  const { location } = await submitApprovalForm(approvalURL, "Approve");
  return { orderId, approvalURL, paymentId: location.searchParams.get("paymentId")!, payerId: location.searchParams.get("PayerID")!, location };
}
