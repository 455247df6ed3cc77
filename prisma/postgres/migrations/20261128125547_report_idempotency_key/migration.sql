-- AlterTable
ALTER TABLE "ConsultingRequest" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ConsultingRequest_idempotencyKey_key" ON "ConsultingRequest"("idempotencyKey");
