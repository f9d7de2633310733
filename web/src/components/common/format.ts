/**
 * Money arrives as integer cents and is only ever formatted here, never computed in floating point: the server
 * prices lines, subtotals, shipping and totals. US dollars, as the shop charges them (SPEC: "$" and 2 decimals).
 */
export function formatMoney(cents: number): string {
  // Written out rather than through Intl.NumberFormat: making that formatter loads the currency data, a task of
  // 100-150 ms on a phone as the first prices render. The same text for every whole number of cents (format.test.ts).
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${cents < 0 ? "-" : ""}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** The server computes shipping (free from a 2000 subtotal); 0 reads "Free". */
export function formatShipping(cents: number): string {
  return cents === 0 ? "Free" : formatMoney(cents);
}

/**
 * Reads what an admin types as a dollar amount ("12", "12.5", "12.99") into exact cents, from the digits
 * themselves (Number("0.29") * 100 is 28.999…). Null when it is not such an amount.
 */
export function parseDollarsToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Cents as the plain amount an admin edits ("12.50"). */
export const centsToDollarText = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** SPEC section 9: only the date is shown, as the viewer's own calendar has it (their time zone). */
export function formatDate(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A moment in the viewer's locale and time zone, e.g. for an order's history. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

