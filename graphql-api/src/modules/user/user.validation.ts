// What valid account fields are: emails (normalized, so one address owns one account), user names without hidden or
// look-alike characters, passwords and phone numbers.
import { badInput } from "../../errors.js";

// Deliberately simple: one "@", something on both sides, a dot in the domain. The confirmation email is the real test.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Trimmed and lowercased, so one address can never own two accounts by case. */
export const normalizeEmail = (value: unknown) => text(value).toLowerCase();

export function validateEmail(value: unknown): string {
  const email = normalizeEmail(value);
  if (!email) throw badInput("Please enter your email address.");
  if (email.length > 254 || !EMAIL.test(email)) throw badInput("Please enter a valid email address.");
  return email;
}

/**
 * Characters that make a name look like another or hide what follows: controls (Cc), format characters (Cf:
 * right-to-left overrides and isolates, zero-width spaces and joiners, the byte-order mark, tag characters, the soft
 * hyphen), surrogates and private-use characters, line and paragraph separators, spaces other than the plain one,
 * and the blank Hangul fillers and Braille pattern.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u3164\uffa0\u2800]/u;

export function validateUserName(value: unknown): string {
  const userName = text(value).normalize("NFC");
  if (!userName) throw badInput("Please enter your user name.");
  if (userName.length > 60) throw badInput("User name must be at most 60 characters.");
  if (HIDDEN.test(userName)) throw badInput("User name cannot contain invisible, control or text-direction characters.");
  return userName;
}

/** Not trimmed: spaces are legitimate password characters. */
export function validatePassword(value: unknown): string {
  if (typeof value !== "string" || value.length < PASSWORD_MIN) throw badInput(`Password must be at least ${PASSWORD_MIN} characters.`);
  if (value.length > PASSWORD_MAX) throw badInput(`Password must be at most ${PASSWORD_MAX} characters.`);
  return value;
}

/** A string, or a number as the spec's numeric field sends it; anything else is refused rather than stored as "". */
export function validatePhone(value: unknown): string {
  const phone = typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? String(value) : typeof value === "string" ? value.trim() : null;
  if (phone === null || !/^\d{0,10}$/.test(phone)) throw badInput("Phone must contain digits only, at most 10.");
  return phone;
}
