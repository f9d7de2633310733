// Paging for every list, on both APIs: one set of limits and one reading of page/pageSize, so a list never accepts
// what another refuses. Lists are numbered from page 1.
import { badInput } from "./errors.js";

export const PAGE_LIMITS = {
  /** The largest page size any list serves. */
  maxPageSize: 100,
  /** The deepest page number accepted (OFFSET paging: deeper pages cost more than they are worth). */
  maxPage: 100_000,
} as const;

export interface Paging {
  page: number;
  pageSize: number;
}

/** A page number and size as sent (numbers, numeric strings, or absent for the defaults), checked against the limits. */
export function parsePaging(page: unknown, pageSize: unknown, defaultSize: number): Paging {
  const p = page === undefined || page === null ? 1 : wholeNumber(page, "page");
  const size = pageSize === undefined || pageSize === null ? defaultSize : wholeNumber(pageSize, "pageSize");
  if (p < 1 || p > PAGE_LIMITS.maxPage) throw badInput(`page must be a whole number from 1 to ${PAGE_LIMITS.maxPage}.`);
  if (size < 1 || size > PAGE_LIMITS.maxPageSize) throw badInput(`pageSize must be a whole number from 1 to ${PAGE_LIMITS.maxPageSize}.`);
  return { page: p, pageSize: size };
}

/** The rows to skip for a page. */
export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

function wholeNumber(value: unknown, field: string): number {
  const n = typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n)) throw badInput(`${field} must be a whole number.`);
  return n;
}
