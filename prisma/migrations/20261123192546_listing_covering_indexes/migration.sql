-- DropIndex
DROP INDEX "Product_category_brand_idx";

-- CreateIndex
CREATE INDEX "Product_category_brand_effectivePriceCents_id_idx" ON "Product"("category", "brand", "effectivePriceCents", "id");

-- CreateIndex
CREATE INDEX "Product_category_brand_title_id_idx" ON "Product"("category", "brand", "title", "id");
