import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_OOM_RULES,
  FIXED_TABLE_OOM_RULES,
  oomPointsForEvent,
  oomRulesSchema,
  orderOfMerit,
  orderOfMeritProgress,
  rankStableford,
  scoreCard,
  topCardsLeaderboard,
  type OomRules,
} from "@/lib/golf";
import { CARDS_A, TESTBROOK } from "./fixtures";

const finishers = (positions: number[]) => positions.map((position, i) => ({ playerId: `p${i + 1}`, position }));
const points = (positions: number[], doublePoints = false, rules?: OomRules) =>
  oomPointsForEvent(finishers(positions), { doublePoints, rules }).map((r) => r.points);
const straight = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("oomPointsForEvent — docs/golf-rules.md#vector-e-order-of-merit and (a2)", () => {
  it("seven starters: T10 gives 10, 8, 7, 6, 5, 4, 3; double points 20, 16, 14, 12, 10, 8, 6", () => {
    expect(points(straight(7))).toEqual([10, 8, 7, 6, 5, 4, 3]);
    expect(points(straight(7), true)).toEqual([20, 16, 14, 12, 10, 8, 6]);
  });

  it("12 starters use T15 (more than 10, not scaled): 15, 12, 10, 8, 7, 6, 5, 4, 3, 2, 1, 1", () => {
    expect(points(straight(12))).toEqual([15, 12, 10, 8, 7, 6, 5, 4, 3, 2, 1, 1]);
  });

  it("10 starters still use T10, with participation points after 8th", () => {
    expect(points(straight(10))).toEqual([10, 8, 7, 6, 5, 4, 3, 2, 1, 1]);
  });

  it("fixed F1 preset with 11 starters and participation 0: 25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0", () => {
    expect(points(straight(11), false, FIXED_TABLE_OOM_RULES)).toEqual([25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0]);
  });

  it("E3: E and F tied for 5th share (5 + 4) / 2 = 4.5", () => {
    expect(points([1, 2, 3, 4, 5, 5])).toEqual([10, 8, 7, 6, 4.5, 4.5]);
  });

  it("shared points are averaged then multiplied, rounded half-up to 0.1", () => {
    expect(points([1, 1, 1, 4])).toEqual([8.3, 8.3, 8.3, 6]);
    expect(points([1, 2, 2, 2], true)).toEqual([20, 14, 14, 14]);
    expect(points([1, 1], true)).toEqual([18, 18]);
  });

  it("a tie running past the table shares table and participation points", () => {
    expect(points([1, 2, 3, 4, 5, 6, 7, 8, 8])).toEqual([10, 8, 7, 6, 5, 4, 3, 1.5, 1.5]);
  });

  it.each([
    [16, 20],
    [20, 20],
    [21, 25],
    [26, 30],
    [31, 35],
    [36, 40],
    [50, 40],
  ])("scaleByFieldSize: %i starters → winner gets %i", (field, winner) => {
    const [first] = points(straight(field), false, { scheme: "fieldSize", scaleByFieldSize: true });
    expect(first).toBe(winner);
  });

  it("T30 keeps the published repeated 9 for 9th and 10th", () => {
    expect(points(straight(30), false, { scheme: "fieldSize", scaleByFieldSize: true }).slice(7, 12)).toEqual([
      10, 9, 9, 8, 7,
    ]);
  });

  it("returns results in input order", () => {
    const result = oomPointsForEvent(
      [
        { playerId: "b", position: 2 },
        { playerId: "a", position: 1 },
      ],
      { doublePoints: false },
    );
    expect(result).toEqual([
      { playerId: "b", points: 8 },
      { playerId: "a", points: 10 },
    ]);
  });

  it.each([
    [[1, 1, 2], /competition ranking such as 1, 2, 2, 4; got 1, 1, 2/],
    [[2, 3], /competition ranking/],
    [[1, 0], /position of p2 must be a whole number of at least 1, got 0/],
  ])("rejects positions %j", (positions, message) => {
    expect(() => points(positions)).toThrow(RangeError);
    expect(() => points(positions)).toThrow(message);
  });

  it("rejects a player listed twice and invalid rules", () => {
    expect(() =>
      oomPointsForEvent(
        [
          { playerId: "a", position: 1 },
          { playerId: "a", position: 2 },
        ],
        { doublePoints: false },
      ),
    ).toThrow(/player a is listed twice/);
    expect(() => points([1], false, { scheme: "fixed" })).toThrow(
      /invalid OOM rules[\s\S]*a fixed OOM scheme needs a points table/,
    );
    expect(() => points([1], true, { scheme: "fieldSize", doublePointsMultiplier: 0 })).toThrow(RangeError);
  });

  it("double points never lower anyone's points (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 45 }), (scores) => {
        const sorted = [...scores].sort((a, b) => b - a);
        const positions = sorted.map((s) => sorted.indexOf(s) + 1);
        const normal = points(positions);
        const double = points(positions, true);
        return normal.every((p, i) => (double[i] ?? -1) >= p && p >= 0);
      }),
    );
  });
});

