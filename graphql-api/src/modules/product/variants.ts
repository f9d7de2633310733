// A product's variants as the APIs show them, which variant a shopper means, and the one rule for what a unit of a variant costs (its own price,
// else the product's effective price); the SQL form of the same rule sits beside it for queries that price in SQL.
import { Prisma } from "../../generated/prisma/client.js";
import type { ProductVariant } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";

export interface VariantView {
  id: string;
  sku: string;
  size: string;
  colour: string;
  stock: number;
  priceCents: number | null;
  unitPriceCents: number;
}

/** What one unit of a variant costs now. */
export const unitPriceCents = (variant: { priceCents: number | null }, product: { effectivePriceCents: number }) =>
  variant.priceCents ?? product.effectivePriceCents;

/** unitPriceCents in SQL, for a query with the variant as `v` and its product as `p`. */
export const UNIT_PRICE_SQL = Prisma.sql`coalesce(v."priceCents", p."effectivePriceCents")`;

/** How variants are listed: the admin's order, then the order they were made in. */
export const VARIANT_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] satisfies Prisma.ProductVariantOrderByWithRelationInput[];

export const toVariantView = (v: ProductVariant, product: { effectivePriceCents: number }): VariantView => ({
  id: v.id,
  sku: v.sku,
  size: v.size,
  colour: v.colour,
  stock: v.stock,
  priceCents: v.priceCents,
  unitPriceCents: unitPriceCents(v, product),
});

/** The sizes (or colours) of a product's variants, each once, in the variants' order; "" (one size) left out. */
export const distinctValues = (variants: readonly VariantView[], field: "size" | "colour") => [
  ...new Set(variants.map((v) => v[field]).filter((value) => value !== "")),
];

/** How a variant is named to a person: "M / Black", "M", or "" for a default variant. */
export const variantLabel = (v: { size: string; colour: string }) => [v.size, v.colour].filter(Boolean).join(" / ");

export const CHOOSE_SIZE = "Please choose a size";
const VARIANT_NOT_FOUND = "This size or colour of the product no longer exists";

/**
 * The variant a shopper means: the one named (it must belong to the product), or the product's only one. Null when
 * the product does not exist; a product with several variants and none named is CHOOSE_VARIANT, so the storefront
 * (or a legacy client) asks the shopper for a size.
 */
export async function chooseVariant(tx: Pick<PrismaClient, "productVariant">, productId: string, variantId: string | null | undefined) {
  if (variantId !== undefined && variantId !== null) {
    const variant = isUuid(variantId) ? await tx.productVariant.findUnique({ where: { id: variantId }, include: { product: true } }) : null;
    if (!variant || variant.productId !== productId) throw notFound(VARIANT_NOT_FOUND);
    return variant;
  }
  const variants = await tx.productVariant.findMany({ where: { productId }, include: { product: true }, take: 2 });
  if (variants.length > 1) throw new AppError("CHOOSE_VARIANT", CHOOSE_SIZE);
  return variants[0] ?? null;
}
