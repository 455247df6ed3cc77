-- AlterTable
ALTER TABLE "StaffTwoFactor" ADD COLUMN "lastUsedStep" INTEGER;
