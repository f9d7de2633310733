// The catalogue as search engines are given it (public storefront): every product's page address and when it last
// changed, cut into sitemaps of at most 50,000 by id, each read by keyset a batch at a time, so a catalogue of any size
// is served without ever being held in memory.
import { Prisma } from "../../generated/prisma/client.js";
import type { HotQuery } from "../../db/database.js";

/** The sitemap protocol's limit of URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 1000;

/** One product sitemap: the products from `firstId` on (by id), and the newest change among them. */
export interface SitemapChunk {
  firstId: string;
  lastmod: Date;
}

export interface SitemapEntry {
  slug: string;
  updatedAt: Date;
}

/**
 * The product sitemaps, `size` products each: one statement, the database walking the id index once and handing back
 * a row per sitemap (20 at a million products).
 */
export async function sitemapChunks(hotQuery: HotQuery, size = SITEMAP_MAX_URLS): Promise<SitemapChunk[]> {
  const rows = await hotQuery<{ firstId: string; lastmod: Date | string }>(Prisma.sql`
    SELECT max(CASE WHEN starts THEN id::text END) AS "firstId", max("updatedAt") AS lastmod
    FROM (SELECT id, "updatedAt", (row_number() OVER w - 1) / ${size} AS chunk, (row_number() OVER w - 1) % ${size} = 0 AS starts
          FROM "Product" WINDOW w AS (ORDER BY id)) s
    GROUP BY chunk ORDER BY chunk`);
  return rows.map((r) => ({ firstId: r.firstId, lastmod: new Date(r.lastmod) }));
}

/**
 * The products of one sitemap (at most `size`, by id from `firstId`), a batch at a time by keyset. Ordered by the
 * qualified column: a bare "id" in ORDER BY names the output column, the id as text, which no index holds in order,
 * so every batch of 1,000 read and sorted the whole table (a second a batch at 1,000,000 products: 17 minutes for the
 * sitemaps, where the primary key's range reads them in seconds).
 */
export async function* sitemapEntries(hotQuery: HotQuery, firstId: string, size = SITEMAP_MAX_URLS): AsyncGenerator<SitemapEntry[]> {
  let after: string | null = null;
  for (let left = size; left > 0; ) {
    const take = Math.min(BATCH, left);
    const rows: { id: string; slug: string; updatedAt: Date | string }[] = await hotQuery(Prisma.sql`
      SELECT p.id::text AS id, coalesce(p.slug, p.id::text) AS slug, p."updatedAt" FROM "Product" p
      WHERE ${after === null ? Prisma.sql`p.id >= ${firstId}::uuid` : Prisma.sql`p.id > ${after}::uuid`}
      ORDER BY p.id LIMIT ${take}`);
    if (rows.length) yield rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updatedAt) }));
    if (rows.length < take) return;
    left -= rows.length;
    after = rows.at(-1)!.id;
  }
}
