-- CreateTable
CREATE TABLE "AccountErasure" (
    "id" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "byPlayerId" UUID,
    "erasedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountErasure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AccountErasure_playerId_key" ON "AccountErasure"("playerId");

-- AddForeignKey
ALTER TABLE "AccountErasure" ADD CONSTRAINT "AccountErasure_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountErasure" ADD CONSTRAINT "AccountErasure_byPlayerId_fkey" FOREIGN KEY ("byPlayerId") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The ledger stays append-only, except that an erasure (lib/server/db/erasure.ts) may replace a member's name or
-- address typed into an entry's memo or reference: it says so with the transaction-local setting sweeps.erasure.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  erasable jsonb := CASE WHEN current_setting('sweeps.erasure', true) = 'on'
    THEN '["memo", "reference"]'::jsonb ELSE '[]'::jsonb END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the ledger is append-only: write a reversing entry instead' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_TABLE_NAME = 'LedgerLine' AND (to_jsonb(NEW) - 'playerId') IS DISTINCT FROM (to_jsonb(OLD) - 'playerId') THEN
    RAISE EXCEPTION 'the ledger is append-only: write a reversing entry instead' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_TABLE_NAME = 'LedgerEntry'
    AND (to_jsonb(NEW) - 'byPlayerId' - ARRAY(SELECT jsonb_array_elements_text(erasable)))
      IS DISTINCT FROM (to_jsonb(OLD) - 'byPlayerId' - ARRAY(SELECT jsonb_array_elements_text(erasable))) THEN
    RAISE EXCEPTION 'the ledger is append-only: write a reversing entry instead' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
