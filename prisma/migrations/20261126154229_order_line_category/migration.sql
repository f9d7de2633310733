-- DropIndex
DROP INDEX "OrderItem_paidAt_productId_quantity_priceCents_idx";

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "category" TEXT;

-- Past lines take their product's category as it is now: the best record there is. Lines of deleted products keep none.
UPDATE "OrderItem" i SET "category" = p."category"::text FROM "Product" p WHERE p."id" = i."productId";

-- CreateIndex
CREATE INDEX "OrderItem_paidAt_productId_category_quantity_priceCents_idx" ON "OrderItem"("paidAt", "productId", "category", "quantity", "priceCents");
