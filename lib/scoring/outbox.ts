import { type DBSchema, type IDBPDatabase, deleteDB, openDB } from "idb";
import type { ScoreConflict, ScorecardDto } from "@/lib/validation/scorecards";
import { newIdempotencyKey } from "./idempotency-key";

/** The score as the server has it when it refused a write based on an older version. */
export type TheirScore = ScoreConflict["current"];

/** One logical save of one hole's gross, kept on the phone until the server has answered it. */
export type OutboxEntry = {
  /** Tap order across the whole outbox: a card's entries are sent in this order. */
  seq: number;
  cardId: string;
  scoreId: string;
  holeNumber: number;
  gross: number | null;
  /** Made once with the entry and sent with every retry of it, so a repeat changes nothing on the server. */
  idempotencyKey: string;
  /** The score version the write is based on; fixed at its first attempt so that every retry is the same request. */
  baseVersion: number | null;
  /** Sent at least once: it may have landed, so it is retried as it is and never superseded. */
  attempted: boolean;
  /** Refused because someone else changed the hole first: waits for the person to choose. */
  conflict: TheirScore | null;
  /** Why an admin changes a signed and attested card (the server keeps it in the card's history). */
  reason?: string;
};

type NewEntry = Omit<OutboxEntry, "seq">;

interface ScoringDb extends DBSchema {
  outbox: { key: number; value: NewEntry & { seq?: number }; indexes: { "by-card": string } };
  /** The latest card each phone has seen from the server, so a reload with no signal still shows confirmed scores. */
  cards: { key: string; value: ScorecardDto };
}

const DB_NAME = "sweeps-scoring";
const DB_VERSION = 1;

let database: Promise<IDBPDatabase<ScoringDb>> | undefined;

function db(): Promise<IDBPDatabase<ScoringDb>> {
  database ??= openDB<ScoringDb>(DB_NAME, DB_VERSION, {
    upgrade(upgrading) {
      const outbox = upgrading.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      outbox.createIndex("by-card", "cardId");
      upgrading.createObjectStore("cards", { keyPath: "id" });
    },
    // A newer version of the app in another tab wants to upgrade: let it, and reopen on the next call.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      database = undefined;
    },
  });
  return database;
}

/** A card's waiting saves, in tap order (an index's equal keys are ordered by primary key, here `seq`). */
export async function listEntries(cardId: string): Promise<OutboxEntry[]> {
  return (await (await db()).getAllFromIndex("outbox", "by-card", cardId)) as OutboxEntry[];
}

/** Whether a new tap on the same hole replaces this entry: only while it has never left the phone, or was refused. */
export const isSupersededByNewTap = (entry: OutboxEntry, holeNumber: number) =>
  entry.holeNumber === holeNumber && (!entry.attempted || entry.conflict !== null);

export type Tap = { cardId: string; scoreId: string; holeNumber: number; gross: number | null; reason?: string };

/**
 * Stores a tap as a new save. A not-yet-sent save of the same hole is replaced, but one already sent is kept: it
 * may have landed, and the new one must follow it. Typing over a conflict is a choice made with both numbers in
 * view, so the new save is based on the version that was shown.
 */
export async function enqueueTap(tap: Tap): Promise<void> {
  const tx = (await db()).transaction("outbox", "readwrite");
  const existing = (await tx.store.index("by-card").getAll(tap.cardId)) as OutboxEntry[];
  let baseVersion: number | null = null;
  for (const entry of existing.filter((candidate) => isSupersededByNewTap(candidate, tap.holeNumber))) {
    if (entry.conflict) baseVersion = entry.conflict.version;
    await tx.store.delete(entry.seq);
  }
  await tx.store.add({ ...tap, idempotencyKey: newIdempotencyKey(), baseVersion, attempted: false, conflict: null });
  await tx.done;
}

/** Fixes the version of an entry about to be sent; false when a newer tap replaced it meanwhile. */
export async function markAttempted(seq: number, baseVersion: number): Promise<boolean> {
  const tx = (await db()).transaction("outbox", "readwrite");
  const entry = await tx.store.get(seq);
  if (entry) await tx.store.put({ ...entry, baseVersion, attempted: true });
  await tx.done;
  return entry !== undefined;
}

export async function markConflict(seq: number, theirs: TheirScore): Promise<void> {
  const tx = (await db()).transaction("outbox", "readwrite");
  const entry = await tx.store.get(seq);
  if (entry) await tx.store.put({ ...entry, conflict: theirs });
  await tx.done;
}

/** "Keep mine": a new save of the same gross, based on the version the person saw, with a key of its own. */
export async function keepMine(seq: number): Promise<void> {
  const tx = (await db()).transaction("outbox", "readwrite");
  const entry = await tx.store.get(seq);
  if (entry?.conflict) {
    await tx.store.delete(seq);
    const { cardId, scoreId, holeNumber, gross } = entry;
    await tx.store.add({
      cardId,
      scoreId,
      holeNumber,
      gross,
      idempotencyKey: newIdempotencyKey(),
      baseVersion: entry.conflict.version,
      attempted: false,
      conflict: null,
    });
  }
  await tx.done;
}

export async function removeEntry(seq: number): Promise<void> {
  await (await db()).delete("outbox", seq);
}

/** Keeps the server's card if it is newer than the one stored (cards count their accepted changes in `version`). */
export async function storeCard(card: ScorecardDto): Promise<void> {
  const tx = (await db()).transaction("cards", "readwrite");
  const stored = await tx.store.get(card.id);
  if (!stored || stored.version <= card.version) await tx.store.put(card);
  await tx.done;
}

export async function readStoredCard(cardId: string): Promise<ScorecardDto | undefined> {
  return (await db()).get("cards", cardId);
}

/** The cards with saves waiting, whichever page took them. */
export async function listCardsWaiting(): Promise<string[]> {
  const tx = (await db()).transaction("outbox");
  const cardIds: string[] = [];
  for (
    let cursor = await tx.store.index("by-card").openKeyCursor(null, "nextunique");
    cursor;
    cursor = await cursor.continue()
  ) {
    cardIds.push(cursor.key);
  }
  await tx.done;
  return cardIds;
}

export async function countWaitingSaves(): Promise<number> {
  return (await db()).count("outbox");
}

/** Closes and deletes the whole scoring database (signing out on a shared phone). */
export async function deleteScoringDatabase(): Promise<void> {
  const open = database;
  database = undefined;
  if (open) (await open).close();
  await deleteDB(DB_NAME);
}
