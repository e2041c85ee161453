import { z } from "zod";

/**
 * The fields of the specification's entities (docs/screens-and-api.md#data-the-screens-show) that its calls send whole: "the
 * event payload" (entries/enter, entries/withdraw), "the sweep payload" (sweeps/createSweep), "the scorecard
 * including id" (scorecards/update) and "the score update, with id" (scores).
 */
export const SPEC_EVENT_FIELDS = [
  "id",
  "date",
  "userHasJoined",
  "sweepId",
  "groupedEntries",
  "playerNames",
  "sweepMembers",
  "oomPoints",
  "cards",
  "inFuture",
  "notDrawn",
  "groupPlayers",
  "playerCard",
  "markerCard",
  "complete",
  "drawn",
  "course",
  "winterHandicaps",
  "doublePoints",
  "entries",
] as const;

export const SPEC_SWEEP_FIELDS = [
  "id",
  "name",
  "owner",
  "totalEvents",
  "events",
  "members",
  "requests",
  "userIsMember",
  "approved",
  "oom",
  "courses",
  "memberCount",
  "isSweepAdmin",
] as const;

export const SPEC_SCORECARD_FIELDS = [
  "id",
  "scores",
  "totalPoints",
  "player",
  "outPoints",
  "inPoints",
  "lastSixPoints",
  "lastThreePoints",
  "course",
  "inGross",
  "outGross",
  "inNett",
  "outNett",
  "totalGross",
  "totalNett",
  "frontNine",
  "backNine",
  "courseName",
  "eventHandicap",
  "created",
] as const;

export const SPEC_SCORE_FIELDS = ["id", "holeNumber", "par", "index", "gross", "nett", "points"] as const;

type UnreadFields<Entity extends readonly string[], Read extends z.ZodRawShape> = {
  [Field in Exclude<Entity[number], keyof Read>]: z.ZodOptional<z.ZodUnknown>;
};

/**
 * The body of a call that sends one of the spec's entities whole: the fields the call reads, validated by `read`;
 * the entity's other fields accepted and left unread (a client sends back what it was given); any other field
 * refused by name, since a client sending another shape must learn that nothing of it was stored.
 */
export function entityPayload<const Entity extends readonly string[], Read extends z.ZodRawShape>(
  entity: Entity,
  read: Read,
) {
  const unread: Record<string, z.ZodOptional<z.ZodUnknown>> = {};
  for (const field of entity) {
    if (!(field in read))
      unread[field] = z.unknown().optional().meta({ description: "A field of the entity this call does not read." });
  }
  return z.strictObject({ ...(unread as UnreadFields<Entity, Read>), ...read });
}
