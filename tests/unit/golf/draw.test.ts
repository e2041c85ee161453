import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawGroups, type DrawSlot } from "@/lib/golf";
import { seededRandom } from "@/lib/seeded-random";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const sizes = (slots: DrawSlot[]) => {
  const counts = new Map<number, number>();
  for (const s of slots) counts.set(s.group, (counts.get(s.group) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, c]) => c);
};

describe("drawGroups — docs/golf-rules.md#the-draw / docs/golf-rules.md#vector-h-draw group sizes", () => {
  it.each([
    [1, [1]],
    [2, [2]],
    [3, [3]],
    [4, [4]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [4, 3]],
    [8, [4, 4]],
    [9, [3, 3, 3]],
    [10, [4, 3, 3]],
    [11, [4, 4, 3]],
    [12, [4, 4, 4]],
    [13, [4, 3, 3, 3]],
  ])("%i players → %j", (n, expected) => {
    expect(sizes(drawGroups(ids(n), seededRandom(n)))).toEqual(expected);
  });

  it("within a group each player marks the next; a 1-ball has no marker", () => {
    const slots = drawGroups(ids(7), seededRandom(42));
    const group1 = slots.filter((s) => s.group === 1);
    expect(group1.map((s) => s.marksPlayerId)).toEqual([
      group1[1]?.playerId,
      group1[2]?.playerId,
      group1[3]?.playerId,
      group1[0]?.playerId,
    ]);
    expect(drawGroups(["solo"], seededRandom(1))).toEqual([{ group: 1, playerId: "solo", marksPlayerId: null }]);
    expect(drawGroups([], seededRandom(1))).toEqual([]);
  });

  it("is repeatable for a seed and shuffles with the given source", () => {
    expect(drawGroups(ids(20), seededRandom(7))).toEqual(drawGroups(ids(20), seededRandom(7)));
    expect(drawGroups(ids(20), seededRandom(7)).map((s) => s.playerId)).not.toEqual(
      drawGroups(ids(20), seededRandom(8)).map((s) => s.playerId),
    );
    expect(drawGroups(ids(5), () => 0.999999).map((s) => s.playerId)).toEqual(ids(5));
  });

  it("honours a smaller maximum group size", () => {
    expect(sizes(drawGroups(ids(7), seededRandom(3), 3))).toEqual([3, 2, 2]);
  });

  it("covers every player once, sizes differ by at most one, each card has one marker and nobody marks themselves (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer(), fc.integer({ min: 2, max: 6 }), (n, seed, max) => {
        const players = ids(n);
        const slots = drawGroups(players, seededRandom(seed), max);
        const groupSizes = sizes(slots);
        const marked = slots.map((s) => s.marksPlayerId).filter((m): m is string => m !== null);
        const groupOf = new Map(slots.map((s) => [s.playerId, s.group]));
        return (
          [...slots.map((s) => s.playerId)].sort().join() === [...players].sort().join() &&
          groupSizes.every((s) => s <= max) &&
          (n === 0 || Math.max(...groupSizes) - Math.min(...groupSizes) <= 1) &&
          groupSizes.length === Math.ceil(n / max) &&
          slots.every(
            (s) =>
              s.marksPlayerId !== s.playerId && (s.marksPlayerId === null || groupOf.get(s.marksPlayerId) === s.group),
          ) &&
          new Set(marked).size === marked.length &&
          marked.length === slots.filter((s) => groupSizes[s.group - 1] !== 1).length
        );
      }),
    );
  });

  it("rejects duplicates, a bad group size and a random source outside [0, 1)", () => {
    expect(() => drawGroups(["a", "b", "a"], seededRandom(1))).toThrow(/player a is listed twice/);
    expect(() => drawGroups(ids(4), seededRandom(1), 1)).toThrow(
      /maxGroupSize must be a whole number of at least 2, got 1/,
    );
    expect(() => drawGroups(ids(4), () => 1)).toThrow(/random\(\) must return a number in \[0, 1\), got 1/);
    expect(() => drawGroups(ids(4), () => Number.NaN)).toThrow(RangeError);
  });
});
