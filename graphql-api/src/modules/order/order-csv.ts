// The orders CSV (RFC 4180, UTF-8): its header, one row per order line, money as decimal amounts, and cells that a
// spreadsheet would run as a formula (=, +, -, @ first) neutralised. An item names its size and colour ("Tee (M / Black)").
import { lineName } from "./order-moves.js";

export const CSV_HEADER = [
  "Order ID",
  "Order Date",
  "Customer Name",
  "Customer Email",
  "Order Status",
  "Payment Status",
  "Item",
  "Quantity",
  "Unit Price",
  "Line Total",
  "Subtotal",
  "Shipping",
  "Order Total",
  // Issue 44: the rest of the breakdown as charged (Shipping above is the shipping charged).
  "Discount Code",
  "Discount",
  "Shipping Method",
  "Tax",
  "Tax Included",
  // Off the goods by automatic promotions (before the code's Discount).
  "Promotions",
] as const;

/** "1250" cents -> "12.50": exact, from integer cents. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One cell. Text a spreadsheet would read as a formula (starting with =, +, -, @, or a tab or carriage return before
 * one) gets a leading apostrophe (OWASP's advice); then a cell holding a quote, comma or line break is quoted, its
 * quotes doubled (RFC 4180). Our own numbers never need either.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(",")}\r\n`;

export interface CsvOrder {
  id: string;
  orderDate: Date;
  user: { userName: string; email: string };
  orderStatus: string;
  paymentStatus: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  discountCode: string | null;
  discountCents: number;
  promotionCents: number;
  shippingMethodName: string;
  taxCents: number;
  taxIncluded: boolean;
  items: { title: string; quantity: number; priceCents: number; size: string; colour: string }[];
}

/** An order's rows: one per line (an order without lines still gets one, its item cells empty). */
export function orderCsvLines(o: CsvOrder): string {
  const order = [o.id, o.orderDate.toISOString(), o.user.userName, o.user.email, o.orderStatus, o.paymentStatus];
  const totals = [
    centsToDecimal(o.subtotalCents),
    centsToDecimal(o.shippingCents),
    centsToDecimal(o.totalCents),
    o.discountCode ?? "",
    centsToDecimal(o.discountCents),
    o.shippingMethodName,
    centsToDecimal(o.taxCents),
    o.taxIncluded ? "yes" : "no",
    centsToDecimal(o.promotionCents),
  ];
  const lines = o.items.length ? o.items : [null];
  return lines
    .map((i) => csvLine([...order, ...(i ? [lineName(i.title, i), i.quantity, centsToDecimal(i.priceCents), centsToDecimal(i.priceCents * i.quantity)] : ["", "", "", ""]), ...totals]))
    .join("");
}

