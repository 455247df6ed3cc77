-- CreateEnum
CREATE TYPE "AcknowledgementStatus" AS ENUM ('queued', 'limited');

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "acknowledgement" "AcknowledgementStatus";

-- CreateTable
CREATE TABLE "AcknowledgementLimit" (
    "email" TEXT NOT NULL,
    "lastSentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AcknowledgementLimit_pkey" PRIMARY KEY ("email")
);
