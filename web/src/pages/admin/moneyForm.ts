// What an admin types on the money pages, read exactly (no floating point): percentages into basis points or parts per
// million, comma lists, local date-times. Each reader returns null for text it cannot read, so the form can say which.

/** "12.5" (%) -> 1,250 basis points (hundredths of a percent); up to 2 decimals, 0.01 to 100. */
export const percentToBasisPoints = (text: string) => scaledPercent(text, 2);

/** "8.875" (%) -> 88,750 parts per million; up to 4 decimals, 0 to 100. */
export const percentToPpm = (text: string) => scaledPercent(text, 4);

function scaledPercent(text: string, decimals: number): number | null {
  const match = new RegExp(`^(\\d{1,3})(?:\\.(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 10 ** decimals + Number((match[2] ?? "").padEnd(decimals, "0"));
  return value > 100 * 10 ** decimals ? null : value;
}

/** 1,250 basis points -> "12.5"; 88,750 ppm -> "8.875" (trailing zeros dropped). */
export function scaledToPercentText(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const fraction = String(value % scale).padStart(decimals, "0").replace(/0+$/, "");
  return `${Math.trunc(value / scale)}${fraction ? `.${fraction}` : ""}`;
}

/** "women, men ,," -> ["women", "men"]. */
export const listOf = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);

/** A whole number of at least 1, or null for an empty box (no limit); undefined when it is neither. */
export function limitOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  return /^\d+$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : undefined;
}

/** An ISO instant as a datetime-local input shows it (the admin's own clock), "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the admin's clock) as an ISO instant, null for none. */
export const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);
