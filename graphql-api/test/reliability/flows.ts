// Shopper journeys for the reliability suites, driven over HTTP exactly as the storefront and the PayPal page do.
import { CAPTURE, CREATE, submitApprovalForm } from "../support/order-helpers.js";

export { CAPTURE, CREATE };

export type Gql = (query: string, variables?: Record<string, unknown>, token?: string) => Promise<{ status: number; data: any; errors?: { message: string; extensions?: { code?: string } }[] }>;

export const ADD_TO_CART = `mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { items { productId quantity } } }`;
export const UPDATE_CART = `mutation($p: ID!, $q: Int!) { updateCartItem(productId: $p, quantity: $q) { items { productId quantity } } }`;
export const ADD_ADDRESS = `mutation { addAddress(input: { address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "Leave at the door" }) { id } }`;

/** Runs `fn` over `items` with at most `limit` in flight (set-up steps; the race itself is fired all at once). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** addToCart (unless productId is null: check out the cart as it is) → addAddress → createOrder → Approve on the sandbox page: returns what the capture needs. */
export async function approvedCheckout(gql: Gql, token: string, productId: string | null, quantity = 1) {
  if (productId) {
    const added = await gql(ADD_TO_CART, { p: productId, q: quantity }, token);
    if (added.errors) throw new Error(`addToCart: ${added.errors[0]!.message}`);
  }
  const address = await gql(ADD_ADDRESS, {}, token);
  if (address.errors) throw new Error(`addAddress: ${address.errors[0]!.message}`);
  const created = await gql(CREATE, { a: address.data.addAddress.id }, token);
  if (created.errors) throw new Error(`createOrder: ${created.errors[0]!.message}`);
  const { orderId, approvalURL } = created.data.createOrder as { orderId: string; approvalURL: string };
  const { location } = await submitApprovalForm(approvalURL, "Approve");
  return { orderId, paymentId: location.searchParams.get("paymentId")!, payerId: location.searchParams.get("PayerID")! };
}

export const capture = (gql: Gql, token: string, c: { orderId: string; paymentId: string; payerId: string }) =>
  gql(CAPTURE, { o: c.orderId, p: c.paymentId, r: c.payerId }, token);
