-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "copiedFromId" UUID;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "movedFromDate" DATE;

-- AlterTable
ALTER TABLE "Player" ALTER COLUMN "userId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "shareContact" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PlayerClaim" (
    "id" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "sweepId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "claimedAt" TIMESTAMP(3),

    CONSTRAINT "PlayerClaim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SweepInvite" (
    "id" UUID NOT NULL,
    "sweepId" UUID NOT NULL,
    "token" TEXT NOT NULL,
    "joinDirectly" BOOLEAN NOT NULL DEFAULT false,
    "createdById" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "SweepInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PlayerClaim_token_key" ON "PlayerClaim"("token");

-- CreateIndex
CREATE INDEX "PlayerClaim_playerId_idx" ON "PlayerClaim"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "SweepInvite_token_key" ON "SweepInvite"("token");

-- CreateIndex
CREATE INDEX "SweepInvite_sweepId_idx" ON "SweepInvite"("sweepId");

-- AddForeignKey
ALTER TABLE "PlayerClaim" ADD CONSTRAINT "PlayerClaim_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerClaim" ADD CONSTRAINT "PlayerClaim_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SweepInvite" ADD CONSTRAINT "SweepInvite_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SweepInvite" ADD CONSTRAINT "SweepInvite_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_copiedFromId_fkey" FOREIGN KEY ("copiedFromId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;
