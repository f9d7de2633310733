// Search's first rank bucket ("a title word starting with the keyword", in title order) read through ProductTitleWord
// (schema.prisma; kept by the triggers of migration *_product_title_words): one row per distinct word of each title, in
// an index on (word, titleKey, productId). The bucket's first rows are the first rows of each word starting with the
// keyword, merged. Through the trigram index instead, a broad keyword's first page sorted every match: at 1,000,000
// products 160-655 ms of database time (jacket 100,000 titles, nike 170,000), here a few milliseconds.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";

/**
 * Words a keyword may start at most for this read: each is a walk of its own (a few index pages for a page's rows), so
 * a keyword starting many words ("e", "s") is read the other way (a broad search's first page through the trigram
 * index and a sort, as before). Found by walking at most one word past it.
 */
export const MAX_TITLE_WORDS = 100;

/**
 * Index rows a read may walk at most (each word's first `limit` rows): a first page's 120 rows of 100 words fit; a
 * deeper page of a keyword starting many words is read the other way.
 */
export const MAX_WORD_ROWS = 20_000;

/**
 * Whether the word table can answer a keyword: the words are cut at spaces and hyphens, so a keyword holding one can
 * begin in the middle of a word's run ("t-shirt" after "Navy "), which no single word shows.
 */
export const titleWordsServe = (keyword: string) => keyword.length > 0 && !/[ -]/.test(keyword);

/**
 * The words starting with the keyword (`likePrefix`: the keyword with its LIKE wildcards escaped), by a loose scan of
 * the index: each step the next word past the last, one index probe each. lower() is the one ILIKE applies to the
 * keyword; "C" is the word column's collation, which makes the prefix a range of the index.
 */
export const titleWordsStatement = (likePrefix: string, max: number) => {
  const prefix = Prisma.sql`((lower(${likePrefix}) || '%') COLLATE "C")`;
  return Prisma.sql`
    WITH RECURSIVE "words"("word", "n") AS (
      (SELECT "word", 1 FROM "ProductTitleWord" WHERE "word" LIKE ${prefix} ESCAPE '\\' ORDER BY "word" LIMIT 1)
      UNION ALL
      SELECT (SELECT "t"."word" FROM "ProductTitleWord" "t" WHERE "t"."word" > "w"."word" AND "t"."word" LIKE ${prefix} ESCAPE '\\'
              ORDER BY "t"."word" LIMIT 1), "w"."n" + 1
      FROM "words" "w" WHERE "w"."word" IS NOT NULL AND "w"."n" <= ${max})
    SELECT "word" FROM "words" WHERE "word" IS NOT NULL`;
};

/**
 * The first `limit` products of the words, in title order (after the cursor's title and id when given: a cursor walk's
 * next page, a range of the same index): each word's first `limit` rows (its index in title order), merged. A product
 * holding two of the words is read twice and kept once; it is ahead of the page's end in each word it holds, so every
 * word's first `limit` rows hold the page.
 */
export const titleWordsPage = (words: string[], limit: number, after?: { titleKey: string; id: string }) => Prisma.sql`
  SELECT "m"."productId"::text AS "id", "m"."titleKey" FROM (
    SELECT DISTINCT "p"."productId", "p"."titleKey"
    FROM (VALUES ${Prisma.join(words.map((w) => Prisma.sql`(${w})`))}) "w"("word")
    CROSS JOIN LATERAL (
      SELECT "t"."productId", "t"."titleKey" FROM "ProductTitleWord" "t"
      WHERE "t"."word" = ("w"."word" COLLATE "C")${
        after ? Prisma.sql` AND ("t"."titleKey", "t"."productId") > (${after.titleKey}, ${after.id}::uuid)` : Prisma.empty
      } ORDER BY "t"."titleKey", "t"."productId" LIMIT ${limit}) "p"
  ) "m" ORDER BY "m"."titleKey", "m"."productId" LIMIT ${limit}`;

/** The words starting with the keyword (`likePrefix`: LIKE-escaped); one more than MAX_TITLE_WORDS when there are more. */
export async function titleWordsOf(prisma: Pick<PrismaClient, "$queryRaw">, likePrefix: string): Promise<string[]> {
  return (await prisma.$queryRaw<{ word: string }[]>(titleWordsStatement(likePrefix, MAX_TITLE_WORDS))).map((r) => r.word);
}

/**
 * One word's rows in title order, from `skip`, at most `take` (after the cursor when given): a range of its index, with
 * no merge and no sort (titleWordsPage's DISTINCT and sort of every row up to the page's end: 48 ms for page 400 at
 * 1,000,000 products, and 9,600 rows for the server to read and drop, against 4 ms and the page's 24 here).
 */
const oneWordPage = (word: string, skip: number, take: number, after?: { titleKey: string; id: string }) => Prisma.sql`
  SELECT "productId"::text AS "id", "titleKey" FROM "ProductTitleWord"
  WHERE "word" = (${word} COLLATE "C")${after ? Prisma.sql` AND ("titleKey", "productId") > (${after.titleKey}, ${after.id}::uuid)` : Prisma.empty}
  ORDER BY "titleKey", "productId" LIMIT ${take} OFFSET ${skip}`;

/** How many of one word's rows (after the cursor) lie before `limit`: counts at most `limit`, in its index alone. */
const oneWordCount = (word: string, limit: number, after?: { titleKey: string; id: string }) => Prisma.sql`
  SELECT count(*)::int AS "n" FROM (SELECT 1 FROM "ProductTitleWord"
  WHERE "word" = (${word} COLLATE "C")${after ? Prisma.sql` AND ("titleKey", "productId") > (${after.titleKey}, ${after.id}::uuid)` : Prisma.empty}
  LIMIT ${limit}) "c"`;

type Row = { id: string; titleKey: string };

/**
 * The products with a title word starting with the keyword (`likePrefix`: the keyword, LIKE-escaped), in title order,
 * after `after` when given: the `take` after the first `skip`, and how many `skip` passed over (fewer when the bucket ends
 * before). null when the keyword starts more than MAX_TITLE_WORDS words, or its words' rows to walk are more than
 * MAX_WORD_ROWS (read it the other way).
 */
export async function titleWordRows(
  prisma: PrismaClient,
  likePrefix: string,
  skip: number,
  take: number,
  after?: { titleKey: string; id: string },
): Promise<{ rows: Row[]; skipped: number } | null> {
  const words = await titleWordsOf(prisma, likePrefix);
  if (words.length > MAX_TITLE_WORDS || words.length * (skip + take) > MAX_WORD_ROWS) return null;
  if (!words.length || take <= 0) return { rows: [], skipped: 0 };
  if (words.length > 1) {
    const rows = await prisma.$queryRaw<Row[]>(titleWordsPage(words, skip + take, after));
    return { rows: rows.slice(skip), skipped: Math.min(skip, rows.length) };
  }
  const rows = await prisma.$queryRaw<Row[]>(oneWordPage(words[0]!, skip, take, after));
  if (rows.length > 0 || skip === 0) return { rows, skipped: skip };
  const [counted] = await prisma.$queryRaw<{ n: number }[]>(oneWordCount(words[0]!, skip, after));
  return { rows, skipped: Number(counted?.n ?? 0) };
}
