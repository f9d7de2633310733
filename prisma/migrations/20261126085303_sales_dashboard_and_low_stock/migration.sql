-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "lowStockCrossings" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Order_paymentStatus_capturedAt_totalCents_idx" ON "Order"("paymentStatus", "capturedAt", "totalCents");

-- CreateIndex
CREATE INDEX "Product_totalStock_idx" ON "Product"("totalStock");
