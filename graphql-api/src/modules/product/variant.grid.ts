// Writing an admin's variant grid to a product inside its locked transaction: cells with an id update that variant,
// variants left out are deleted (their order lines keep their snapshot), cells without id are created; SKUs unique
// across the shop; stock falling to the low-stock level counts a crossing; every change worded for the audit log.
import type { Prisma as P, ProductVariant } from "../../generated/prisma/client.js";
import { FieldsError, type FieldError } from "../../errors.js";
import type { AuditChange } from "../audit/audit.service.js";
import { crossesThreshold, type LowStockCrossing } from "../dashboard/low-stock.js";
import type { VariantCell } from "./variant.validation.js";
import { variantLabel } from "./variants.js";

export interface GridResult {
  changes: AuditChange[];
  crossings: LowStockCrossing[];
}

/** A variant in one line of the audit log: "M / Black, stock 5" (", 2500 cents" with its own price). */
export const describeVariant = (v: { size: string; colour: string; stock: number; priceCents: number | null }) =>
  `${variantLabel(v) || "one size"}, stock ${v.stock}${v.priceCents === null ? "" : `, ${v.priceCents} cents`}`;

/** The cells whose SKU another product's variant already has. */
export async function takenSkus(tx: P.TransactionClient, productId: string, cells: VariantCell[]): Promise<FieldError[]> {
  const taken = await tx.productVariant.findMany({ where: { sku: { in: cells.map((c) => c.sku) }, productId: { not: productId } }, select: { sku: true } });
  const skus = new Set(taken.map((t) => t.sku));
  return cells.flatMap((c, i) => (skus.has(c.sku) ? [{ path: `variants.${i}.sku`, message: `SKU ${c.sku} is already used by another product.` }] : []));
}

/** Replaces the product's variants by the grid (the product row is locked by the caller). */
export async function saveGrid(tx: P.TransactionClient, productId: string, cells: VariantCell[], current: ProductVariant[], threshold: number): Promise<GridResult> {
  const byId = new Map(current.map((v) => [v.id, v]));
  const errors: FieldError[] = [];
  cells.forEach((c, i) => {
    if (c.id !== null && !byId.has(c.id)) errors.push({ path: `variants.${i}.id`, message: "This variant is not one of the product's." });
  });
  errors.push(...(await takenSkus(tx, productId, cells)));
  if (errors.length) throw new FieldsError(errors);

  const changes: AuditChange[] = [];
  const crossings: LowStockCrossing[] = [];
  const kept = new Set(cells.flatMap((c) => (c.id ? [c.id] : [])));
  const removed = current.filter((v) => !kept.has(v.id));
  if (removed.length) await tx.productVariant.deleteMany({ where: { id: { in: removed.map((v) => v.id) } } });
  for (const v of removed) changes.push({ field: `variants[${v.sku}]`, before: describeVariant(v), after: null });

  // Kept variants may swap SKUs or sizes between them: park the renamed ones on values nobody uses first.
  const updates = cells.flatMap((c, position) => (c.id ? [{ cell: c, position, before: byId.get(c.id)! }] : []));
  const renamed = updates.filter(({ cell, before }) => cell.sku !== before.sku || cell.size !== before.size || cell.colour !== before.colour);
  for (const { before } of renamed) {
    await tx.productVariant.update({ where: { id: before.id }, data: { sku: `~${before.id}`, size: `~${before.id}` } });
  }
  for (const { cell, position, before } of updates) {
    const crossed = crossesThreshold(before.stock, cell.stock, threshold);
    const after = await tx.productVariant.update({
      where: { id: before.id },
      data: { sku: cell.sku, size: cell.size, colour: cell.colour, stock: cell.stock, priceCents: cell.priceCents, position, ...(crossed ? { lowStockCrossings: { increment: 1 } } : {}) },
    });
    if (crossed) crossings.push({ productId, variantId: after.id, crossing: after.lowStockCrossings });
    for (const field of ["sku", "size", "colour", "stock", "priceCents"] as const) {
      if (before[field] !== after[field]) changes.push({ field: `variants[${before.sku}].${field}`, before: text(before[field]), after: text(after[field]) });
    }
  }
  for (const [position, cell] of cells.entries()) {
    if (cell.id) continue;
    const { id: _none, ...data } = cell;
    await tx.productVariant.create({ data: { ...data, productId, position } });
    changes.push({ field: `variants[${cell.sku}]`, before: null, after: describeVariant(cell) });
  }
  return { changes, crossings };
}

const text = (v: string | number | null) => (v === null ? null : String(v));
