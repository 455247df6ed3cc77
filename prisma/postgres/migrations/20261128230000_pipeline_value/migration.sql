-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "currency" TEXT,
ADD COLUMN     "value" INTEGER;

-- CreateIndex
CREATE INDEX "Submission_currency_value_idx" ON "Submission"("currency", "value");

-- A report request's value is its quoted total, in the currency it was quoted in.
UPDATE "Submission" SET
  "value" = (SELECT "total" FROM "ConsultingRequest" WHERE "ConsultingRequest"."id" = "Submission"."sourceId"),
  "currency" = (SELECT "currency" FROM "ConsultingRequest" WHERE "ConsultingRequest"."id" = "Submission"."sourceId")
WHERE "kind" = 'report';
