// Which image URLs products and feature images may hold: images this server stores (/uploads/…, /images/…) or
// absolute http(s) URLs; nothing else (no javascript:, data:).
import { badInput } from "../../errors.js";

export function validateImageUrl(value: unknown, field = "image"): string {
  if (typeof value !== "string" || !value.trim()) throw badInput(`${field} is required: upload an image first.`);
  const url = value.trim();
  if (url.length > 2048) throw badInput(`${field} URL is too long.`);
  if (/^\/(uploads|images)\/[A-Za-z0-9._\-/]+$/.test(url) && !url.includes("..")) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return url;
  } catch {
    /* fall through */
  }
  throw badInput(`${field} must be an uploaded image or an http(s) URL.`);
}
