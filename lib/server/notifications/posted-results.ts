import "server-only";
import { z } from "zod";
import type { Db } from "../db/infra/client";
import { type MemberResult, memberResultSchema } from "./payloads";

/** Each player's results as a close posted them, by player id (`Event.postedResults`). */
const postedResultsSchema = z.record(z.string(), memberResultSchema);
export type PostedResults = z.output<typeof postedResultsSchema>;

/**
 * The results the event's latest close posted, or null when it was never closed. A reopen keeps them, so the close
 * after it is a correction of what the members could read in the app, whether or not an email went out then.
 */
export async function readPostedResults(tx: Db, eventId: string): Promise<PostedResults | null> {
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { postedResults: true } });
  return event.postedResults === null ? null : postedResultsSchema.parse(event.postedResults);
}

export async function writePostedResults(tx: Db, eventId: string, results: PostedResults): Promise<void> {
  await tx.event.update({ where: { id: eventId }, data: { postedResults: results } });
}

const placing = (result: MemberResult) => `${result.position} of ${result.fieldSize}`;
const pointsOrNone = (points: number | null) => (points === null ? "none" : String(points));

/**
 * What a correction changed for a member, each value as words before and after; empty when nothing did. The one
 * comparison behind both who is told of a correction and what their email lists.
 */
export function resultChanges(before: MemberResult, after: MemberResult): [label: string, was: string, now: string][] {
  // A close that left the handicap alone has no entry: its value after the event is the one both closes started from.
  const startedAt = after.handicap?.from ?? before.handicap?.from;
  const handicapAfter = (result: MemberResult) => (result.handicap?.to ?? startedAt)?.toFixed(1) ?? "unchanged";
  const compared: [label: string, was: string, now: string][] = [
    ["Position", placing(before), placing(after)],
    ["Stableford points", pointsOrNone(before.stablefordPoints), pointsOrNone(after.stablefordPoints)],
    ["Order of merit points", String(before.oomPoints), String(after.oomPoints)],
    ["Handicap after the event", handicapAfter(before), handicapAfter(after)],
  ];
  return compared.filter(([, was, now]) => was !== now);
}
