-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "guestKeyHash" TEXT,
ALTER COLUMN "userId" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Cart_guestKeyHash_key" ON "Cart"("guestKeyHash");

-- CreateIndex
CREATE INDEX "Cart_updatedAt_idx" ON "Cart"("updatedAt");

-- Written by hand: a cart is a shopper's or a guest's, never both nor neither.
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_one_holder" CHECK (("userId" IS NULL) <> ("guestKeyHash" IS NULL));
