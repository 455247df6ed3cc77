-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "acknowledgement" TEXT;

-- CreateTable
CREATE TABLE "AcknowledgementLimit" (
    "email" TEXT NOT NULL PRIMARY KEY,
    "lastSentAt" DATETIME NOT NULL
);
