-- DropIndex
DROP INDEX "Product_brand_title_idx";

-- DropIndex
DROP INDEX "Product_category_brand_title_id_idx";

-- DropIndex
DROP INDEX "Product_category_title_idx";

-- DropIndex
DROP INDEX "Product_title_id_idx";

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "titleKey" TEXT NOT NULL DEFAULT '';

-- Title sorts order by lower(title): a trigger keeps it for every writer (services, seeds, bulk loads, tests),
-- so no insert path can forget it. Written by hand; Prisma's schema does not describe triggers.
CREATE FUNCTION "product_title_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."titleKey" := lower(NEW."title");
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_titleKey" BEFORE INSERT OR UPDATE OF "title" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_title_key"();

UPDATE "Product" SET "titleKey" = lower("title");

-- CreateIndex
CREATE INDEX "Product_titleKey_id_idx" ON "Product"("titleKey", "id");

-- CreateIndex
CREATE INDEX "Product_category_titleKey_idx" ON "Product"("category", "titleKey");

-- CreateIndex
CREATE INDEX "Product_brand_titleKey_idx" ON "Product"("brand", "titleKey");

-- CreateIndex
CREATE INDEX "Product_category_brand_titleKey_id_idx" ON "Product"("category", "brand", "titleKey", "id");
