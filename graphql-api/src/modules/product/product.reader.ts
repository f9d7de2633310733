// The catalogue's hot reader: products with their variants as ProductViews in one SQL statement (the variants as
// JSON), for the pages that list many products (listing, search, the partners' cursor walks). Prisma's include costs
// a second statement and, at 24-100 products a page, more CPU mapping the rows than the database spends finding them.
// Single products (product page, admin edits) keep Prisma's reader: toProductView in product.service.ts. Both show
// the same fields and the same variant order, and product.reader.test.ts holds them to it.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { UNIT_PRICE_SQL, type VariantView } from "./variants.js";
import type { ProductView } from "./product.service.js";

/**
 * The columns of a ProductView for the product `p` (add them to a statement that joins "Product" p). The variants
 * are in VARIANT_ORDER (variants.ts): the admin's order, then creation, then id.
 */
export const PRODUCT_VIEW_COLUMNS = Prisma.sql`p.id, p.title, p.description, p.category, p.brand, p.image,
  p."priceCents", p."salePriceCents", p."totalStock", p."averageReview", p."reviewCount",
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'colour', v.colour,
      'stock', v.stock, 'priceCents', v."priceCents", 'unitPriceCents', ${UNIT_PRICE_SQL})
      ORDER BY v.position, v."createdAt", v.id), '[]'::json)
   FROM "ProductVariant" v WHERE v."productId" = p.id) AS variants`;

/** A row read with PRODUCT_VIEW_COLUMNS. */
export type ProductViewRow = Omit<ProductView, "variants"> & { variants: VariantView[] | string };

/** The ProductView of a row read with PRODUCT_VIEW_COLUMNS. */
export function productViewOf(row: ProductViewRow): ProductView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    brand: row.brand,
    image: row.image,
    priceCents: row.priceCents,
    salePriceCents: row.salePriceCents,
    totalStock: row.totalStock,
    averageReview: Number(row.averageReview),
    reviewCount: row.reviewCount,
    // A database driver may hand JSON over as text.
    variants: typeof row.variants === "string" ? (JSON.parse(row.variants) as VariantView[]) : row.variants,
  };
}

/** The products with these ids, in the order given; ids deleted meanwhile are left out. */
export async function readProducts(prisma: PrismaClient, ids: string[]): Promise<ProductView[]> {
  if (!ids.length) return [];
  const rows = await prisma.$queryRaw<ProductViewRow[]>`
    SELECT ${PRODUCT_VIEW_COLUMNS} FROM "Product" p WHERE p.id = ANY(${ids}::uuid[])`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [productViewOf(byId.get(id)!)] : []));
}
