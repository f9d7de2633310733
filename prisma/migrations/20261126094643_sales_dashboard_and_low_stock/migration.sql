-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "unitCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "paidAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "lowStockCrossings" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Order_paymentStatus_capturedAt_totalCents_unitCount_idx" ON "Order"("paymentStatus", "capturedAt", "totalCents", "unitCount");

-- CreateIndex
CREATE INDEX "OrderItem_paidAt_productId_quantity_priceCents_idx" ON "OrderItem"("paidAt", "productId", "quantity", "priceCents");

-- CreateIndex
CREATE INDEX "Product_totalStock_idx" ON "Product"("totalStock");

-- Orders placed before unitCount existed: their units from their lines.
UPDATE "Order" o SET "unitCount" = coalesce((SELECT sum(i.quantity) FROM "OrderItem" i WHERE i."orderId" = o.id), 0);

-- Lines of orders already paid: their capture time.
UPDATE "OrderItem" i SET "paidAt" = o."capturedAt" FROM "Order" o WHERE o.id = i."orderId" AND o."paymentStatus" = 'paid';
