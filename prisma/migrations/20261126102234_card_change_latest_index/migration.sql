-- CreateIndex
CREATE INDEX "CardChange_scorecardId_kind_holeNumber_role_cardVersion_cre_idx" ON "CardChange"("scorecardId", "kind", "holeNumber", "role", "cardVersion" DESC, "createdAt" DESC);
