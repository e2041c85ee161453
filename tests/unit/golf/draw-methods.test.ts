import { describe, expect, it } from "vitest";
import { applyDrawEdit, drawByHandicap, markerChain, type DrawSlot } from "@/lib/golf";

const groupsOf = (slots: DrawSlot[]) => {
  const groups = new Map<number, string[]>();
  for (const slot of slots) groups.set(slot.group, [...(groups.get(slot.group) ?? []), slot.playerId]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, members]) => members);
};

// p1 has the lowest handicap, p10 the highest: names read as their rank.
const field = (n: number) => Array.from({ length: n }, (_, i) => ({ playerId: `p${i + 1}`, handicap: i * 3 - 2 }));

describe("drawByHandicap — docs/golf-rules.md#draw-methods", () => {
  it("flighted: the field by handicap cut into balanced groups, lowest first", () => {
    expect(groupsOf(drawByHandicap(field(10).toReversed(), "flighted"))).toEqual([
      ["p1", "p2", "p3", "p4"],
      ["p5", "p6", "p7"],
      ["p8", "p9", "p10"],
    ]);
  });

  it("lowWithHigh: each group takes one player of each band, so low handicaps play with high ones", () => {
    expect(groupsOf(drawByHandicap(field(10), "lowWithHigh"))).toEqual([
      ["p1", "p4", "p7", "p10"],
      ["p2", "p5", "p8"],
      ["p3", "p6", "p9"],
    ]);
  });

  it("respects the group size: 3-balls and 2-balls", () => {
    expect(groupsOf(drawByHandicap(field(6), "lowWithHigh", 3))).toEqual([
      ["p1", "p3", "p5"],
      ["p2", "p4", "p6"],
    ]);
    expect(groupsOf(drawByHandicap(field(5), "flighted", 2)).map((g) => g.length)).toEqual([2, 2, 1]);
  });

  it("equal handicaps keep the entry order, so the draw repeats", () => {
    const tied = ["a", "b", "c", "d", "e"].map((playerId) => ({ playerId, handicap: 12 }));
    expect(groupsOf(drawByHandicap(tied, "flighted"))).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
  });

  it("keeps the marker chain: each player marks the next in the group", () => {
    const slots = drawByHandicap(field(3), "flighted");
    expect(slots.map((slot) => slot.marksPlayerId)).toEqual(["p2", "p3", "p1"]);
  });
});

describe("applyDrawEdit — docs/golf-rules.md#changing-the-draw", () => {
  const draw = [
    ["a", "b", "c"],
    ["d", "e", "f"],
    ["g", "h"],
  ];

  it("moves a player to the end of another group; markers follow from the chain", () => {
    const outcome = applyDrawEdit(draw, { kind: "move", playerId: "b", toGroup: 3 }, 4);
    expect(outcome).toEqual({
      groups: [
        ["a", "c"],
        ["d", "e", "f"],
        ["g", "h", "b"],
      ],
    });
    if (!("groups" in outcome)) throw new Error("refused");
    expect(markerChain(outcome.groups).filter((s) => s.group === 1)).toEqual([
      { group: 1, playerId: "a", marksPlayerId: "c" },
      { group: 1, playerId: "c", marksPlayerId: "a" },
    ]);
  });

  it("a move past the last group starts a new one; an emptied group closes up", () => {
    expect(applyDrawEdit([["a"], ["b", "c"]], { kind: "move", playerId: "a", toGroup: 3 }, 4)).toEqual({
      groups: [["b", "c"], ["a"]],
    });
  });

  it("refuses a move into a full group, to an unknown group, or of a player not drawn", () => {
    expect(applyDrawEdit(draw, { kind: "move", playerId: "a", toGroup: 2 }, 3)).toEqual({
      refused: "Group 2 already has 3 players; swap instead.",
    });
    expect(applyDrawEdit(draw, { kind: "move", playerId: "a", toGroup: 9 }, 4)).toHaveProperty("refused");
    expect(applyDrawEdit(draw, { kind: "move", playerId: "z", toGroup: 2 }, 4)).toHaveProperty("refused");
    expect(applyDrawEdit(draw, { kind: "move", playerId: "a", toGroup: 1 }, 4)).toHaveProperty("refused");
  });

  it("swaps two players' places", () => {
    expect(applyDrawEdit(draw, { kind: "swap", playerIds: ["a", "h"] }, 4)).toEqual({
      groups: [
        ["h", "b", "c"],
        ["d", "e", "f"],
        ["g", "a"],
      ],
    });
    expect(applyDrawEdit(draw, { kind: "swap", playerIds: ["a", "b"] }, 4)).toHaveProperty("refused");
  });

  it("reorders groups when every group is named once", () => {
    expect(applyDrawEdit(draw, { kind: "reorder", order: [3, 1, 2] }, 4)).toEqual({
      groups: [
        ["g", "h"],
        ["a", "b", "c"],
        ["d", "e", "f"],
      ],
    });
    expect(applyDrawEdit(draw, { kind: "reorder", order: [1, 1, 2] }, 4)).toHaveProperty("refused");
    expect(applyDrawEdit(draw, { kind: "reorder", order: [1, 2] }, 4)).toHaveProperty("refused");
  });
});
