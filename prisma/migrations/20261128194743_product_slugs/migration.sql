-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "slug" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "ProductSlug" (
    "slug" TEXT NOT NULL,
    "productId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductSlug_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "ProductSlug_productId_idx" ON "ProductSlug"("productId");

-- Written by hand from here (Prisma's schema does not describe triggers).
-- A title's slug words: Latin letters with accents written without them (é -> e, ß -> ss, æ -> ae), & as "and",
-- apostrophes dropped (Levi's -> levis), every other run of characters but a-z and 0-9 one hyphen, at most 80
-- characters; "product" when nothing is left (a title in another script).
CREATE FUNCTION "product_slug_base"(title TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(lower(translate(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        title, 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ß', 'ss'), 'Þ', 'TH'), 'þ', 'th'), 'Ĳ', 'IJ'), 'ĳ', 'ij'),
        '&', ' and '), '''', ''), '’', ''),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ',
      'AAAAAACEEEEIIIIDNOOOOOOUUUUYaaaaaaceeeeiiiidnoooooouuuuyyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs'
    )), '[^a-z0-9]+', '-', 'g')), 80)), ''), 'product')
$$;

-- Claims a slug for a product in ProductSlug and returns it: the base itself, else the base with the first 6 hex
-- digits of the product's id, else with all 32 (the id is unique). A slug the product already had is its own again
-- (a title changed back). ON CONFLICT waits for a transaction claiming the same slug at that moment and then counts
-- its claim, so two products of one title created at once never get one slug, and no lock is held past the statement.
CREATE FUNCTION "product_claim_slug"(product UUID, base TEXT) RETURNS TEXT LANGUAGE plpgsql AS $$
DECLARE
  hex TEXT := replace(product::TEXT, '-', '');
  candidate TEXT;
BEGIN
  FOREACH candidate IN ARRAY ARRAY[base, base || '-' || left(hex, 6), base || '-' || hex] LOOP
    INSERT INTO "ProductSlug" ("slug", "productId") VALUES (candidate, product) ON CONFLICT ("slug") DO NOTHING;
    IF (SELECT "productId" FROM "ProductSlug" WHERE "slug" = candidate) = product THEN
      RETURN candidate;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'No free slug for product % (%)', product, base;
END;
$$;

-- Every writer (services, seeds, bulk loads, tests) gets a slug: on insert ("" asks for one), and when the title's
-- slug words change (a new capital or punctuation keeps the slug; the old one stays in ProductSlug).
CREATE FUNCTION "product_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."slug" = '' THEN
      NEW."slug" := "product_claim_slug"(NEW."id", "product_slug_base"(NEW."title"));
    ELSE
      NEW."slug" := "product_claim_slug"(NEW."id", NEW."slug");
    END IF;
  ELSIF "product_slug_base"(NEW."title") IS DISTINCT FROM "product_slug_base"(OLD."title") THEN
    NEW."slug" := "product_claim_slug"(NEW."id", "product_slug_base"(NEW."title"));
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_slug" BEFORE INSERT OR UPDATE OF "title" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_slug"();

-- A deleted product's slugs are free again.
CREATE FUNCTION "product_slugs_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ProductSlug" s USING old_rows o WHERE s."productId" = o."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_slugs_delete" AFTER DELETE ON "Product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_slugs_delete"();

-- The products already there, oldest first (the oldest of a title keeps the plain slug: a volatile function in a
-- sorted query runs in the sorted order), 10,000 per statement, so a catalogue of a million products is done in a
-- hundred bounded statements rather than one holding every row at once.
CREATE TEMPORARY TABLE "product_slug_order" ON COMMIT DROP AS
  SELECT "id", row_number() OVER (ORDER BY "createdAt", "id") AS n FROM "Product";
CREATE INDEX ON "product_slug_order" (n);

DO $$
DECLARE
  total BIGINT := (SELECT count(*) FROM "product_slug_order");
  batch_start BIGINT := 1;
BEGIN
  WHILE batch_start <= total LOOP
    WITH claimed AS (
      SELECT o."id", "product_claim_slug"(o."id", "product_slug_base"(p."title")) AS slug
      FROM "product_slug_order" o JOIN "Product" p ON p."id" = o."id"
      WHERE o.n >= batch_start AND o.n < batch_start + 10000 ORDER BY o.n
    )
    UPDATE "Product" p SET "slug" = c.slug FROM claimed c WHERE p."id" = c."id";
    batch_start := batch_start + 10000;
  END LOOP;
END;
$$;

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
