-- AlterTable
ALTER TABLE "ConsultingRequest" ADD COLUMN     "termsAgreedAt" TIMESTAMP(3),
ADD COLUMN     "termsVersion" TEXT;
