import "server-only";
import { logger } from "../log/logger";
import type { LiveMessage } from "@/lib/validation/live";
import type { AuthorizedEventId } from "../auth/authorized";
import { db } from "../db/infra/client";
import { getEventLeaderboard } from "../db/leaderboards";
import { leaderboardChanges } from "@/lib/leaderboard-changes";
import type { EventLeaderboardDto } from "@/lib/validation/results";
import { liveListener } from "./process-listener";
import { deliverInTurns } from "./in-turns";

/**
 * How long after the first change of a burst the leaderboard is built: the changes within it cost one build, and a
 * save is on every open leaderboard well within the two seconds the product promises.
 */
export const LEADERBOARD_PUSH_DELAY_MS = 250;

/**
 * What a stream is handed: its next message, one object for all the streams of the event that get it (so it is
 * encoded once, ./event-stream.ts): the leaderboard as it is now, its changes since the board this stream was last
 * sent, or "resync" when it could not be built (the page then refetches it and meets the error). Says whether the
 * message went out: one held back (./access-watch.ts pauses a stream) leaves the stream without that board.
 */
export type LeaderboardReceiver = (message: LiveMessage) => boolean;

/** The board each receiver was last sent (its number), null before its first or after one it missed. */
type EventPush = {
  receivers: Map<LeaderboardReceiver, number | null>;
  unsubscribe: Promise<() => void>;
  timer?: NodeJS.Timeout;
  last: { board: number; leaderboard: EventLeaderboardDto } | null;
};

const PUSHES = new Map<string, EventPush>();

/**
 * Sends an event's live leaderboard to every stream of this process that asked for it, a moment after each burst
 * of changes: one board per burst for all of them, built once for every process (../db/shared-leaderboards.ts). A
 * golf day's hundreds of open leaderboards refetching after every save were more requests than one process can
 * answer. A stream is sent the whole board first, then only what changed since the board it was last sent
 * (lib/leaderboard-changes.ts): a few rows instead of forty, to every open phone after every burst. Resolves once
 * listening; returns the unsubscribe.
 */
export async function receiveLeaderboards(
  eventId: AuthorizedEventId,
  receiver: LeaderboardReceiver,
): Promise<() => void> {
  let push = PUSHES.get(eventId);
  if (!push) {
    const created: EventPush = {
      receivers: new Map(),
      last: null,
      unsubscribe: liveListener().subscribe(eventId, () => schedule(eventId, created)),
    };
    push = created;
    PUSHES.set(eventId, created);
    created.unsubscribe.catch(() => PUSHES.get(eventId) === created && PUSHES.delete(eventId));
  }
  const current = push;
  current.receivers.set(receiver, null);
  await current.unsubscribe;
  return () => {
    current.receivers.delete(receiver);
    if (current.receivers.size > 0 || PUSHES.get(eventId) !== current) return;
    PUSHES.delete(eventId);
    clearTimeout(current.timer);
    void current.unsubscribe.then((unsubscribe) => unsubscribe());
  };
}

function schedule(eventId: AuthorizedEventId, push: EventPush): void {
  push.timer ??= setTimeout(async () => {
    push.timer = undefined;
    const leaderboard = await getEventLeaderboard(db, eventId).catch((error: unknown) => {
      logger.error({ err: error, eventId }, "Building the live leaderboard failed");
      return null;
    });
    if (!leaderboard) {
      push.last = null;
      deliver(push, () => ({ type: "resync" }), null);
      return;
    }
    const previous = push.last;
    const changes = previous && leaderboardChanges(previous.leaderboard, leaderboard);
    if (previous && !changes) return;
    const board = (previous?.board ?? 0) + 1;
    push.last = { board, leaderboard };
    const whole: LiveMessage = { type: "leaderboard", eventId, board, leaderboard };
    const changed: LiveMessage | null =
      previous && changes ? { type: "leaderboard-changes", eventId, board, base: previous.board, ...changes } : null;
    deliver(push, (held) => (changed !== null && held === previous?.board ? changed : whole), board);
  }, LEADERBOARD_PUSH_DELAY_MS);
}

/**
 * Sends each receiver its message (chosen by the board it holds) in turns, and notes the board it now holds: `board`
 * when the message went out, else none. A stream that closed while earlier turns were sent is skipped, not noted
 * again: noted, it would stay among the receivers for good.
 */
function deliver(push: EventPush, messageFor: (held: number | null) => LiveMessage, board: number | null): void {
  deliverInTurns(push.receivers.keys(), (receiver) => {
    const held = push.receivers.get(receiver);
    if (held === undefined) return;
    push.receivers.set(receiver, receiver(messageFor(held)) ? board : null);
  });
}
