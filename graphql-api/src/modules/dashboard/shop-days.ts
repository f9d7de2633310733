// Calendar days in the shop's time zone (SHOP_TIME_ZONE): what "today" is there, and the ranges the dashboard shows.
import { badInput } from "../../errors.js";

/** A local calendar day, "YYYY-MM-DD". */
export type Day = string;

export type RangeKind = "today" | "last7Days" | "last30Days" | "custom";

export interface DayRange {
  from: Day;
  to: Day;
  /** Days in the range, both ends included. */
  days: number;
}

/** A year (and a day, for leap years) at most: a range's figures must still fit the API's 32-bit integers. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** The day `at` falls on in `timeZone`. */
export function localDay(at: Date, timeZone: string): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

export function addDays(day: Day, n: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const daysBetween = (from: Day, to: Day) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

function parseDay(value: unknown, name: string): Day {
  const s = typeof value === "string" ? value.trim() : "";
  if (!DAY_FORMAT.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s) {
    throw badInput(`${name} must be a date written YYYY-MM-DD.`);
  }
  return s;
}

/** The chosen range as local days; custom ranges name both ends (included). */
export function resolveRange(kind: RangeKind, today: Day, from?: unknown, to?: unknown): DayRange {
  const last = (n: number) => ({ from: addDays(today, -(n - 1)), to: today, days: n });
  switch (kind) {
    case "today":
      return last(1);
    case "last7Days":
      return last(7);
    case "last30Days":
      return last(30);
    case "custom": {
      const f = parseDay(from, "From");
      const t = parseDay(to, "To");
      const days = daysBetween(f, t);
      if (days < 1) throw badInput("From must be on or before To.");
      if (days > MAX_RANGE_DAYS) throw badInput(`A range covers at most ${MAX_RANGE_DAYS} days.`);
      return { from: f, to: t, days };
    }
  }
}

/** The period of the same length just before. */
export const previousRange = (r: DayRange): DayRange => ({ from: addDays(r.from, -r.days), to: addDays(r.from, -1), days: r.days });

/** Every day of the range, in order. */
export const daysOf = (r: DayRange): Day[] => Array.from({ length: r.days }, (_, i) => addDays(r.from, i));
