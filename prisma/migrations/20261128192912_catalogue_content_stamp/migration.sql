-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "contentUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Product_contentUpdatedAt_idx" ON "Product"("contentUpdatedAt");

-- A product's content moved: anything a listing or search shows or orders by, i.e. any column but the stock ones
-- (totalStock, lowStockCrossings) and the stamps. Compared as JSON less those keys, so a column added later counts as
-- content without touching this trigger. clock_timestamp(), not now(): the moment of the write, closer to the commit
-- than the transaction's start, which the page cache's settling time has to cover.
CREATE FUNCTION "product_content_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - ARRAY['totalStock', 'lowStockCrossings', 'updatedAt', 'contentUpdatedAt'])
     IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['totalStock', 'lowStockCrossings', 'updatedAt', 'contentUpdatedAt']) THEN
    NEW."contentUpdatedAt" := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_contentUpdatedAt" BEFORE UPDATE ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_content_updated_at"();

-- The variants' trigger keeps totalStock and updatedAt as before, and moves the product's contentUpdatedAt when a
-- variant is added or removed, or changes anything but its stock (size, colour, SKU, price, place): cards show them.
CREATE OR REPLACE FUNCTION "product_variant_total_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Product" p SET "totalStock" = coalesce((SELECT sum(v."stock") FROM "ProductVariant" v WHERE v."productId" = p."id"), 0),
      "updatedAt" = now(), "contentUpdatedAt" = clock_timestamp()
    WHERE p."id" IN (SELECT DISTINCT "productId" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Product" p SET "totalStock" = coalesce((SELECT sum(v."stock") FROM "ProductVariant" v WHERE v."productId" = p."id"), 0),
      "updatedAt" = now(), "contentUpdatedAt" = clock_timestamp()
    WHERE p."id" IN (SELECT DISTINCT "productId" FROM old_rows);
  ELSE
    UPDATE "Product" p SET "totalStock" = coalesce((SELECT sum(v."stock") FROM "ProductVariant" v WHERE v."productId" = p."id"), 0),
      "updatedAt" = now(),
      "contentUpdatedAt" = CASE WHEN p."id" IN (
          SELECT n."productId" FROM new_rows n LEFT JOIN old_rows o ON o."id" = n."id"
          WHERE o."id" IS NULL OR (n."productId", n."sku", n."size", n."colour", n."priceCents", n."position")
            IS DISTINCT FROM (o."productId", o."sku", o."size", o."colour", o."priceCents", o."position")
          UNION SELECT o."productId" FROM old_rows o LEFT JOIN new_rows n ON n."id" = o."id"
          WHERE n."id" IS NULL OR n."productId" IS DISTINCT FROM o."productId")
        THEN clock_timestamp() ELSE p."contentUpdatedAt" END
    WHERE p."id" IN (SELECT "productId" FROM new_rows UNION SELECT "productId" FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