describe("orderOfMerit — docs/golf-rules.md#vector-e-order-of-merit", () => {
  const names: Record<string, string> = { A: "Ann A", B: "Ben B", C: "Cat C", D: "Dev D", E: "Eli E", F: "Fay F" };
  const event = (eventId: string, date: string, doublePoints: boolean, order: Array<[string, number]>) => {
    const awarded = oomPointsForEvent(
      order.map(([playerId, position]) => ({ playerId, position })),
      { doublePoints },
    );
    return {
      eventId,
      date,
      results: awarded.map(({ playerId, points: p }, i) => ({
        playerId,
        fullName: names[playerId] ?? playerId,
        position: order[i]?.[1] ?? 0,
        points: p,
      })),
    };
  };
  const E1 = event("E1", "2025-04-01", false, [
    ["A", 1],
    ["B", 2],
    ["C", 3],
    ["D", 4],
    ["E", 5],
    ["F", 6],
  ]);
  const E2 = event("E2", "2025-05-01", true, [
    ["C", 1],
    ["A", 2],
    ["D", 3],
    ["B", 4],
    ["E", 5],
  ]);
  const E3 = event("E3", "2025-06-01", false, [
    ["B", 1],
    ["D", 2],
    ["A", 3],
    ["C", 4],
    ["E", 5],
    ["F", 5],
  ]);

  it("awards the documented event points", () => {
    const byPlayer = (e: typeof E1) => Object.fromEntries(e.results.map((r) => [r.playerId, r.points]));
    expect(byPlayer(E1)).toEqual({ A: 10, B: 8, C: 7, D: 6, E: 5, F: 4 });
    expect(byPlayer(E2)).toEqual({ C: 20, A: 16, D: 14, B: 12, E: 10 });
    expect(byPlayer(E3)).toEqual({ B: 10, D: 8, A: 7, C: 6, E: 4.5, F: 4.5 });
  });

  it("standings: A and C share 1st on 33, then B 30, D 28, E 19.5, F 8.5 (played 2)", () => {
    const table = orderOfMerit([E3, E1, E2]);
    expect(table.map((r) => [r.position, r.playerId, r.totalPoints, r.played])).toEqual([
      [1, "A", 33, 3],
      [1, "C", 33, 3],
      [3, "B", 30, 3],
      [4, "D", 28, 3],
      [5, "E", 19.5, 3],
      [6, "F", 8.5, 2],
    ]);
    expect(table[0]?.events).toEqual([
      { eventId: "E1", date: "2025-04-01", position: 1, points: 10, counted: true },
      { eventId: "E2", date: "2025-05-01", position: 2, points: 16, counted: true },
      { eventId: "E3", date: "2025-06-01", position: 3, points: 7, counted: true },
    ]);
    expect(table[5]?.fullName).toBe("Fay F");
  });

  it("best N counts only each player's N highest events but lists every event", () => {
    const table = orderOfMerit([E1, E2, E3], { scheme: "fieldSize", bestN: 2 });
    expect(table.map((r) => [r.position, r.playerId, r.totalPoints, r.played, r.events.length])).toEqual([
      [1, "C", 27, 3, 3],
      [2, "A", 26, 3, 3],
      [3, "B", 22, 3, 3],
      [3, "D", 22, 3, 3],
      [5, "E", 15, 3, 3],
      [6, "F", 8.5, 2, 2],
    ]);
    const counted = (playerId: string) =>
      table.find((r) => r.playerId === playerId)?.events.map((e) => [e.eventId, e.counted]);
    expect(counted("A")).toEqual([
      ["E1", true],
      ["E2", true],
      ["E3", false],
    ]);
    expect(counted("B")).toEqual([
      ["E1", false],
      ["E2", true],
      ["E3", true],
    ]);
    expect(counted("F")).toEqual([
      ["E1", true],
      ["E3", true],
    ]);
  });

  it("best N counts the earlier of two events on equal points", () => {
    const table = orderOfMerit([E3, E1], { scheme: "fieldSize", bestN: 1 });
    expect(table.find((r) => r.playerId === "E")?.events.map((e) => [e.eventId, e.points, e.counted])).toEqual([
      ["E1", 5, true],
      ["E3", 4.5, false],
    ]);
  });

  it("progress: a player's position after each event agrees with the standings over the events so far", () => {
    expect(orderOfMeritProgress([E3, E1, E2], "F")).toEqual([
      { eventId: "E1", date: "2025-04-01", played: true, position: 6, totalPoints: 4 },
      { eventId: "E2", date: "2025-05-01", played: false, position: 6, totalPoints: 4 },
      { eventId: "E3", date: "2025-06-01", played: true, position: 6, totalPoints: 8.5 },
    ]);
    const events = [E1, E2, E3];
    for (const playerId of ["A", "B", "C", "D", "E"]) {
      const progress = orderOfMeritProgress(events, playerId, { scheme: "fieldSize", bestN: 2 });
      progress.forEach((point, i) => {
        const standing = orderOfMerit(events.slice(0, i + 1), { scheme: "fieldSize", bestN: 2 }).find(
          (r) => r.playerId === playerId,
        );
        expect([point.position, point.totalPoints]).toEqual([standing?.position, standing?.totalPoints]);
      });
    }
  });

  it("progress: no position before a player's first event", () => {
    expect(orderOfMeritProgress([E1, E2, E3], "nobody").map((p) => p.position)).toEqual([null, null, null]);
  });

  it("sums one-decimal shares without binary drift, so equal totals share", () => {
    const table = orderOfMerit([
      {
        eventId: "x",
        date: "2025-01-01",
        results: [
          { playerId: "p", fullName: "Pat", position: 1, points: 8.3 },
          { playerId: "q", fullName: "Quin", position: 2, points: 12.3 },
        ],
      },
      {
        eventId: "y",
        date: "2025-02-01",
        results: [
          { playerId: "p", fullName: "Pat", position: 1, points: 4.1 },
          { playerId: "q", fullName: "Quin", position: 2, points: 0.1 },
        ],
      },
    ]);
    expect(table.map((r) => [r.position, r.playerId, r.totalPoints])).toEqual([
      [1, "p", 12.4],
      [1, "q", 12.4],
    ]);
  });

  it("rejects an event listed twice or a player twice in one event", () => {
    expect(() => orderOfMerit([E1, E1])).toThrow(/event E1 is listed twice/);
    const doubled = { ...E1, results: [...E1.results, ...E1.results.slice(0, 1)] };
    expect(() => orderOfMerit([doubled])).toThrow(/player A has two results in event E1/);
  });
});

