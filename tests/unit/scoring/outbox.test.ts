import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import {
  enqueueTap,
  keepMine,
  listCardsWaiting,
  listEntries,
  markAttempted,
  markConflict,
  readStoredCard,
  removeEntry,
  storeCard,
  type TheirScore,
} from "@/lib/scoring/outbox";
import { buildCard, newCardId, scoreIdOf } from "./card-fixture";

const tap = (cardId: string, holeNumber: number, gross: number | null) =>
  enqueueTap({ cardId, scoreId: scoreIdOf(holeNumber), holeNumber, gross });
const summary = async (cardId: string) =>
  (await listEntries(cardId)).map(({ holeNumber, gross, attempted }) => ({ holeNumber, gross, attempted }));
const theirs: TheirScore = {
  gross: 5,
  version: 4,
  by: { id: "a0000000-0000-4000-8000-000000000002", fullName: "Sam Reid" },
  role: "marker",
};

describe("the score outbox", () => {
  it("keeps each card's saves in tap order, apart from other cards", async () => {
    const [card, other] = [newCardId(), newCardId()];
    await tap(card, 7, 4);
    await tap(other, 1, 3);
    await tap(card, 8, 5);
    await tap(card, 9, 0);

    expect(await summary(card)).toEqual([
      { holeNumber: 7, gross: 4, attempted: false },
      { holeNumber: 8, gross: 5, attempted: false },
      { holeNumber: 9, gross: 0, attempted: false },
    ]);
    expect(await summary(other)).toEqual([{ holeNumber: 1, gross: 3, attempted: false }]);
    expect(await listCardsWaiting()).toEqual(expect.arrayContaining([card, other]));
  });

  it("gives every save its own UUID idempotency key", async () => {
    const card = newCardId();
    await tap(card, 1, 4);
    await tap(card, 2, 4);
    const keys = (await listEntries(card)).map(({ idempotencyKey }) => idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("lets a later tap on a hole replace a save not sent yet, keeping its place after the others", async () => {
    const card = newCardId();
    await tap(card, 3, 6);
    await tap(card, 4, 5);
    await tap(card, 3, 5);
    expect(await summary(card)).toEqual([
      { holeNumber: 4, gross: 5, attempted: false },
      { holeNumber: 3, gross: 5, attempted: false },
    ]);
  });

  it("never replaces a save already sent, which may have landed: the new one follows it, with its own key", async () => {
    const card = newCardId();
    await tap(card, 3, 6);
    const [sent] = await listEntries(card);
    expect(await markAttempted(sent!.seq, 2)).toBe(true);
    await tap(card, 3, 5);

    const entries = await listEntries(card);
    expect(entries.map(({ gross, attempted, baseVersion }) => ({ gross, attempted, baseVersion }))).toEqual([
      { gross: 6, attempted: true, baseVersion: 2 },
      { gross: 5, attempted: false, baseVersion: null },
    ]);
    expect(entries[0]?.idempotencyKey).toBe(sent!.idempotencyKey);
    expect(entries[1]?.idempotencyKey).not.toBe(sent!.idempotencyKey);
  });

  it("does not bring back a save that a newer tap replaced while it was being picked up", async () => {
    const card = newCardId();
    await tap(card, 5, 4);
    const [picked] = await listEntries(card);
    await tap(card, 5, 3);
    expect(await markAttempted(picked!.seq, 0)).toBe(false);
    expect(await summary(card)).toEqual([{ holeNumber: 5, gross: 3, attempted: false }]);
  });

  it("keeps a conflict until chosen: keep mine sends the same gross again on the version shown, with a new key", async () => {
    const card = newCardId();
    await tap(card, 6, 4);
    const [sent] = await listEntries(card);
    await markAttempted(sent!.seq, 1);
    await markConflict(sent!.seq, theirs);
    expect((await listEntries(card))[0]?.conflict).toEqual(theirs);

    await keepMine(sent!.seq);
    const [again] = await listEntries(card);
    expect(again).toMatchObject({ holeNumber: 6, gross: 4, baseVersion: 4, attempted: false, conflict: null });
    expect(again?.idempotencyKey).not.toBe(sent!.idempotencyKey);
  });

  it("takes a new tap over a conflict as the person's choice, based on the version they saw", async () => {
    const card = newCardId();
    await tap(card, 6, 4);
    const [sent] = await listEntries(card);
    await markAttempted(sent!.seq, 1);
    await markConflict(sent!.seq, theirs);
    await tap(card, 6, 7);
    expect(await listEntries(card)).toEqual([
      expect.objectContaining({ gross: 7, baseVersion: 4, conflict: null, attempted: false }),
    ]);
  });

  it("forgets a save once answered", async () => {
    const card = newCardId();
    await tap(card, 1, 4);
    const [entry] = await listEntries(card);
    await removeEntry(entry!.seq);
    expect(await listEntries(card)).toEqual([]);
    expect(await listCardsWaiting()).not.toContain(card);
  });

  it("keeps the newest card the server sent, for a reload with no signal", async () => {
    const cardId = newCardId();
    await storeCard(buildCard(undefined, { cardId, cardVersion: 6 }));
    await storeCard(buildCard(undefined, { cardId, cardVersion: 4 }));
    expect((await readStoredCard(cardId))?.version).toBe(6);
    await storeCard(buildCard([4, ...Array<null>(17).fill(null)], { cardId, cardVersion: 7 }));
    expect(await readStoredCard(cardId)).toMatchObject({ version: 7, holesEntered: 1 });
  });
});
