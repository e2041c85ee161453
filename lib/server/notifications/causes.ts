import "server-only";
import { createHash } from "node:crypto";
import { holesOfEvent } from "@/lib/golf";
import { startsByGroup } from "../db/group-starts";
import type { Db } from "../db/infra/client";
import { adminUsersOfSweep, eventFacts, usersOfPlayers } from "./event-facts";
import { type OutgoingNotification, queueNotifications } from "./outbox";
import { type PostedResults, readPostedResults, resultChanges, writePostedResults } from "./posted-results";

// Each function is called inside the transaction of its cause (ARCHITECTURE.md#notifications), after the change.

/** The draw is published: each entrant's group, group mates and marker. A redraw to other groups tells them again. */
export async function notifyDrawPublished(tx: Db, eventId: string): Promise<void> {
  const entries = await tx.entry.findMany({
    where: { eventId, group: { not: null } },
    select: { id: true, group: true, playerId: true, player: { select: { fullName: true } }, marksEntryId: true },
    orderBy: { drawOrder: "asc" },
  });
  const facts = await eventFacts(tx, eventId);
  const event = await tx.event.findUniqueOrThrow({
    where: { id: eventId },
    select: {
      start: true,
      date: true,
      nine: true,
      sweep: { select: { timeZone: true } },
      course: { select: { holes: { select: { number: true }, orderBy: { number: "asc" } } } },
    },
  });
  const starts = startsByGroup(
    {
      start: event.start,
      date: event.date,
      timeZone: event.sweep.timeZone,
      holesPlayed: holesOfEvent(event.course.holes, event.nine).map((hole) => hole.number),
    },
    Math.max(0, ...entries.map((entry) => entry.group ?? 0)),
  );
  const users = await usersOfPlayers(
    tx,
    entries.map((entry) => entry.playerId),
  );
  const draw = createHash("sha256")
    .update(entries.map((entry) => `${entry.id}:${entry.group}:${entry.marksEntryId}`).join(","))
    .digest("base64url");
  const nameOf = new Map(entries.map((entry) => [entry.id, entry.player.fullName]));
  await queueNotifications(
    tx,
    entries.flatMap((entry) => {
      const userId = users.get(entry.playerId);
      if (!userId || entry.group === null) return [];
      const marker = entries.find((other) => other.marksEntryId === entry.id);
      const notification: OutgoingNotification<"draw-published"> = {
        kind: "draw-published",
        userId,
        cause: `${eventId}:${draw}`,
        payload: {
          ...facts,
          group: entry.group,
          groupMates: entries
            .filter((other) => other.group === entry.group && other.id !== entry.id)
            .map((other) => nameOf.get(other.id) ?? ""),
          markerName: marker ? marker.player.fullName : null,
          start: starts.get(entry.group) ?? null,
        },
      };
      return [notification];
    }),
  );
}

export type PostedResult = {
  playerId: string;
  position: number;
  points: number;
  stablefordPoints: number | null;
  handicap: { from: number; to: number; reason: string } | null;
};

/**
 * Results are posted by a close, and kept on the event as posted. A close after a reopen is a correction of the
 * results posted before (which members could read in the app even when no email went out): it tells only the
 * members whose results changed, and each of them what changed.
 */
export async function notifyResultsPosted(
  tx: Db,
  eventId: string,
  closedAt: Date,
  results: readonly PostedResult[],
): Promise<void> {
  const facts = await eventFacts(tx, eventId);
  const users = await usersOfPlayers(
    tx,
    results.map((result) => result.playerId),
  );
  const earlier = await readPostedResults(tx, eventId);
  const posted: PostedResults = Object.fromEntries(
    results.map((result) => [
      result.playerId,
      {
        position: result.position,
        fieldSize: results.length,
        stablefordPoints: result.stablefordPoints,
        oomPoints: result.points,
        handicap: result.handicap,
      },
    ]),
  );
  await writePostedResults(tx, eventId, posted);
  await queueNotifications(
    tx,
    results.flatMap((result) => {
      const userId = users.get(result.playerId);
      const now = posted[result.playerId];
      if (!userId || !now) return [];
      const previous = earlier?.[result.playerId] ?? null;
      if (previous && resultChanges(previous, now).length === 0) return [];
      const notification: OutgoingNotification<"results-posted"> = {
        kind: "results-posted",
        userId,
        cause: `${eventId}:${closedAt.toISOString()}`,
        payload: { ...facts, ...now, correction: earlier !== null, previous },
      };
      return [notification];
    }),
  );
}

/** A join request was approved or declined (the request's time tells one request from the next). */
export async function notifyJoinDecided(
  tx: Db,
  sweepId: string,
  playerId: string,
  approved: boolean,
  decidedAt: Date,
): Promise<void> {
  const [users, sweep] = await Promise.all([
    usersOfPlayers(tx, [playerId]),
    tx.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { name: true } }),
  ]);
  const userId = users.get(playerId);
  if (!userId) return;
  await queueNotifications(tx, [
    {
      kind: "join-decided",
      userId,
      cause: `${sweepId}:${decidedAt.toISOString()}`,
      payload: { sweepId, sweepName: sweep.name, approved },
    },
  ]);
}

/** An admin entered the player in an event, or a place opened and the player left the reserve list. */
export async function notifyEnteredInEvent(
  tx: Db,
  kind: "added-to-event" | "reserve-promoted",
  eventId: string,
  playerId: string,
): Promise<void> {
  const userId = (await usersOfPlayers(tx, [playerId])).get(playerId);
  if (!userId) return;
  await queueNotifications(tx, [{ kind, userId, cause: eventId, payload: await eventFacts(tx, eventId) }]);
}

/** A join request waits: each admin of the sweep hears of it once per request. */
export async function notifyJoinRequestWaiting(tx: Db, sweepId: string, playerId: string): Promise<void> {
  const request = await tx.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId, playerId } },
    select: { approved: true, removedAt: true, requestedAt: true, player: { select: { fullName: true } } },
  });
  if (!request || request.approved || request.removedAt !== null) return;
  const sweep = await tx.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { name: true } });
  const admins = await adminUsersOfSweep(tx, sweepId);
  await queueNotifications(
    tx,
    admins.map((userId) => ({
      kind: "join-request-waiting" as const,
      userId,
      cause: `${sweepId}:${playerId}:${request.requestedAt.toISOString()}`,
      payload: { sweepId, sweepName: sweep.name, requesterName: request.player.fullName },
    })),
  );
}