describe("close-event OOM for the (a) cards — docs/golf-rules.md#vector-a-full-cards (a2)", () => {
  it("ranks by countback and awards T10 points, doubled for a major", () => {
    const ranked = rankStableford(
      CARDS_A.map((v) => ({ playerId: v.name, card: scoreCard(TESTBROOK, v.gross, v.ph) })),
    );
    const normal = oomPointsForEvent(ranked, { doublePoints: false });
    const major = oomPointsForEvent(ranked, { doublePoints: true });
    expect(normal.map((r) => `${r.playerId} ${r.points}`)).toEqual([
      "Gus 10",
      "Bob 8",
      "Alice 7",
      "Cara 6",
      "Dan 5",
      "Eve 4",
      "Finn 3",
    ]);
    expect(major.map((r) => r.points)).toEqual([20, 16, 14, 12, 10, 8, 6]);
  });
});

describe("OOM rules schema", () => {
  it("fills the documented defaults for a sweep's stored settings", () => {
    expect(oomRulesSchema.parse({})).toEqual({
      scheme: "fieldSize",
      scaleByFieldSize: false,
      participation: 1,
      doublePointsMultiplier: 2,
      bestN: null,
      nonReturnPoints: false,
      guestsInSeason: false,
      nineHoleCardsInTopFive: false,
    });
    expect(DEFAULT_OOM_RULES).toEqual(oomRulesSchema.parse({}));
    expect(Object.isFrozen(DEFAULT_OOM_RULES)).toBe(true);
    const stored = oomRulesSchema.parse(JSON.parse('{"scheme":"fixed","table":[25,18,15],"participation":0.5}'));
    expect(points(straight(5), true, stored)).toEqual([50, 36, 30, 1, 1]);
  });

  it("rejects unusable settings", () => {
    expect(oomRulesSchema.safeParse({ scheme: "fixed" }).success).toBe(false);
    expect(oomRulesSchema.safeParse({ bestN: 0 }).success).toBe(false);
    expect(oomRulesSchema.safeParse({ participation: -1 }).success).toBe(false);
    expect(oomRulesSchema.safeParse({ scheme: "fixed", table: [25, 18, -1] }).success).toBe(false);
  });
});

