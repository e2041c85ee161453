import "server-only";
import { logger } from "../log/logger";
import type { LiveMessage } from "@/lib/validation/live";
import type { AuthorizedEventId } from "../auth/authorized";
import { db } from "../db/infra/client";
import { getEventLeaderboard } from "../db/leaderboards";
import { liveListener } from "./process-listener";
import { deliverInTurns } from "./in-turns";

/**
 * How long after the first change of a burst the leaderboard is built: the changes within it cost one build, and a
 * save is on every open leaderboard well within the two seconds the product promises.
 */
export const LEADERBOARD_PUSH_DELAY_MS = 250;

/**
 * What a stream is handed: its next message, one object for all the streams of the event (so it is encoded once,
 * ./event-stream.ts): the leaderboard as it is now, or "resync" when it could not be built (the page then refetches
 * it and meets the error).
 */
export type LeaderboardReceiver = (message: LiveMessage) => void;

type EventPush = { receivers: Set<LeaderboardReceiver>; unsubscribe: Promise<() => void>; timer?: NodeJS.Timeout };

const PUSHES = new Map<string, EventPush>();

/**
 * Sends an event's live leaderboard to every stream of this process that asked for it, a moment after each burst
 * of changes: one board per burst for all of them, built once for every process (../db/shared-leaderboards.ts). A
 * golf day's hundreds of open leaderboards refetching after every save were more requests than one process can
 * answer. Resolves once listening; returns the unsubscribe.
 */
export async function receiveLeaderboards(
  eventId: AuthorizedEventId,
  receiver: LeaderboardReceiver,
): Promise<() => void> {
  let push = PUSHES.get(eventId);
  if (!push) {
    const created: EventPush = {
      receivers: new Set(),
      unsubscribe: liveListener().subscribe(eventId, () => schedule(eventId, created)),
    };
    push = created;
    PUSHES.set(eventId, created);
    created.unsubscribe.catch(() => PUSHES.get(eventId) === created && PUSHES.delete(eventId));
  }
  const current = push;
  current.receivers.add(receiver);
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
    const message: LiveMessage = leaderboard ? { type: "leaderboard", eventId, leaderboard } : { type: "resync" };
    deliverInTurns(push.receivers, (receiver) => receiver(message));
  }, LEADERBOARD_PUSH_DELAY_MS);
}
