-- Product variants: stock and SKU per size/colour. Written by hand around what the schema engine generated: the
-- table first, then every existing product's default variant, then the cart lines pointed at it, then the triggers.

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "sku" TEXT NOT NULL,
    "size" TEXT NOT NULL DEFAULT '',
    "colour" TEXT NOT NULL DEFAULT '',
    "stock" INTEGER NOT NULL,
    "priceCents" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "lowStockCrossings" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ProductVariant_stock_not_negative" CHECK ("stock" >= 0),
    CONSTRAINT "ProductVariant_priceCents_positive" CHECK ("priceCents" IS NULL OR "priceCents" > 0)
);

-- Every existing product: one default variant (one size, no colour) carrying its stock and low-stock count.
INSERT INTO "ProductVariant" ("id", "productId", "sku", "stock", "lowStockCrossings", "updatedAt")
SELECT gen_random_uuid(), p."id", upper(left(replace(p."id"::text, '-', ''), 12)), p."totalStock", p."lowStockCrossings", CURRENT_TIMESTAMP
FROM "Product" p;

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_sku_key" ON "ProductVariant"("sku");

-- CreateIndex
CREATE INDEX "ProductVariant_productId_idx" ON "ProductVariant"("productId");

-- CreateIndex
CREATE INDEX "ProductVariant_size_productId_stock_idx" ON "ProductVariant"("size", "productId", "stock");

-- CreateIndex
CREATE INDEX "ProductVariant_colour_productId_stock_idx" ON "ProductVariant"("colour", "productId", "stock");

-- CreateIndex
CREATE INDEX "ProductVariant_stock_idx" ON "ProductVariant"("stock");

-- CreateIndex
CREATE UNIQUE INDEX "ProductVariant_productId_size_colour_key" ON "ProductVariant"("productId", "size", "colour");

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Cart lines: each now names its variant, the product's default one.
DROP INDEX "CartItem_cartId_productId_key";
ALTER TABLE "CartItem" ADD COLUMN "variantId" UUID;
UPDATE "CartItem" c SET "variantId" = v."id" FROM "ProductVariant" v WHERE v."productId" = c."productId";
ALTER TABLE "CartItem" ALTER COLUMN "variantId" SET NOT NULL;

-- Order lines: the variant bought, and its size, colour and SKU as they were.
ALTER TABLE "OrderItem" ADD COLUMN     "colour" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "size" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sku" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "variantId" UUID;
UPDATE "OrderItem" i SET "variantId" = v."id", "sku" = v."sku" FROM "ProductVariant" v WHERE v."productId" = i."productId";

-- CreateIndex
CREATE INDEX "CartItem_variantId_idx" ON "CartItem"("variantId");

-- CreateIndex
CREATE UNIQUE INDEX "CartItem_cartId_variantId_key" ON "CartItem"("cartId", "variantId");

-- CreateIndex
CREATE INDEX "OrderItem_variantId_idx" ON "OrderItem"("variantId");

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Product.totalStock is the sum of its variants' stock, in the same statement as any change of them, whoever writes
-- them (services, seeds, bulk loads): listings, the REST totalStock and stock sorts keep reading one column. Per
-- statement (transition tables), so a bulk insert of variants updates each product once. The product's updatedAt
-- moves too: the catalogue page cache then drops pages showing the old stock.
CREATE FUNCTION "product_variant_total_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Product" p SET "totalStock" = coalesce((SELECT sum(v."stock") FROM "ProductVariant" v WHERE v."productId" = p."id"), 0), "updatedAt" = now()
    WHERE p."id" IN (SELECT DISTINCT "productId" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Product" p SET "totalStock" = coalesce((SELECT sum(v."stock") FROM "ProductVariant" v WHERE v."productId" = p."id"), 0), "updatedAt" = now()
    WHERE p."id" IN (SELECT DISTINCT "productId" FROM old_rows);
  ELSE
    UPDATE "Product" p SET "totalStock" = coalesce((SELECT sum(v."stock") FROM "ProductVariant" v WHERE v."productId" = p."id"), 0), "updatedAt" = now()
    WHERE p."id" IN (SELECT "productId" FROM new_rows UNION SELECT "productId" FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ProductVariant_totalStock_insert" AFTER INSERT ON "ProductVariant"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_total_stock"();
CREATE TRIGGER "ProductVariant_totalStock_update" AFTER UPDATE ON "ProductVariant"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_total_stock"();
CREATE TRIGGER "ProductVariant_totalStock_delete" AFTER DELETE ON "ProductVariant"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_total_stock"();

-- A product written without variants (a legacy form, a seed, a test, a bulk load) gets its default variant carrying
-- its totalStock when the transaction commits; one written with variants in the same transaction keeps just those.
-- The SKU is the id's first 12 hex digits, or all 32 when another variant already uses those.
CREATE FUNCTION "product_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p "Product"%ROWTYPE;
  code text;
BEGIN
  SELECT * INTO p FROM "Product" WHERE "id" = NEW."id";
  IF NOT FOUND OR EXISTS (SELECT 1 FROM "ProductVariant" WHERE "productId" = NEW."id") THEN
    RETURN NULL;
  END IF;
  code := upper(replace(p."id"::text, '-', ''));
  IF EXISTS (SELECT 1 FROM "ProductVariant" WHERE "sku" = left(code, 12)) THEN
    INSERT INTO "ProductVariant" ("id", "productId", "sku", "stock", "updatedAt") VALUES (gen_random_uuid(), p."id", code, p."totalStock", now());
  ELSE
    INSERT INTO "ProductVariant" ("id", "productId", "sku", "stock", "updatedAt") VALUES (gen_random_uuid(), p."id", left(code, 12), p."totalStock", now());
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER "Product_default_variant" AFTER INSERT ON "Product" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "product_default_variant"();

-- Writers that know only Product.totalStock (older code, hand-written statements, tests) keep working on a product
-- with one variant: its stock follows. A product with several variants has no single stock to set: refused.
CREATE FUNCTION "product_total_stock_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  variants int;
  total int;
BEGIN
  SELECT count(*), coalesce(sum("stock"), 0) INTO variants, total FROM "ProductVariant" WHERE "productId" = NEW."id";
  IF variants = 0 OR total = NEW."totalStock" THEN
    RETURN NULL;
  END IF;
  IF variants > 1 THEN
    RAISE EXCEPTION 'Product % has % variants: change their stock, not totalStock', NEW."id", variants USING ERRCODE = 'check_violation';
  END IF;
  UPDATE "ProductVariant" SET "stock" = NEW."totalStock", "updatedAt" = now() WHERE "productId" = NEW."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_totalStock_write" AFTER UPDATE OF "totalStock" ON "Product"
  FOR EACH ROW WHEN (OLD."totalStock" IS DISTINCT FROM NEW."totalStock") EXECUTE FUNCTION "product_total_stock_write"();
