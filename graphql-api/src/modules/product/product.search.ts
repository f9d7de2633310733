// Search treats the keyword as data: it is bound as a parameter and its LIKE wildcards are escaped, so "%", "_" or
// ".*" match only themselves. No regular expression is ever built from it.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";

/** Longer keywords are cut here: no product text is worth matching beyond this, and it bounds the work per query. */
export const MAX_KEYWORD = 200;

/** PostgreSQL text cannot hold NUL (it would fail the query with a 500), and no product text contains one: dropped. */
export const normalizeKeyword = (keyword: unknown) =>
  typeof keyword === "string" ? keyword.replaceAll("\u0000", "").trim().slice(0, MAX_KEYWORD).trim() : "";

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// "levis", "Levi's", "h&m" and "HM" all name a brand: compare letters and digits only.
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The categories and brands a keyword may name (the visible ones, see visibleNames in modules/taxonomy). */
export interface GroupNames {
  categories: { slug: string; name: string }[];
  brands: { slug: string; name: string }[];
}

/** Slugs of the categories and brands the keyword names (its start, so "men" does not also mean "women"). */
export function namedGroups(keyword: string, groups: GroupNames) {
  const k = squash(keyword);
  const names = (g: { slug: string; name: string }) => k.length >= 2 && (squash(g.slug).startsWith(k) || squash(g.name).startsWith(k));
  return {
    categories: groups.categories.filter(names).map((g) => g.slug),
    brands: groups.brands.filter(names).map((g) => g.slug),
  };
}

/**
 * The statements of a search: one page of ids (ranked as searchIds says) carrying the total number of
 * matches, and a count for when the page is past the end (it then has no row to carry the total).
 */
export function searchSql(keyword: string, skip: number, take: number, groups: GroupNames) {
  const k = escapeLike(keyword);
  const { categories, brands } = namedGroups(keyword, groups);
  const titleLike = (pattern: string) => Prisma.sql`"title" ILIKE ${pattern} ESCAPE '\\'`;
  const inTitle = titleLike(`%${k}%`);
  // A title word starting with the keyword: "men" finds "Men's Tee" here, and "Women's Tee" only as a substring.
  const titleWord = Prisma.join([titleLike(`${k}%`), titleLike(`% ${k}%`), titleLike(`%-${k}%`)], " OR ");
  const named: Prisma.Sql[] = [];
  // Slugs as literal parameters (not a subquery of the tables) so the category and brand indexes apply; each operand
  // of the OR has an index (trigram GIN for the two ILIKEs), which lets PostgreSQL combine them in a bitmap instead of
  // reading every row.
  if (categories.length) named.push(Prisma.sql`"category" IN (${Prisma.join(categories)})`);
  if (brands.length) named.push(Prisma.sql`"brand" IN (${Prisma.join(brands)})`);
  const where = Prisma.join([inTitle, Prisma.sql`"description" ILIKE ${`%${k}%`} ESCAPE '\\'`, ...named], " OR ");
  const inGroup = named.length ? Prisma.join(named, " OR ") : Prisma.sql`false`;
  return {
    // The matches are found first, on their own (MATERIALIZED): planned together with the ranking, whose LIKEs cost
    // something per row, PostgreSQL preferred a parallel scan of the whole table for a broad keyword (0.3 s at
    // 100k products instead of 0.04 s). Sorting by rank reads every match anyway, so the window count costs little;
    // a separate count(*) read every match a second time (a broad keyword matches a quarter of the catalogue).
    page: Prisma.sql`
      WITH "match" AS MATERIALIZED (SELECT "id", "title", "titleKey", "category", "brand" FROM "Product" WHERE ${where})
      SELECT "id", count(*) OVER ()::int AS "total" FROM "match"
      ORDER BY CASE WHEN ${titleWord} THEN 0 WHEN ${inGroup} THEN 1 WHEN ${inTitle} THEN 2 ELSE 3 END, "titleKey", "id"
      LIMIT ${take} OFFSET ${skip}`,
    count: Prisma.sql`SELECT count(*)::int AS "total" FROM "Product" WHERE ${where}`,
  };
}

/**
 * One page of matching ids, best first: a title word starting with the keyword, then the category or brand it names,
 * then the keyword elsewhere in a title, then in the description; by title within each. Plus the total of matches.
 */
export async function searchIds(prisma: PrismaClient, keyword: string, skip: number, take: number, groups: GroupNames) {
  const sql = searchSql(keyword, skip, take, groups);
  const rows = await prisma.$queryRaw<{ id: string; total: number }[]>(sql.page);
  if (rows.length) return { ids: rows.map((r) => r.id), total: Number(rows[0]!.total) };
  if (skip === 0) return { ids: [], total: 0 };
  const counted = await prisma.$queryRaw<{ total: number }[]>(sql.count);
  return { ids: [], total: Number(counted[0]?.total ?? 0) };
}
