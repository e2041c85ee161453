import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oomPointsForEvent, rankStableford, scoreCard, seasonFinishers } from "@/lib/golf";
import { CARDS_A, TESTBROOK } from "./fixtures";

const rankedA = (guests: string[]) =>
  rankStableford(
    CARDS_A.map((v) => ({
      playerId: v.name,
      guest: guests.includes(v.name),
      card: scoreCard(TESTBROOK, v.gross, v.ph),
    })),
  );

const seasonLine = (rows: Array<{ playerId: string; seasonPosition: number }>) =>
  rows.map((row) => `${row.playerId} ${row.seasonPosition}`);

describe("seasonFinishers — docs/golf-rules.md#vector-i-guests", () => {
  it("(i1) Bob, 2nd of the (a) cards, is a guest: the members behind him move up and share a field of six", () => {
    const ranked = rankedA(["Bob"]);
    expect(ranked.map((row) => `${row.playerId} ${row.position}`)).toEqual([
      "Gus 1",
      "Bob 2",
      "Alice 3",
      "Cara 4",
      "Dan 5",
      "Eve 6",
      "Finn 7",
    ]);
    const season = seasonFinishers(ranked);
    expect(seasonLine(season)).toEqual(["Gus 1", "Alice 2", "Cara 3", "Dan 4", "Eve 5", "Finn 6"]);
    const points = oomPointsForEvent(
      season.map((row) => ({ playerId: row.playerId, position: row.seasonPosition })),
      { doublePoints: false },
    );
    expect(points.map((row) => `${row.playerId} ${row.points}`)).toEqual([
      "Gus 10",
      "Alice 8",
      "Cara 7",
      "Dan 6",
      "Eve 5",
      "Finn 4",
    ]);
  });

  it("(i2) a sweep that counts guests in its season keeps everyone at their event position", () => {
    const season = seasonFinishers(rankedA(["Bob"]), { scheme: "fieldSize", guestsInSeason: true });
    expect(seasonLine(season)).toEqual(["Gus 1", "Bob 2", "Alice 3", "Cara 4", "Dan 5", "Eve 6", "Finn 7"]);
  });

  it("(i3) a member tied with a guest keeps the tie's place among members, and the next member follows", () => {
    const season = seasonFinishers([
      { playerId: "Gus", position: 1, guest: false },
      { playerId: "Guest", position: 2, guest: true },
      { playerId: "Alice", position: 2, guest: false },
      { playerId: "Cara", position: 4, guest: false },
      { playerId: "Dan", position: 4, guest: false },
      { playerId: "Eve", position: 6, guest: true },
      { playerId: "Finn", position: 7, guest: false },
    ]);
    expect(seasonLine(season)).toEqual(["Gus 1", "Alice 2", "Cara 3", "Dan 3", "Finn 5"]);
  });

  it("refuses a position that is not a whole number of at least 1", () => {
    expect(() => seasonFinishers([{ playerId: "p", position: 0, guest: false }])).toThrow(/position of p/);
  });

  it("leaves every guest out and gives members a competition ranking in the event's order", () => {
    const field = fc
      .array(fc.record({ points: fc.integer({ min: 0, max: 5 }), guest: fc.boolean() }), { maxLength: 20 })
      .map((rows) =>
        [...rows]
          .sort((a, b) => b.points - a.points)
          .map((row, at, sorted) => ({
            playerId: `p${at}`,
            guest: row.guest,
            points: row.points,
            position: sorted.findIndex((other) => other.points === row.points) + 1,
          })),
      );
    fc.assert(
      fc.property(field, (finishers) => {
        const season = seasonFinishers(finishers);
        const members = finishers.filter((row) => !row.guest);
        expect(season.map((row) => row.playerId)).toEqual(members.map((row) => row.playerId));
        for (const row of season) {
          expect(row.seasonPosition).toBe(members.filter((other) => other.points > row.points).length + 1);
        }
      }),
      { seed: 23 },
    );
  });
});
