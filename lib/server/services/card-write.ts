import "server-only";
import { isoDateIn } from "@/lib/dates";
import { createHash } from "node:crypto";
import { scoringNotOpenYet } from "@/lib/events/scoring-opens";
import type { LiveChange } from "@/lib/validation/live";
import type { CardRole } from "@/lib/validation/scorecards";
import type { CardAccess } from "../auth/authorized";
import type { Db, RootDb } from "../db/infra/client";
import { viewerOf } from "../db/scorecards";
import { type CardState, insertMissingScoreRows, lacksScoreRows, queryCardState } from "../db/scorecards-state";
import {
  type CardChangeSet,
  lockClaimAndReadCard,
  readIdempotentWrite,
  storeIdempotentResponse,
  writeCardChanges,
} from "../db/scorecards-writes";
import { AppError, notFound } from "../errors";
import { sweepTimeZone } from "../db/group-starts";
import { LIVE_CHANNEL } from "../live/notify";
import { timed } from "../log/server-timing";
import { serverMetrics } from "../metrics/registry";

/** The write's Idempotency-Key (if sent) and what the request asked, so that a reused key can be told apart. */
export type Idempotency = { key: string | undefined; operation: string; request: unknown };

/** What a write decided: the change set to store (none when nothing changes), its answer, and the hole it touched. */
export type CardWritePlan<T> = { changes: CardChangeSet | null; result: T; hole: number | null };

const CLOSED = "The event is closed, so its cards cannot be changed. An admin can reopen the event to correct a card.";
const NO_LONGER_MARKER =
  "You no longer mark this card: the draw was changed while your score was on its way. Open the event to see your group.";
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
 * The one path of every change to a card (docs/live-scoring.md#one-chokepoint-on-the-server), in one transaction of two
 * statements: lock the event (shared) and the card, claim the idempotency key (a retry gets the stored answer and
 * changes nothing) and read the card; then — unless the event is closed, scoring has not opened (see
 * lib/events/scoring-opens.ts) or the plan refuses — write the plan's changes with the answer stored under the
 * key and the live notice (delivered on commit only). Each card's writes run one at a time; a close, reopen or
 * withdrawal waits for them, and they for it.
 */
export async function writeCard<T>(
  db: RootDb,
  access: CardAccess,
  idempotency: Idempotency,
  plan: (tx: Db, state: CardState) => Promise<CardWritePlan<T>>,
): Promise<T> {
  const key = idempotency.key;
  const request = key ? digest(idempotency) : "";
  let changed = false;
  const result = await timed("transaction", () =>
    db.$transaction(async (tx) => {
      const claim = key ? { key, playerId: access.playerId, request } : null;
      const read = await timed("lock-read", () =>
        lockClaimAndReadCard(tx, { cardId: access.cardId, eventId: access.eventId }, claim),
      );
      if (!read) throw notFound("The scorecard");
      if (key && !read.claimed) {
        const stored = await readIdempotentWrite(tx, key);
        if (stored.playerId !== access.playerId || stored.request !== request)
          throw new AppError("unprocessable", KEY_REUSED);
        return stored.response as T;
      }
      if (read.event.eventComplete) throw new AppError("conflict", CLOSED);
      const notOpenYet = scoringNotOpenYet(
        { drawn: read.event.eventDrawn, date: read.event.eventDate },
        isoDateIn(new Date(), sweepTimeZone(read.state.sweepTimeZone)),
        viewerOf(access),
      );
      if (notOpenYet) throw new AppError("conflict", notOpenYet);
      const state = await currentCardState(tx, access, read.fresh ? read.state : null);
      // The guard knew the card's marker before this waited for the event's lock; a redraw may have committed since.
      if (access.relation === "marker" && access.role === "member" && state.marker?.id !== access.playerId)
        throw new AppError("forbidden", NO_LONGER_MARKER);
      const { changes, result, hole } = await timed("plan", () => plan(tx, state));
      if (changes) {
        const notice: LiveChange = {
          type: "card",
          eventId: state.eventId,
          cardId: state.id,
          hole,
          version: changes.cardVersion,
        };
        await timed("write", () =>
          writeCardChanges(tx, access.cardId, changes, {
            storeResponse: key ? { key, response: result } : undefined,
            notify: { channel: LIVE_CHANNEL, payload: JSON.stringify(notice) },
          }),
        );
        changed = true;
      } else if (key) {
        await storeIdempotentResponse(tx, key, 200, result);
      }
      return result;
    }),
  );
  // Counted once committed: a transaction that failed saved nothing.
  if (changed) serverMetrics().cardSaves.inc();
  return result;
}

/** The locked card as it is now: the locked read when it was current, else read again; missing score rows made first. */
async function currentCardState(tx: Db, access: CardAccess, lockedRead: CardState | null): Promise<CardState> {
  const state = lockedRead ?? (await queryCardState(tx, access.cardId, { eventId: access.eventId }));
  if (!state) throw notFound("The scorecard");
  if (!lacksScoreRows(state)) return state;
  await insertMissingScoreRows(tx, state.id);
  return (await queryCardState(tx, access.cardId, { eventId: access.eventId })) ?? state;
}
