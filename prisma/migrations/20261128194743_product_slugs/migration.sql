-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "slug" TEXT;

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

-- Every writer (services, seeds, bulk loads, tests) gets a slug: on insert (none given, or "", asks for one), and
-- when the title's slug words change (a new capital or punctuation keeps the slug; the old one stays in ProductSlug).
CREATE FUNCTION "product_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."slug" := "product_claim_slug"(NEW."id", coalesce(nullif(NEW."slug", ''), "product_slug_base"(NEW."title")));
  ELSIF OLD."slug" IS NULL OR "product_slug_base"(NEW."title") IS DISTINCT FROM "product_slug_base"(OLD."title") THEN
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

-- The products already there get theirs from the job catalogue.backfillSlugs (modules/product/product.slugs.ts), 500
-- per transaction after the shop has started: filled here, in the migration's one transaction, a catalogue of a million
-- products would keep the Product table locked for every reader and writer for minutes (15 on this machine).

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
