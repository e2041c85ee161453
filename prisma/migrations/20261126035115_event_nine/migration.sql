-- CreateEnum
CREATE TYPE "EventNine" AS ENUM ('front', 'back');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "nine" "EventNine";
