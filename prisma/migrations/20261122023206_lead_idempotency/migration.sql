-- AlterTable
ALTER TABLE "CampaignContact" ADD COLUMN "idempotencyKey" TEXT;

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN "dedupeKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "CampaignContact_idempotencyKey_key" ON "CampaignContact"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");
