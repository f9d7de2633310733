-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "releasedHoldAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Order_releasedHoldAt_idx" ON "Order"("releasedHoldAt");
