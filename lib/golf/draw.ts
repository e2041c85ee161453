export type DrawSlot = { group: number; playerId: string; marksPlayerId: string | null };

const DEFAULT_MAX_GROUP_SIZE = 4;

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

/**
 * Balanced groups of at most maxGroupSize (docs/golf-rules.md#the-draw); within a group each player marks the next,
 * so every card has one marker and nobody marks themselves. A 1-ball is marked by an admin.
 * random() in [0, 1) drives a Fisher–Yates shuffle, so a seeded source gives a repeatable draw.
 */
export function drawGroups(
  playerIds: string[],
  random: () => number,
  maxGroupSize: number = DEFAULT_MAX_GROUP_SIZE,
): DrawSlot[] {
  if (!Number.isInteger(maxGroupSize) || maxGroupSize < 2) {
    throw new RangeError(`drawGroups: maxGroupSize must be a whole number of at least 2, got ${String(maxGroupSize)}`);
  }
  if (new Set(playerIds).size !== playerIds.length) {
    const duplicate = playerIds.find((id, i) => playerIds.indexOf(id) !== i);
    throw new RangeError(`drawGroups: player ${String(duplicate)} is listed twice`);
  }

  const order = [...playerIds];
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextRandomIndex(random, i + 1);
    const swap = order[i];
    order[i] = order[j] ?? "";
    order[j] = swap ?? "";
  }

  const slots: DrawSlot[] = [];
  let start = 0;
  for (const [g, size] of groupSizes(order.length, maxGroupSize).entries()) {
    const members = order.slice(start, start + size);
    start += size;
    for (const [i, playerId] of members.entries()) {
      slots.push({ group: g + 1, playerId, marksPlayerId: size < 2 ? null : (members[(i + 1) % size] ?? null) });
    }
  }
  return slots;
}
