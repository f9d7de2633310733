import { LOW_STOCK_THRESHOLD } from "../../../components/shop/stock";

/** The product page's availability line, as the cards' badge counts it (SPEC: "Only N left" under 10). */
export function availabilityText(totalStock: number): string {
  if (totalStock <= 0) return "Out of stock";
  if (totalStock < LOW_STOCK_THRESHOLD) return `In stock: only ${totalStock} left`;
  return "In stock";
}
