/** Money arrives in dollars (Float); SPEC: "$" and 2 decimals. */
export const formatPrice = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A line is charged at the sale price when there is one (salePrice > 0). */
export function unitPrice(item: { price: number; salePrice: number }): number {
  return item.salePrice > 0 ? item.salePrice : item.price;
}

/** The server computes shipping (free from a 2000 subtotal); 0 reads "Free". */
export function formatShipping(shipping: number): string {
  return shipping === 0 ? "Free" : formatPrice(shipping);
}

/** SPEC section 9: only the date part of an ISO timestamp is shown. */
export const formatDate = (iso: string) => iso.split("T")[0] ?? iso;

export { categoryLabel, brandLabel } from "./catalog";
