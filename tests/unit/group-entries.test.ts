import { describe, expect, it } from "vitest";
import { groupEntries } from "@/lib/events/group-entries";
import type { EntryDto } from "@/lib/validation/entries";

let nextId = 0;
function entry(name: string, group: number | null, drawOrder: number | null): EntryDto {
  const id = `00000000-0000-4000-8000-${String(++nextId).padStart(12, "0")}`;
  const player = { id, fullName: name };
  return {
    id,
    eventId: id,
    player,
    guest: false,
    group,
    drawOrder,
    start: null,
    teeName: null,
    scoreCard: {
      id,
      eventHandicap: 10,
      drawnHandicap: null,
      handicapIndex: null,
      courseHandicap: null,
      player,
      hasScores: false,
    },
    marker: null,
    markedBy: null,
  };
}

describe("groupEntries", () => {
  it("puts groups in order, each in draw order, and entries without a group last as ungrouped", () => {
    const late = entry("Late", null, null);
    const result = groupEntries([entry("C", 2, 4), late, entry("B", 1, 2), entry("A", 1, 1), entry("D", 2, 3)]);
    expect(result.groups.map((group) => [group.group, group.entries.map((e) => e.player.fullName)])).toEqual([
      [1, ["A", "B"]],
      [2, ["D", "C"]],
    ]);
    expect(result.ungrouped).toEqual([late]);
  });

  it("answers no groups before the draw", () => {
    const entries = [entry("A", null, null), entry("B", null, null)];
    expect(groupEntries(entries)).toEqual({ groups: [], ungrouped: entries });
  });
});
