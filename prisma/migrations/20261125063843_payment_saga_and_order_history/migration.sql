-- CreateEnum
CREATE TYPE "OrderActor" AS ENUM ('admin', 'shopper', 'paypal', 'system');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PaymentStatus" ADD VALUE 'capturing';
ALTER TYPE "PaymentStatus" ADD VALUE 'held';
ALTER TYPE "PaymentStatus" ADD VALUE 'refunding';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "captureStartedAt" TIMESTAMP(3),
ADD COLUMN     "refundStartedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "orderId" UUID NOT NULL,
    "field" TEXT NOT NULL,
    "from" TEXT,
    "to" TEXT NOT NULL,
    "actor" "OrderActor" NOT NULL,
    "actorId" UUID,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaypalWebhookEvent" (
    "id" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "resourceId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaypalWebhookEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxPaypalOrder" (
    "id" TEXT NOT NULL,
    "requestId" TEXT,
    "status" TEXT NOT NULL,
    "referenceId" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "returnUrl" TEXT NOT NULL,
    "cancelUrl" TEXT NOT NULL,
    "payerId" TEXT,
    "captureOutcome" TEXT NOT NULL DEFAULT 'complete',
    "captureRequestId" TEXT,
    "captureResponse" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxPaypalOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxPaypalCapture" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "refundId" TEXT,
    "refundRequestId" TEXT,
    "refundResponse" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxPaypalCapture_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_id_idx" ON "OrderEvent"("orderId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxPaypalOrder_requestId_key" ON "SandboxPaypalOrder"("requestId");

-- CreateIndex
CREATE INDEX "SandboxPaypalCapture_orderId_idx" ON "SandboxPaypalCapture"("orderId");

-- CreateIndex
CREATE INDEX "Order_paymentStatus_idx" ON "Order"("paymentStatus");

-- CreateIndex
CREATE INDEX "Order_captureId_idx" ON "Order"("captureId");

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxPaypalCapture" ADD CONSTRAINT "SandboxPaypalCapture_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "SandboxPaypalOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
