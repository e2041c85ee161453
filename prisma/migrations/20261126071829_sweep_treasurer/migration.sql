-- AlterTable
ALTER TABLE "SweepMember" ADD COLUMN     "isTreasurer" BOOLEAN NOT NULL DEFAULT false;
