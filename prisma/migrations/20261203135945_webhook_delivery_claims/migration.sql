-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "claimedUntil" TIMESTAMP(3);
