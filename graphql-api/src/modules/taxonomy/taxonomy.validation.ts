// The rules of a category's or brand's slug and name, shared by the admin's forms (GraphQL) and the product checks.
import { badInput } from "../../errors.js";

export type TaxonomyKind = "category" | "brand";

export const LABEL: Record<TaxonomyKind, { one: string; One: string; many: string }> = {
  category: { one: "category", One: "Category", many: "categories" },
  brand: { one: "brand", One: "Brand", many: "brands" },
};

export const MAX_SLUG = 40;
export const MAX_NAME = 60;
/** A storefront menu lists every visible one: the number is bounded where they are created. */
export const MAX_ENTRIES = 100;

export const SLUG = /^[a-z0-9-]{1,40}$/;

/** Slugs live in URLs and old clients' query strings: lowercase letters, digits and hyphens only. */
export function parseSlug(kind: TaxonomyKind, value: unknown): string {
  const v = typeof value === "string" ? value.trim() : "";
  if (!v) throw badInput(`${LABEL[kind].One} slug cannot be blank.`);
  if (v.length > MAX_SLUG) throw badInput(`${LABEL[kind].One} slug is too long (maximum ${MAX_SLUG} characters).`);
  if (!SLUG.test(v)) throw badInput(`${LABEL[kind].One} slug "${v}" may hold only lowercase letters a-z, digits and hyphens (e.g. "t-shirts").`);
  return v;
}

export function parseName(kind: TaxonomyKind, value: unknown): string {
  if (typeof value !== "string") throw badInput(`${LABEL[kind].One} name must be text.`);
  const v = value.trim();
  if (!v) throw badInput(`${LABEL[kind].One} name cannot be blank.`);
  if (v.length > MAX_NAME) throw badInput(`${LABEL[kind].One} name is too long (maximum ${MAX_NAME} characters).`);
  return v;
}

export function parseHidden(kind: TaxonomyKind, value: unknown): boolean {
  if (typeof value !== "boolean") throw badInput(`${LABEL[kind].One} hidden must be true or false.`);
  return value;
}

/** The full new order: every current id exactly once. */
export function parseOrder(kind: TaxonomyKind, ids: unknown, current: readonly string[]): string[] {
  const { many } = LABEL[kind];
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string")) throw badInput(`The new order of ${many} must be a list of ids.`);
  const list = ids as string[];
  if (new Set(list).size !== list.length) throw badInput(`The new order of ${many} lists an id more than once.`);
  const known = new Set(current);
  const unknown = list.find((id) => !known.has(id));
  if (unknown !== undefined) throw badInput(`The new order of ${many} names an unknown id: ${unknown.slice(0, 40)}.`);
  if (list.length !== current.length) throw badInput(`The new order of ${many} must list every one of them (${current.length}), each once.`);
  return list;
}
