// The catalogue's hot reader: products with their variants as ProductViews in one SQL statement (the variants as
// JSON), for the pages that list many products (listing, search, the partners' cursor walks). Prisma's include costs
// a second statement and, at 24-100 products a page, more CPU mapping the rows than the database spends finding them.
// Single products (product page, admin edits) keep Prisma's reader: toProductView in product.service.ts. Both show
// the same fields and the same variant order, and product.reader.test.ts holds them to it.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { UNIT_PRICE_SQL, type VariantView } from "./variants.js";
import type { ProductView } from "./product.views.js";

/**
 * The columns of a ProductView for the product `p` (add them to a statement that joins "Product" p). The variants
 * are in VARIANT_ORDER (variants.ts): the admin's order, then creation, then id.
 */
export const PRODUCT_VIEW_COLUMNS = Prisma.sql`p.id, p.title, coalesce(p.slug, p.id::text) AS slug, p.description, p.category, p.brand, p.image,
  p."priceCents", p."salePriceCents", p."totalStock", p."averageReview", p."reviewCount",
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size, 'colour', v.colour,
      'stock', v.stock, 'priceCents', v."priceCents", 'unitPriceCents', ${UNIT_PRICE_SQL})
      ORDER BY v.position, v."createdAt", v.id), '[]'::json)
   FROM "ProductVariant" v WHERE v."productId" = p.id) AS variants`;

/**
 * PRODUCT_VIEW_COLUMNS without the variants (NULL): for a list whose query asks for none of the fields that show them
 * (see ROW_FIELDS), e.g. a partner's feed of names and prices. Their JSON is most of the statement's work.
 */
export const PRODUCT_ROW_COLUMNS = Prisma.sql`p.id, p.title, coalesce(p.slug, p.id::text) AS slug, p.description, p.category, p.brand, p.image,
  p."priceCents", p."salePriceCents", p."totalStock", p."averageReview", p."reviewCount", NULL::json AS variants`;

/**
 * The Product fields answered from the product's own row; any other field (variants, sizes, colours, and any field
 * added later) needs the variants read.
 */
export const ROW_FIELDS: ReadonlySet<string> = new Set([
  "__typename", "id", "title", "slug", "url", "description", "category", "brand", "image", "priceCents", "salePriceCents", "totalStock",
  "averageReview", "reviewCount", "price", "salePrice", "promotion",
]);

/** A row read with PRODUCT_VIEW_COLUMNS (or PRODUCT_ROW_COLUMNS: variants null). */
export type ProductViewRow = Omit<ProductView, "variants"> & { variants: VariantView[] | string | null };

/** The ProductView of a row read with PRODUCT_VIEW_COLUMNS. */
export function productViewOf(row: ProductViewRow): ProductView {
  const view: ProductView = {
    id: row.id,
    title: row.title,
    slug: row.slug,
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
    variants: typeof row.variants === "string" ? (JSON.parse(row.variants) as VariantView[]) : (row.variants ?? []),
  };
  // Read without its variants: a field that reads them anyway is a bug to fail on, not a product with none.
  if (row.variants === null) {
    Object.defineProperty(view, "variants", {
      get() {
        throw new Error("this product was read without its variants: add the field to ROW_FIELDS only if it does not read them");
      },
    });
  }
  return view;
}

/**
 * The products with these ids, in the order given; ids deleted meanwhile are left out. `withVariants` false: read
 * with PRODUCT_ROW_COLUMNS, for a caller that shows only ROW_FIELDS.
 */
export async function readProducts(prisma: PrismaClient, ids: string[], withVariants = true): Promise<ProductView[]> {
  if (!ids.length) return [];
  const columns = withVariants ? PRODUCT_VIEW_COLUMNS : PRODUCT_ROW_COLUMNS;
  const rows = await prisma.$queryRaw<ProductViewRow[]>`
    SELECT ${columns} FROM "Product" p WHERE p.id = ANY(${ids}::uuid[])`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [productViewOf(byId.get(id)!)] : []));
}
