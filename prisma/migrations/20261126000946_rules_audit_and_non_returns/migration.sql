-- CreateEnum
CREATE TYPE "RulesChangeKind" AS ENUM ('rules', 'recompute');

-- AlterTable
ALTER TABLE "OomResult" ADD COLUMN     "nonReturn" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "RulesChange" (
    "id" UUID NOT NULL,
    "sweepId" UUID NOT NULL,
    "kind" "RulesChangeKind" NOT NULL,
    "byPlayerId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "summary" TEXT NOT NULL,

    CONSTRAINT "RulesChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RulesChange_sweepId_createdAt_idx" ON "RulesChange"("sweepId", "createdAt");

-- AddForeignKey
ALTER TABLE "RulesChange" ADD CONSTRAINT "RulesChange_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RulesChange" ADD CONSTRAINT "RulesChange_byPlayerId_fkey" FOREIGN KEY ("byPlayerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
