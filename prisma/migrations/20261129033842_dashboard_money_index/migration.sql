-- DropIndex
DROP INDEX "Order_paymentStatus_capturedAt_totalCents_unitCount_idx";

-- CreateIndex
CREATE INDEX "Order_paid_sales_idx" ON "Order"("paymentStatus", "capturedAt", "totalCents", "unitCount", "discountCents", "shippingDiscountCents", "shippingCents", "taxCents");
