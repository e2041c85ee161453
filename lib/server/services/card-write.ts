import "server-only";
import { createHash } from "node:crypto";
import type { CardRole } from "@/lib/validation/scorecards";
import type { CardAccess } from "../auth/authorized";
import type { Db, RootDb } from "../db/client";
import { claimIdempotencyKey, storeIdempotentResponse } from "../db/scorecards-writes";
import { type CardState, insertMissingScoreRows, lacksScoreRows, lockCard, queryCardState } from "../db/scorecards-state";
import { AppError, notFound } from "../errors";

/** The write's Idempotency-Key (if sent) and what the request asked, so that a reused key can be told apart. */
export type Idempotency = { key: string | undefined; operation: string; request: unknown };

const CLOSED = "The event is closed, so its cards cannot be changed. An admin can reopen the event to correct a card.";
const KEY_REUSED =
  "This Idempotency-Key was used for another request. Make a new key for each save and reuse it only to retry that same save.";

/** Who writes, as the history records it: the card's player, their marker, or an admin (the player wins when both). */
export function writerRole(access: CardAccess): CardRole {
  if (access.relation === "player") return "player";
  if (access.relation === "marker") return "marker";
  return "admin";
}

const digest = (idempotency: Idempotency) =>
  `${idempotency.operation}:${createHash("sha256").update(JSON.stringify(idempotency.request)).digest("base64url")}`;

/**
 * The one path of every change to a card (live-scoring.md "one chokepoint"), in one transaction: claim the
 * idempotency key (a retry gets the stored answer and changes nothing), lock the card and read it, refuse a
 * closed event, run the write, and store its answer with the key. Each card's writes run one at a time.
 */
export async function writeCard<T>(
  db: RootDb,
  access: CardAccess,
  idempotency: Idempotency,
  write: (tx: Db, state: CardState) => Promise<T>,
): Promise<T> {
  const request = idempotency.key ? digest(idempotency) : "";
  return db.$transaction(async (tx) => {
    if (idempotency.key) {
      const stored = await claimIdempotencyKey(tx, idempotency.key, access.playerId, request);
      if (stored) {
        if (stored.playerId !== access.playerId || stored.request !== request) throw new AppError("unprocessable", KEY_REUSED);
        return stored.response as T;
      }
    }
    const state = await lockedCardState(tx, access);
    if (state.eventComplete) throw new AppError("conflict", CLOSED);
    const result = await write(tx, state);
    if (idempotency.key) await storeIdempotentResponse(tx, idempotency.key, 200, result);
    return result;
  });
}

async function lockedCardState(tx: Db, access: CardAccess): Promise<CardState> {
  const state = (await lockCard(tx, access.cardId)) ? await queryCardState(tx, access.cardId, { eventId: access.eventId }) : null;
  if (!state) throw notFound("The scorecard");
  if (!lacksScoreRows(state)) return state;
  await insertMissingScoreRows(tx, state.id);
  return (await queryCardState(tx, access.cardId, { eventId: access.eventId })) ?? state;
}
