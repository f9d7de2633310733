// Slugs for the products that existed before slugs did (migration *_product_slugs adds the column empty): filled by the
// job catalogue.backfillSlugs, 500 products per transaction, each batch's rows locked only for its own short
// statement (and rows someone is editing skipped, for the next pass), so the shop keeps selling while it runs. The
// database makes the slugs (product_claim_slug), as it does for every new or renamed product.
import { Prisma } from "../../generated/prisma/client.js";
import type { HotQuery } from "../../db/database.js";

const BATCH = 500;

/** Gives every product without a slug its slug; returns how many. `batch` products per transaction. */
export async function backfillSlugs(hotQuery: HotQuery, batch = BATCH): Promise<number> {
  // The usual case, every product has one: the slug index answers at once.
  if (!(await hotQuery(Prisma.sql`SELECT 1 FROM "Product" WHERE slug IS NULL LIMIT 1`)).length) return 0;
  let filled = 0;
  // By id, from where the last batch ended: coalesce() keeps the planner on the id index (the slugs' index would hand
  // it every product still without one, to sort, for each batch). Two passes: the second picks up rows the first
  // skipped while someone held them.
  for (let pass = 0; pass < 2; pass++) {
    let after: string | null = null;
    for (;;) {
      const rows: { id: string }[] = await hotQuery(Prisma.sql`
        WITH batch AS (
          SELECT id FROM "Product" WHERE coalesce(slug, '') = '' ${after === null ? Prisma.empty : Prisma.sql`AND id > ${after}::uuid`}
          ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED
        )
        UPDATE "Product" p SET slug = product_claim_slug(p.id, product_slug_base(p.title))
        FROM batch WHERE p.id = batch.id AND p.slug IS NULL RETURNING p.id::text AS id`);
      filled += rows.length;
      if (rows.length === 0) break;
      after = rows.reduce((max, r) => (r.id > max ? r.id : max), rows[0]!.id);
    }
  }
  return filled;
}
