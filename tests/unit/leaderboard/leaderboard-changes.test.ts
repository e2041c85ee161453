import { describe, expect, it } from "vitest";
import { applyLeaderboardChanges, leaderboardChanges } from "@/lib/leaderboard-changes";
import { seededRandom } from "@/lib/seeded-random";
import type { EventLeaderboardDto, LiveLeaderboardRowDto } from "@/lib/validation/results";

const cardId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function row(n: number, totalPoints: number, thru: number): LiveLeaderboardRowDto {
  return {
    position: null,
    tied: false,
    player: { id: cardId(1000 + n), fullName: `Player ${n}` },
    guest: false,
    cardId: cardId(n),
    eventHandicap: 18,
    thru,
    totalPoints,
    countback: null,
  };
}

/** Ranked as the server ranks a board: points down, the card's number breaking ties; positions from the order. */
function ranked(event: EventLeaderboardDto["event"], rows: LiveLeaderboardRowDto[]): EventLeaderboardDto {
  const sorted = [...rows].sort((a, b) => b.totalPoints - a.totalPoints || a.cardId.localeCompare(b.cardId));
  return {
    event,
    rows: sorted.map((each, at) => ({
      ...each,
      position: at + 1 - sorted.slice(0, at).filter((other) => other.totalPoints === each.totalPoints).length,
      tied: sorted.some((other) => other !== each && other.totalPoints === each.totalPoints),
    })),
  };
}

const event: EventLeaderboardDto["event"] = {
  id: cardId(9001),
  sweepId: cardId(9002),
  date: "2026-11-29",
  course: { id: cardId(9003), name: "Links" },
  complete: false,
  winterHandicaps: false,
  doublePoints: false,
};

const field = (players: number) =>
  ranked(
    event,
    Array.from({ length: players }, (_, n) => row(n, 0, 0)),
  );

describe("a live leaderboard sent as its changes", () => {
  it("sends only what changed in the row of a player who scored without passing anyone, and no order", () => {
    const before = ranked(event, [row(1, 20, 9), row(2, 15, 9), row(3, 10, 9)]);
    const after = ranked(event, [row(1, 20, 9), row(2, 17, 10), row(3, 10, 9)]);
    const changes = leaderboardChanges(before, after)!;
    expect(changes).toEqual({ rows: [{ cardId: cardId(2), thru: 10, totalPoints: 17 }] });
    expect(applyLeaderboardChanges(before, changes)).toEqual(after);
  });

  it("sends the order, and the positions that moved, when a player passes another", () => {
    const before = ranked(event, [row(1, 20, 9), row(2, 15, 9), row(3, 10, 9)]);
    const after = ranked(event, [row(1, 20, 9), row(2, 15, 9), row(3, 18, 10)]);
    const changes = leaderboardChanges(before, after)!;
    expect(changes.order).toEqual([cardId(1), cardId(3), cardId(2)]);
    expect(changes.rows).toEqual([
      { cardId: cardId(3), position: 2, thru: 10, totalPoints: 18 },
      { cardId: cardId(2), position: 3 },
    ]);
    expect(applyLeaderboardChanges(before, changes)).toEqual(after);
  });

  it("is nothing when the board did not change, and carries the event when it closed", () => {
    const board = field(4);
    expect(leaderboardChanges(board, structuredClone(board))).toBeNull();
    const closed = { ...board, event: { ...board.event, complete: true } };
    expect(leaderboardChanges(board, closed)).toEqual({ rows: [], event: closed.event });
  });

  it("brings any board to any later one of its event: rows changed, added and withdrawn", () => {
    const random = seededRandom(22);
    let board = field(40);
    for (let step = 0; step < 300; step++) {
      const rows = board.rows.map((each) =>
        random() < 0.1
          ? { ...each, totalPoints: each.totalPoints + Math.floor(random() * 5), thru: Math.min(18, each.thru + 1) }
          : each,
      );
      if (random() < 0.05) rows.splice(Math.floor(random() * rows.length), 1);
      if (random() < 0.05) rows.push(row(100 + step, 0, 0));
      const next = ranked({ ...event, complete: random() < 0.02 }, rows);
      const changes = leaderboardChanges(board, next);
      if (changes) {
        expect(changes.rows.length).toBeLessThanOrEqual(next.rows.length);
        expect(applyLeaderboardChanges(board, changes)).toEqual(next);
      } else expect(next).toEqual(board);
      board = next;
    }
  });

  it("does not fit a board that lacks a card they name: the page fetches the board instead", () => {
    const before = ranked(event, [row(1, 20, 9), row(2, 15, 9), row(3, 10, 9)]);
    const after = ranked(event, [row(1, 20, 9), row(2, 15, 9), row(3, 17, 10)]);
    const changes = leaderboardChanges(before, after)!;
    expect(changes.rows.map((each) => each.cardId)).not.toContain(cardId(1));
    expect(applyLeaderboardChanges(ranked(event, [row(2, 15, 9), row(3, 10, 9)]), changes)).toBeNull();
  });
});
