import { z } from "zod";

export type DrawSlot = { group: number; playerId: string; marksPlayerId: string | null };

/** A player as the handicap draws read them: lower handicaps are the better players (−2 is +2). */
export type DrawPlayer = { playerId: string; handicap: number };

export const DEFAULT_MAX_GROUP_SIZE = 4;

/** How the draw puts players into groups (docs/golf-rules.md#draw-methods). */
export const drawMethodSchema = z.enum(["random", "lowWithHigh", "flighted"]).meta({
  description: "random: shuffled; lowWithHigh: each group mixes low and high handicaps; flighted: by handicap.",
});
export type DrawMethod = z.infer<typeof drawMethodSchema>;

export const groupSizeSchema = z
  .union([z.literal(2), z.literal(3), z.literal(4)])
  .meta({ description: "The largest group the draw makes: 2, 3 or 4 players." });

function nextRandomIndex(random: () => number, bound: number): number {
  const r = random();
  if (typeof r !== "number" || !(r >= 0 && r < 1)) {
    throw new RangeError(`drawGroups: random() must return a number in [0, 1), got ${String(r)}`);
  }
  return Math.floor(r * bound);
}

/** docs/golf-rules.md#the-draw: as few groups as the maximum size allows, sizes differing by at most one, larger groups first. */
function groupSizes(players: number, maxGroupSize: number): number[] {
  if (players === 0) return [];
  const groups = Math.ceil(players / maxGroupSize);
  const base = Math.floor(players / groups);
  const extra = players % groups;
  return Array.from({ length: groups }, (_, g) => (g < extra ? base + 1 : base));
}

function checkField(playerIds: readonly string[], maxGroupSize: number) {
  if (!Number.isInteger(maxGroupSize) || maxGroupSize < 2) {
    throw new RangeError(`drawGroups: maxGroupSize must be a whole number of at least 2, got ${String(maxGroupSize)}`);
  }
  if (new Set(playerIds).size !== playerIds.length) {
    const duplicate = playerIds.find((id, i) => playerIds.indexOf(id) !== i);
    throw new RangeError(`drawGroups: player ${String(duplicate)} is listed twice`);
  }
}

/** Consecutive runs of the order, in the balanced sizes of docs/golf-rules.md#the-draw. */
function chunk(order: readonly string[], maxGroupSize: number): string[][] {
  const groups: string[][] = [];
  let start = 0;
  for (const size of groupSizes(order.length, maxGroupSize)) {
    groups.push(order.slice(start, start + size));
    start += size;
  }
  return groups;
}

/**
 * The marker chain (docs/golf-rules.md#the-draw): within each group each player marks the next and the last marks
 * the first, so every card has one marker and nobody marks themselves; a 1-ball is marked by an admin. Groups are
 * numbered in the order given and empty groups are dropped.
 */
export function markerChain(groups: readonly (readonly string[])[]): DrawSlot[] {
  return groups
    .filter((members) => members.length > 0)
    .flatMap((members, g) =>
      members.map((playerId, i) => ({
        group: g + 1,
        playerId,
        marksPlayerId: members.length < 2 ? null : (members[(i + 1) % members.length] ?? null),
      })),
    );
}

/**
 * Balanced groups of at most maxGroupSize (docs/golf-rules.md#the-draw) in the marker chain.
 * random() in [0, 1) drives a Fisher–Yates shuffle, so a seeded source gives a repeatable draw.
 */
export function drawGroups(
  playerIds: string[],
  random: () => number,
  maxGroupSize: number = DEFAULT_MAX_GROUP_SIZE,
): DrawSlot[] {
  checkField(playerIds, maxGroupSize);
  const order = [...playerIds];
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextRandomIndex(random, i + 1);
    const swap = order[i];
    order[i] = order[j] ?? "";
    order[j] = swap ?? "";
  }
  return markerChain(chunk(order, maxGroupSize));
}

/**
 * The handicap draws (docs/golf-rules.md#draw-methods), in the same balanced sizes. The field is read by handicap,
 * lowest first, and equal handicaps keep the order given (the entry order), so the draw is repeatable.
 * "flighted": that order cut into groups, so players of a level play together. "lowWithHigh": that order cut into
 * bands as long as there are groups (A the lowest handicaps, then B, C, D) and each group takes one player of each
 * band, so every group mixes low and high handicaps; a short last band fills the first (larger) groups.
 */
export function drawByHandicap(
  players: readonly DrawPlayer[],
  method: Exclude<DrawMethod, "random">,
  maxGroupSize: number = DEFAULT_MAX_GROUP_SIZE,
): DrawSlot[] {
  const byHandicap = players.toSorted((a, b) => a.handicap - b.handicap).map((player) => player.playerId);
  checkField(byHandicap, maxGroupSize);
  if (method === "flighted") return markerChain(chunk(byHandicap, maxGroupSize));

  const groupCount = groupSizes(byHandicap.length, maxGroupSize).length;
  const groups = Array.from({ length: groupCount }, () => [] as string[]);
  for (const [at, playerId] of byHandicap.entries()) groups[at % groupCount]?.push(playerId);
  return markerChain(groups);
}
