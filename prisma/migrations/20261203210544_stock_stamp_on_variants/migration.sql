-- DropIndex
DROP INDEX "Product_totalStock_idx";

-- DropIndex
DROP INDEX "Product_updatedAt_idx";

-- CreateIndex
CREATE INDEX "ProductVariant_updatedAt_idx" ON "ProductVariant"("updatedAt");

-- A HOT update needs room for the row's new version on its own page: a tenth of each page is left free for them (the
-- pages written before this fill up as before; a row there moves on its first sale, then has room). Search reads
-- about a ninth more pages for it.
ALTER TABLE "Product" SET (fillfactor = 90);

-- When stock last changed is now max("updatedAt") of the variants (product.cache.ts): a sale's update of the product
-- (its totalStock and updatedAt, by the variants' trigger) then names no indexed column and is HOT. The writers of
-- stock set "updatedAt" themselves; this keeps the stamp right for any other (an operator restocking by hand), and on
-- the database's clock like the product's.
CREATE FUNCTION "product_variant_stock_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."stock" IS DISTINCT FROM OLD."stock" THEN
    NEW."updatedAt" := now();
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "ProductVariant_stockStamp" BEFORE UPDATE OF "stock" ON "ProductVariant"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_stock_stamp"();
