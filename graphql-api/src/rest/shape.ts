// Response shaping for the REST facade: the spec's clients read Mongo-style `_id`, dollar amounts and the brand id "h&m".
import { toDollars } from "../money.js";

type Plain = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Plain =>
  typeof v === "object" && v !== null && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

const CENTS = /^(.+)Cents$/;

/**
 * The legacy shape of a service view, at any depth: `_id` beside every `id`, and every integer `...Cents` amount as the
 * dollar number the spec's clients read under the name without the suffix (`priceCents: 2550` -> `price: 25.5`). The
 * only place the REST facade turns cents into dollars. Dates and other class instances pass through untouched.
 */
export function toRest<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => toRest(v)) as T;
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, v] of Object.entries(value)) {
    const dollars = CENTS.exec(key);
    if (dollars && typeof v === "number") out[dollars[1]!] = toDollars(v);
    else out[key] = toRest(v);
  }
  if ("id" in value && !("_id" in value)) out._id = value.id;
  return out as T;
}

// Only one brand id differs between the two APIs: the legacy "h&m" is the slug hm (slugs cannot contain "&").
const REST_BRAND: Partial<Record<string, string>> = { hm: "h&m" };
const SERVICE_BRAND: Partial<Record<string, string>> = { "h&m": "hm" };

/** The brand id as REST clients know it. */
export const restBrand = (brand: string) => (Object.hasOwn(REST_BRAND, brand) ? REST_BRAND[brand]! : brand);

/** A brand id from a REST client as the services know it (other spellings are left to the service to judge). */
export function serviceBrand(brand: unknown) {
  if (typeof brand !== "string") return brand;
  const key = brand.trim().toLowerCase();
  return Object.hasOwn(SERVICE_BRAND, key) ? SERVICE_BRAND[key] : brand; // own keys only: not "__proto__"
}
