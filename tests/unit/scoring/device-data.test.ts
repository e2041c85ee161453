import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { countWaitingSaves, forgetScoringData } from "@/lib/scoring/device-data";
import { enqueueTap, listEntries, readStoredCard, storeCard } from "@/lib/scoring/outbox";
import { buildCard, newCardId, scoreIdOf } from "./card-fixture";

describe("scoring data on a shared phone", () => {
  it("counts the saves still waiting, and signing out forgets them with the stored cards", async () => {
    const cardId = newCardId();
    await enqueueTap({ cardId, scoreId: scoreIdOf(3), holeNumber: 3, gross: 5 });
    await enqueueTap({ cardId, scoreId: scoreIdOf(4), holeNumber: 4, gross: 4 });
    const card = buildCard(undefined, { cardId });
    await storeCard(card);
    expect(await countWaitingSaves()).toBe(2);

    await forgetScoringData();

    expect(await countWaitingSaves()).toBe(0);
    expect(await listEntries(cardId)).toEqual([]);
    expect(await readStoredCard(cardId)).toBeUndefined();
  });
});
