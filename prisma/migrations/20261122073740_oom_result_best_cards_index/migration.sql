-- DropIndex
DROP INDEX "OomResult_playerId_idx";

-- CreateIndex
CREATE INDEX "OomResult_playerId_stablefordPoints_idx" ON "OomResult"("playerId", "stablefordPoints" DESC);
