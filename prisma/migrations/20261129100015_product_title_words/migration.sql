-- Search's first rank bucket ("a title word starting with the keyword", in title order) in an index: see the model
-- ProductTitleWord in schema.prisma and graphql-api/src/modules/product/product.title-words.ts.
-- Written by hand below the generated parts' shape: the table is filled before its indexes and constraints are made
-- (at 1,000,000 products, about 7.8 million rows: building the indexes once is far cheaper than growing them).

-- The words of a title, as search's bucket 0 sees them: bucket 0 is `title ILIKE 'k%' OR title ILIKE '% k%' OR title
-- ILIKE '%-k%'`, and ILIKE compares lower() of both sides, so a title's words are its lowercased text (its titleKey,
-- lower(title)) cut at every space and hyphen; a keyword without spaces or hyphens matches a title there exactly when
-- one of these words starts with it. Empty words (two separators in a row) start with no keyword.
CREATE FUNCTION "product_title_words"("titleKey" TEXT) RETURNS SETOF TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT "w" FROM unnest(string_to_array(replace($1, '-', ' '), ' ')) "w" WHERE "w" <> ''
$$;

-- CreateTable
CREATE TABLE "ProductTitleWord" (
    "productId" UUID NOT NULL,
    -- Byte order, so a LIKE prefix is a range of the index whatever the database's collation.
    "word" TEXT COLLATE "C" NOT NULL,
    "titleKey" TEXT NOT NULL
);

-- The products already there. Product's writes wait from here to the end of the migration (reads go on): a title
-- written between the backfill and the triggers would otherwise be missing from the words. About a minute at
-- 1,000,000 products on the bench's busy machine (bench/RESULTS-1M.md), stock updates of sales included.
LOCK TABLE "Product" IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO "ProductTitleWord" ("productId", "word", "titleKey")
SELECT p."id", w, p."titleKey" FROM "Product" p CROSS JOIN LATERAL "product_title_words"(p."titleKey") w;

ALTER TABLE "ProductTitleWord" ADD CONSTRAINT "ProductTitleWord_pkey" PRIMARY KEY ("productId","word");

-- CreateIndex
CREATE INDEX "ProductTitleWord_word_titleKey_productId_idx" ON "ProductTitleWord"("word", "titleKey", "productId");

-- AddForeignKey (a deleted product's words go with it)
ALTER TABLE "ProductTitleWord" ADD CONSTRAINT "ProductTitleWord_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Inserts: one statement-level trigger, so a bulk load (seed, bench) writes its words in one INSERT ... SELECT.
CREATE FUNCTION "product_title_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductTitleWord" ("productId", "word", "titleKey")
  SELECT n."id", w, n."titleKey" FROM new_rows n CROSS JOIN LATERAL "product_title_words"(n."titleKey") w;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_titleWords_insert" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_title_words_insert"();

-- Title changes: per row, and only when the titleKey really changed (the WHEN sees the value the BEFORE trigger of
-- *_title_sort_key computed), so stock and price updates never reach it. Every row holds the titleKey (the order within
-- a word), so all of the product's rows are written again.
CREATE FUNCTION "product_title_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD."id" too: were the id ever changed with the title, the foreign key's cascade would otherwise move the old rows onto
  -- the new ones.
  DELETE FROM "ProductTitleWord" WHERE "productId" IN (OLD."id", NEW."id");
  INSERT INTO "ProductTitleWord" ("productId", "word", "titleKey")
  SELECT NEW."id", w, NEW."titleKey" FROM "product_title_words"(NEW."titleKey") w;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_titleWords_update" AFTER UPDATE ON "Product" FOR EACH ROW
  WHEN (OLD."titleKey" IS DISTINCT FROM NEW."titleKey")
  EXECUTE FUNCTION "product_title_words_update"();

ANALYZE "ProductTitleWord";