describe("topCardsLeaderboard — docs/golf-rules.md#top-five-leaderboard / docs/golf-rules.md#vector-e-order-of-merit top-5 vectors", () => {
  const cards = (playerId: string, fullName: string, totals: number[]) =>
    totals.map((totalPoints, i) => ({ playerId, fullName, cardId: `${playerId}-${i + 1}`, totalPoints }));
  const all = [
    ...cards("p", "Pat", [36, 31, 38, 29, 40, 33, 35]),
    ...cards("q", "Quin", [30, 41, 28]),
    ...cards("r", "Rae", [37, 37, 37, 37, 37, 20]),
  ];

  it("R 185, P 182, Q 99 with each player's best five", () => {
    const board = topCardsLeaderboard(all);
    expect(board.map((e) => [e.position, e.player, e.totalOfTopScores])).toEqual([
      [1, "Rae", 185],
      [2, "Pat", 182],
      [3, "Quin", 99],
    ]);
    expect(board[1]?.topScoreCards.map((c) => c.totalPoints)).toEqual([40, 38, 36, 35, 33]);
    expect(board[1]?.topScoreCards.map((c) => c.cardId)).toEqual(["p-5", "p-3", "p-1", "p-7", "p-6"]);
    expect(board[2]?.topScoreCards.map((c) => c.totalPoints)).toEqual([41, 30, 28]);
    expect(board[0]?.topScoreCards.map((c) => c.totalPoints)).toEqual([37, 37, 37, 37, 37]);
  });

  it("shares equal totals and lists them by name; count is configurable", () => {
    const board = topCardsLeaderboard(
      [...cards("z", "Zed", [40]), ...cards("a", "amy", [40]), ...cards("m", "Mo", [41])],
      1,
    );
    expect(board.map((e) => [e.position, e.player])).toEqual([
      [1, "Mo"],
      [2, "amy"],
      [2, "Zed"],
    ]);
    expect(topCardsLeaderboard(all, 2).map((e) => e.totalOfTopScores)).toEqual([78, 74, 71]);
  });

  it("rejects a bad count or card", () => {
    expect(() => topCardsLeaderboard(all, 0)).toThrow(/count must be a whole number of at least 1, got 0/);
    expect(() => topCardsLeaderboard(cards("x", "X", [-1]))).toThrow(
      /totalPoints must be a non-negative integer, got -1/,
    );
    expect(() => topCardsLeaderboard([...cards("x", "X", [1]), ...cards("x", "X", [2])])).toThrow(
      /card x-1 is listed twice/,
    );
  });
});
