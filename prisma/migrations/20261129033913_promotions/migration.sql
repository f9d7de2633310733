-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "promotionCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "promotions" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "promotionCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Promotion" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "DiscountKind" NOT NULL,
    "basisPoints" INTEGER NOT NULL DEFAULT 0,
    "amountCents" INTEGER NOT NULL DEFAULT 0,
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "brands" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "productIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "minSubtotalCents" INTEGER NOT NULL DEFAULT 0,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Promotion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Promotion_active_idx" ON "Promotion"("active");

-- The order's money adds up with the promotions too (pricing/breakdown.ts): total = subtotal - promotion - discount
-- + shipping (+ tax when added), and the goods' discounts never exceed the subtotal.
ALTER TABLE "Order" DROP CONSTRAINT "Order_amounts_not_negative";
ALTER TABLE "Order" ADD CONSTRAINT "Order_amounts_not_negative" CHECK (
  "subtotalCents" >= 0 AND "shippingCents" >= 0 AND "discountCents" >= 0 AND "promotionCents" >= 0 AND "shippingDiscountCents" >= 0 AND "taxCents" >= 0
  AND "promotionCents" + "discountCents" <= "subtotalCents"
  AND "totalCents" = "subtotalCents" - "promotionCents" - "discountCents" + "shippingCents" + CASE WHEN "taxIncluded" THEN 0 ELSE "taxCents" END);
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_amounts_check" CHECK ("kind" <> 'freeShipping' AND "basisPoints" BETWEEN 0 AND 10000 AND "amountCents" >= 0 AND "minSubtotalCents" >= 0);
