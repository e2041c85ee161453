-- CreateIndex
CREATE INDEX "HandicapEntry_eventId_playerId_idx" ON "HandicapEntry"("eventId", "playerId");
