// Request parsing shared by the REST routes. Only transport concerns live here (where a value comes from, its
// JSON/query type); every domain rule stays in the services.
import type { Request } from "express";
import { badInput, forbidden } from "../errors.js";
import { PAGE_LIMITS } from "../paging.js";
import type { Viewer } from "../auth/viewer.js";
import { NOT_YOURS } from "../auth/access.js";


/** A userId in the path or body must be the caller's own: the services act on the caller, never on that id. */
export function assertSelf(viewer: Viewer | null, userId: unknown): void {
  if (userId === undefined || userId === null || userId === "") return;
  if (!viewer || userId !== viewer.id) throw forbidden(NOT_YOURS);
}

/** The JSON body as an object (an array, a string or nothing is a 400). */
export function body(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== "object" || Array.isArray(b)) throw badInput("The request body must be a JSON object.");
  return b as Record<string, unknown>;
}

/** A route parameter (Express decodes it). */
export const param = (req: Request, name: string): string => {
  const v = (req.params as Record<string, string | undefined>)[name];
  return typeof v === "string" ? v : "";
};

/** A single query-string value; repeated keys (`?a=1&a=2`) are a 400 rather than a surprise array. */
export function queryValue(req: Request, name: string): string | undefined {
  const v: unknown = (req.query as Record<string, unknown>)[name];
  if (v === undefined) return undefined;
  if (typeof v !== "string") throw badInput(`Query parameter ${name} must be given once, as text.`);
  return v;
}

/** Comma-joined query values (`category=men,women`; a repeated key is joined too), empty parts dropped. */
export function queryList(req: Request, name: string): string[] {
  const v: unknown = (req.query as Record<string, unknown>)[name];
  if (v === undefined) return [];
  const parts = Array.isArray(v) ? v : [v];
  if (!parts.every((p): p is string => typeof p === "string")) throw badInput(`Query parameter ${name} must be comma-joined text.`);
  return parts.flatMap((p) => p.split(",")).map((s) => s.trim()).filter(Boolean);
}

/**
 * A whole number from a JSON body or a query string. JSON must carry a real number ("2" is refused); a query
 * string must be plain digits. Negatives, fractions and out-of-range values are a 400.
 */
export function wholeNumber(value: unknown, field: string, opts: { min?: number; max?: number; fromQuery?: boolean } = {}): number {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = opts;
  let n: number;
  if (opts.fromQuery && typeof value === "string") {
    if (!/^\s*-?\d+(\.\d+)?\s*$/.test(value)) throw badInput(`${field} must be a whole number.`);
    n = Number(value);
  } else if (typeof value === "number" && Number.isFinite(value)) {
    n = value;
  } else {
    throw badInput(`${field} must be a number, not ${value === null ? "null" : typeof value}.`);
  }
  if (n < 0 && min >= 0) throw badInput(`${field} cannot be negative.`);
  if (!Number.isInteger(n)) throw badInput(`${field} must be a whole number.`);
  if (n < min || n > max) throw badInput(`${field} must be from ${min} to ${max}.`);
  return n;
}

/** Optional paging from the query: `page` (default 1) and `limit` (default and maximum: the largest page any list serves). */
export function paging(req: Request) {
  const page = queryValue(req, "page");
  const limit = queryValue(req, "limit");
  return {
    page: page === undefined || page === "" ? 1 : wholeNumber(page, "page", { min: 1, max: PAGE_LIMITS.maxPage, fromQuery: true }),
    limit: limit === undefined || limit === "" ? PAGE_LIMITS.maxPageSize : wholeNumber(limit, "limit", { min: 1, max: PAGE_LIMITS.maxPageSize, fromQuery: true }),
  };
}

/** An id the client must send (productId, orderId…): a missing or non-text one is a 400; the service judges the rest. */
export function requiredId(value: unknown, field: string): string {
  if (typeof value !== "string" || value.trim() === "") throw badInput(`${field} is required.`);
  return value.trim();
}

/** An optional id (absent, null or "" when not given). */
export function optionalId(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") throw badInput(`${field} must be text.`);
  return value.trim();
}
