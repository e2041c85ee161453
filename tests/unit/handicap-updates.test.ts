import { describe, expect, it } from "vitest";
import { handicapUpdatesAfterDraw } from "@/lib/events/handicap-updates";
import type { EntryDto } from "@/lib/validation/entries";

let nextId = 0;
function entry(name: string, eventHandicap: number, drawnHandicap: number | null): EntryDto {
  const id = `00000000-0000-4000-8000-${String(++nextId).padStart(12, "0")}`;
  const player = { id, fullName: name };
  return {
    id,
    eventId: id,
    player,
    guest: false,
    group: drawnHandicap === null ? null : 1,
    drawOrder: null,
    start: null,
    teeName: null,
    scoreCard: {
      id,
      eventHandicap,
      drawnHandicap,
      handicapIndex: null,
      courseHandicap: null,
      player,
      hasScores: false,
    },
    marker: null,
    markedBy: null,
  };
}

describe("handicapUpdatesAfterDraw", () => {
  it("names each drawn player whose playing handicap changed since the draw, from → to, plus handicaps too", () => {
    const cut = entry("Cut", 6, 7);
    const plus = entry("Plus", -2, -1);
    const updates = handicapUpdatesAfterDraw([cut, entry("Same", 12, 12), plus, entry("Late", 20, null)]);
    expect(updates).toEqual([
      { playerId: cut.player.id, fullName: "Cut", from: 7, to: 6 },
      { playerId: plus.player.id, fullName: "Plus", from: -1, to: -2 },
    ]);
  });

  it("says nothing before the draw or when nothing changed", () => {
    expect(handicapUpdatesAfterDraw([entry("Undrawn", 10, null), entry("Same", 3, 3)])).toEqual([]);
  });
});
