-- AlterTable
ALTER TABLE "ConsultingRequest" ADD COLUMN "termsAgreedAt" DATETIME;
ALTER TABLE "ConsultingRequest" ADD COLUMN "termsVersion" TEXT;
