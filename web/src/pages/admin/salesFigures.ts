import type { SalesDashboardQuery as SalesDashboardData } from "../../gql/graphql";
import { formatMoney } from "../../components/common/format";

/** The dashboard's headline figures and how each is shown; the server computes them all (cents, counts). */
export type Figures = SalesDashboardData["salesDashboard"]["current"];

export const FIGURES: { key: keyof Omit<Figures, "__typename">; label: string; format: (n: number) => string }[] = [
  { key: "revenueCents", label: "Revenue", format: formatMoney },
  { key: "orders", label: "Orders", format: (n) => n.toLocaleString("en-US") },
  { key: "averageOrderValueCents", label: "Average order value", format: formatMoney },
  { key: "unitsSold", label: "Units sold", format: (n) => n.toLocaleString("en-US") },
  { key: "discountCents", label: "Discounts", format: formatMoney },
  { key: "shippingCents", label: "Shipping", format: formatMoney },
  { key: "taxCents", label: "Tax", format: formatMoney },
];

/** "+25%" / "-10%" against the previous period; "new" when there was nothing before, "" when both are zero. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "" : "new";
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct > 0 ? "+" : ""}${pct}%`;
}
