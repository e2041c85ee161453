-- AlterTable
ALTER TABLE "Entry" ADD COLUMN     "teeName" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "teeName" TEXT;

-- AlterTable
ALTER TABLE "Scorecard" ADD COLUMN     "courseHandicapTenths" INTEGER,
ADD COLUMN     "handicapIndexTenths" INTEGER;
