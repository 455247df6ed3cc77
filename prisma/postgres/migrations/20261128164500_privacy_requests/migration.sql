-- CreateEnum
CREATE TYPE "PrivacyRight" AS ENUM ('access', 'correction', 'erasure', 'suspension');

-- CreateEnum
CREATE TYPE "PrivacyRequestStatus" AS ENUM ('pending', 'open', 'answered');

-- CreateTable
CREATE TABLE "PrivacyRequest" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "right" "PrivacyRight" NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "locale" TEXT NOT NULL,
    "status" "PrivacyRequestStatus" NOT NULL DEFAULT 'pending',
    "consentVersion" TEXT NOT NULL,
    "consentedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verifyTokenHash" TEXT,
    "verifySentAt" TIMESTAMP(3),
    "verifiedAt" TIMESTAMP(3),
    "dueAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),
    "answeredBy" TEXT,

    CONSTRAINT "PrivacyRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PrivacyRequest_verifyTokenHash_key" ON "PrivacyRequest"("verifyTokenHash");

-- CreateIndex
CREATE INDEX "PrivacyRequest_status_dueAt_idx" ON "PrivacyRequest"("status", "dueAt");

-- CreateIndex
CREATE INDEX "PrivacyRequest_email_idx" ON "PrivacyRequest"("email");
