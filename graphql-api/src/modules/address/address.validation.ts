// What a valid delivery address is (trimmed required fields, length limits, digit-only pincode and phone), for
// GraphQL and REST alike.
import { badInput } from "../../errors.js";

export interface AddressFields {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
  /** Optional (legacy shapes have neither): undefined leaves a saved value as it is, "" clears it. */
  country?: string | null;
  region?: string | null;
}

const FIELDS = ["address", "city", "pincode", "phone", "notes"] as const;
const MAX_LENGTH: Record<(typeof FIELDS)[number], number> = { address: 300, city: 100, pincode: 10, phone: 16, notes: 500 };

/**
 * Trims every field and rejects blank or malformed ones. Numbers are accepted for pincode and phone because
 * the spec's address form (and older REST clients) send them as numeric inputs.
 */
export function validateAddress(input: unknown): AddressFields {
  if (typeof input !== "object" || input === null) throw badInput("All address fields are required.");
  const raw = input as Record<string, unknown>;
  const out = {} as AddressFields;
  for (const field of FIELDS) {
    const value = raw[field];
    const text = typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
    if (!text) throw badInput(`All address fields are required: ${field} is missing.`);
    if (text.length > MAX_LENGTH[field]) throw badInput(`The ${field} can be at most ${MAX_LENGTH[field]} characters.`);
    out[field] = text;
  }
  if (!/^\d{3,10}$/.test(out.pincode)) throw badInput("Pincode must be 3 to 10 digits.");
  if (!/^\+?\d{6,15}$/.test(out.phone)) throw badInput("Phone must be 6 to 15 digits (a leading + is allowed).");
  for (const field of ["country", "region"] as const) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    const code = typeof value === "string" ? value.trim().toUpperCase() : "";
    if (code && !(field === "country" ? /^[A-Z]{2}$/ : /^[A-Z0-9]{1,6}$/).test(code)) {
      throw badInput(field === "country" ? "Country must be a two-letter code such as US or DE." : "Region must be a code of up to 6 letters or digits, such as CA or NY.");
    }
    out[field] = code || null;
  }
  return out;
}
