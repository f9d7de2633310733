-- CreateIndex
CREATE INDEX "WebhookDelivery_eventSeq_idx" ON "WebhookDelivery"("eventSeq");
