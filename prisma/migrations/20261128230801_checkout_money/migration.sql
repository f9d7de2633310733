-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('percentage', 'fixed', 'freeShipping');

-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "country" TEXT,
ADD COLUMN     "region" TEXT;

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "discountCode" TEXT;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "country" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "discountCode" TEXT,
ADD COLUMN     "discountCodeId" UUID,
ADD COLUMN     "region" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shippingDiscountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shippingMethodId" UUID,
ADD COLUMN     "shippingMethodName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "taxCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxIncluded" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "taxLines" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ShippingMethod" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "tiered" BOOLEAN NOT NULL DEFAULT false,
    "priceCents" INTEGER NOT NULL DEFAULT 0,
    "freeFromCents" INTEGER,
    "deliveryEstimate" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShippingMethod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountCode" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "codeKey" TEXT NOT NULL,
    "kind" "DiscountKind" NOT NULL,
    "basisPoints" INTEGER NOT NULL DEFAULT 0,
    "amountCents" INTEGER NOT NULL DEFAULT 0,
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "brands" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "productIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "minSubtotalCents" INTEGER NOT NULL DEFAULT 0,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "maxUses" INTEGER,
    "perCustomer" INTEGER,
    "firstOrderOnly" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscountCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxRate" (
    "id" UUID NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "ppm" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaxRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "pricesIncludeTax" BOOLEAN NOT NULL DEFAULT false,
    "country" TEXT NOT NULL DEFAULT 'US',
    "region" TEXT NOT NULL DEFAULT '',
    "legalName" TEXT NOT NULL DEFAULT '',
    "legalAddress" TEXT NOT NULL DEFAULT '',
    "taxId" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShopSetting_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DiscountCode_codeKey_key" ON "DiscountCode"("codeKey");

-- CreateIndex
CREATE UNIQUE INDEX "TaxRate_country_region_name_key" ON "TaxRate"("country", "region", "name");

-- CreateIndex
CREATE INDEX "Order_discountCodeId_userId_idx" ON "Order"("discountCodeId", "userId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_discountCodeId_fkey" FOREIGN KEY ("discountCodeId") REFERENCES "DiscountCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_shippingMethodId_fkey" FOREIGN KEY ("shippingMethodId") REFERENCES "ShippingMethod"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The default shipping method is the spec's rule (5.00 under 1,000, 2.50 under 2,000, free from 2,000); the shop's
-- settings row (prices exclude tax, the shop in the US until an admin says otherwise).
INSERT INTO "ShippingMethod" ("id", "name", "tiered", "deliveryEstimate", "position", "updatedAt")
VALUES (gen_random_uuid(), 'Standard', true, '3-5 business days', 0, CURRENT_TIMESTAMP);
INSERT INTO "ShopSetting" ("id", "updatedAt") VALUES (1, CURRENT_TIMESTAMP);

-- Money stays sane whoever writes it.
ALTER TABLE "DiscountCode" ADD CONSTRAINT "DiscountCode_usedCount_check" CHECK ("usedCount" >= 0 AND ("maxUses" IS NULL OR "usedCount" <= "maxUses"));
ALTER TABLE "DiscountCode" ADD CONSTRAINT "DiscountCode_amounts_check" CHECK ("basisPoints" BETWEEN 0 AND 10000 AND "amountCents" >= 0 AND "minSubtotalCents" >= 0);
ALTER TABLE "TaxRate" ADD CONSTRAINT "TaxRate_ppm_check" CHECK ("ppm" BETWEEN 0 AND 1000000);
ALTER TABLE "ShopSetting" ADD CONSTRAINT "ShopSetting_one_row" CHECK ("id" = 1);
-- An order's total is its breakdown (pricing/breakdown.ts): it replaces "total = subtotal + shipping".
ALTER TABLE "Order" DROP CONSTRAINT "Order_amounts_not_negative";
ALTER TABLE "Order" ADD CONSTRAINT "Order_amounts_not_negative" CHECK (
  "subtotalCents" >= 0 AND "shippingCents" >= 0 AND "discountCents" >= 0 AND "shippingDiscountCents" >= 0 AND "taxCents" >= 0
  AND "discountCents" <= "subtotalCents"
  AND "totalCents" = "subtotalCents" - "discountCents" + "shippingCents" + CASE WHEN "taxIncluded" THEN 0 ELSE "taxCents" END);
