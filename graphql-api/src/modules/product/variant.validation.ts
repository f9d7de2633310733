// The admin's variant grid checked cell by cell: every refused cell is reported at once with its path in the input
// ("variants.2.sku"), so the form marks each one; a grid is 1 to 100 cells with unique ids, SKUs and size/colour pairs.
import { FieldsError, badInput, type FieldError } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { MAX_PRICE_CENTS } from "../../money.js";
import { MAX_VARIANT_LABEL } from "./product.filter.js";
import { MAX_STOCK } from "./product.validation.js";
import { variantLabel } from "./variants.js";

export const MAX_VARIANTS = 100;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

/** A cell as checked: id of an existing variant (or null for a new one), sizes and colours trimmed ("" = none). */
export interface VariantCell {
  id: string | null;
  sku: string;
  size: string;
  colour: string;
  stock: number;
  priceCents: number | null;
}

const present = (v: unknown) => v !== undefined && v !== null;

/** The grid as sent (GraphQL gives typed values, anything else may not): checked cells, or a FieldsError naming every bad cell. */
export function parseVariantGrid(value: unknown): VariantCell[] {
  if (!Array.isArray(value)) throw badInput("variants must be a list.");
  if (value.length < 1 || value.length > MAX_VARIANTS) {
    throw new FieldsError([{ path: "variants", message: `A product has 1 to ${MAX_VARIANTS} variants.` }]);
  }
  const errors: FieldError[] = [];
  const cells = value.map((raw, i) => parseCell(raw, `variants.${i}`, errors));
  const skus = new Map<string, number>();
  const pairs = new Map<string, number>();
  const ids = new Set<string>();
  cells.forEach((c, i) => {
    if (!c) return;
    // One variant written from two cells would take the last one's values, and the audit log would record both.
    if (c.id !== null && ids.has(c.id)) errors.push({ path: `variants.${i}.id`, message: "This variant is listed twice: give each variant's id once." });
    if (c.id !== null) ids.add(c.id);
    const sku = c.sku.toUpperCase();
    if (skus.has(sku)) errors.push({ path: `variants.${i}.sku`, message: `SKU ${c.sku} is used twice in this product.` });
    else skus.set(sku, i);
    const pair = JSON.stringify([c.size.toLowerCase(), c.colour.toLowerCase()]);
    if (pairs.has(pair)) errors.push({ path: `variants.${i}.size`, message: `${variantLabel(c) || "One size"} is listed twice.` });
    else pairs.set(pair, i);
  });
  if (errors.length) throw new FieldsError(errors);
  return cells as VariantCell[];
}

function parseCell(raw: unknown, path: string, errors: FieldError[]): VariantCell | null {
  if (!raw || typeof raw !== "object") {
    errors.push({ path, message: "Each variant needs a SKU and a stock." });
    return null;
  }
  const cell = raw as Record<string, unknown>;
  const before = errors.length;
  const fail = (field: string, message: string) => errors.push({ path: `${path}.${field}`, message });
  const id = present(cell.id) ? cell.id : null;
  if (id !== null && !isUuid(id)) fail("id", "This variant is not one of the product's.");
  const sku = typeof cell.sku === "string" ? cell.sku.trim() : "";
  if (!SKU.test(sku)) fail("sku", "SKU must be 1 to 64 letters, digits, '-', '_' or '.'.");
  const label = (field: "size" | "colour", name: string) => {
    const v = cell[field];
    if (!present(v)) return "";
    if (typeof v !== "string") return fail(field, `${name} must be text.`), "";
    if (v.trim().length > MAX_VARIANT_LABEL) fail(field, `${name} is too long (maximum ${MAX_VARIANT_LABEL} characters).`);
    return v.trim();
  };
  const size = label("size", "Size");
  const colour = label("colour", "Colour");
  const stock = cell.stock;
  if (typeof stock !== "number" || !Number.isSafeInteger(stock) || stock < 0 || stock > MAX_STOCK) {
    fail("stock", `Stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString("en-US")}.`);
  }
  const price = present(cell.priceCents) ? cell.priceCents : null;
  if (price !== null && (typeof price !== "number" || !Number.isSafeInteger(price) || price <= 0 || price > MAX_PRICE_CENTS)) {
    fail("priceCents", "Price must be a whole number of cents above 0 and at most 100,000,000 (or empty for the product's price).");
  }
  if (errors.length > before) return null;
  return { id: id as string | null, sku, size, colour, stock: stock as number, priceCents: price as number | null };
}
