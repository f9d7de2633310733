-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'refunded';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "captureId" TEXT,
ADD COLUMN     "refundedAt" TIMESTAMP(3);
