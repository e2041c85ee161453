-- AlterTable
ALTER TABLE "Entry" ADD COLUMN     "guest" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "guestEmail" TEXT;
