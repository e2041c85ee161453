import { describe, expect, it } from "vitest";
import {
  eventOomResults,
  explainHandicapAdjustment,
  explainHandicapChange,
  explainOomLine,
  handicapRulesSchema,
  isNonReturn,
  playingHandicapUnderRules,
  previewRules,
  rankWithNonReturns,
  replayHandicapAdjustments,
  replayHandicaps,
  scoreCard,
  type PreviewEvent,
} from "@/lib/golf";
import { TESTBROOK, grossForPoints } from "./fixtures";

const points = (total: number) =>
  grossForPoints(Array.from({ length: 18 }, (_, hole) => (hole < total - 18 ? 2 : 1) + (hole < total - 36 ? 1 : 0)));
/** A card of `total` Stableford points at handicap 0 (18 to 54). */
const cardOf = (total: number): number[] => points(total);
/** A non-return: the first 12 holes entered, the rest never. */
const nonReturn = (): Array<number | null> => [...cardOf(36).slice(0, 12), null, null, null, null, null, null];

describe("non-returns (docs/golf-rules.md#non-returns)", () => {
  it("a card with a hole never entered is a non-return; a pick-up entered as 0 and a blank card are not", () => {
    expect(isNonReturn(nonReturn())).toBe(true);
    expect(isNonReturn([...cardOf(36).slice(0, 17), 0])).toBe(false);
    expect(isNonReturn(new Array<null>(18).fill(null))).toBe(false);
  });

  it("non-returns have no position and come after the finishers, even with more points", () => {
    const cards = [
      { playerId: "nr", gross: [...cardOf(54).slice(0, 17), null] },
      { playerId: "a", gross: cardOf(30) },
      { playerId: "b", gross: cardOf(38) },
    ].map((entry) => ({ ...entry, card: scoreCard(TESTBROOK, entry.gross, 0) }));
    expect(rankWithNonReturns(cards).map((row) => [row.playerId, row.position, row.nonReturn])).toEqual([
      ["b", 1, false],
      ["a", 2, false],
      ["nr", null, true],
    ]);
  });

  it("non-returns score nothing by default and the participation points when the rules pay them", () => {
    const standings = [
      { playerId: "a", position: 1 },
      { playerId: "b", position: 2 },
      { playerId: "nr", position: null },
    ];
    expect(eventOomResults(standings, { doublePoints: false })).toEqual([
      { playerId: "a", position: 1, points: 10, nonReturn: false },
      { playerId: "b", position: 2, points: 8, nonReturn: false },
      { playerId: "nr", position: 3, points: 0, nonReturn: true },
    ]);
    const paid = eventOomResults(standings, {
      doublePoints: true,
      rules: { scheme: "fieldSize", nonReturnPoints: true },
    });
    expect(paid[2]).toEqual({ playerId: "nr", position: 3, points: 2, nonReturn: true });
  });

  it("a non-return's handicap stays by default and goes up 0.1 under the old CONGU rule", () => {
    expect(explainHandicapAdjustment({ exact: 14.2, winter: false, nonReturn: true })).toMatchObject({
      exact: 14.2,
      reason: "no change: a non-return, which does not change handicaps",
    });
    const old = { method: "conguStableford", nonReturn: "upOneTenth" } as const;
    expect(explainHandicapAdjustment({ exact: 14.2, winter: false, nonReturn: true }, old).exact).toBe(14.3);
  });
});

describe("playing handicap under the sweep's rules (docs/golf-rules.md#event-playing-handicap)", () => {
  it("applies the allowance of the kind of event and caps competitions only", () => {
    const rules = {
      method: "conguStableford",
      allowances: { competition: 0.95, winter: 0.9 },
      competitionCap: 24,
    } as const;
    const playing = (exact: number, winter: boolean, under?: typeof rules) =>
      playingHandicapUnderRules(exact, { winter }, under).playing;
    expect(playing(20.0, false, rules)).toBe(19);
    expect(playing(30.0, false, rules)).toBe(24);
    expect(playing(30.0, true, rules)).toBe(27);
    expect(playing(25.8, false)).toBe(26);
    expect(playing(25.8, true)).toBe(19);
  });

  it("applies the allowance to the course handicap from the tees under the WHS basis, then the cap", () => {
    const yellow = { slopeRating: 128, courseRating: 70.1, par: 72 };
    // 25.8 × 128 / 113 + (70.1 − 72) = 27.32; 95 % of it is 25.95, played off 26.
    const allowed = playingHandicapUnderRules(
      25.8,
      { winter: false, tee: yellow },
      { method: "conguStableford", allowances: { competition: 0.95 } },
    );
    expect(allowed.playing).toBe(26);
    expect(allowed.courseHandicap).toBeCloseTo(27.32, 2);
    const capped = playingHandicapUnderRules(
      25.8,
      { winter: false, tee: yellow },
      { method: "conguStableford", competitionCap: 24 },
    );
    expect(capped).toEqual({ playing: 24, courseHandicap: allowed.courseHandicap });
  });

  it("refuses an allowance that is not one of 100, 95, 90 or 75 %", () => {
    expect(handicapRulesSchema.safeParse({ allowances: { competition: 0.8 } }).success).toBe(false);
  });
});

const event = (eventId: string, date: string, cards: Array<[string, Array<number | null>]>): PreviewEvent => ({
  eventId,
  date,
  doublePoints: false,
  winter: false,
  holes: TESTBROOK,
  cards: cards.map(([playerId, gross]) => ({ playerId, fullName: playerId.toUpperCase(), gross, eventHandicap: 0 })),
});

describe("previewing a change of rules (docs/golf-rules.md#previewing-a-change-of-rules)", () => {
  // Ann wins twice and plays twice; Bob plays all three, second twice and first once.
  const season = [
    event("e1", "2025-04-01", [
      ["ann", cardOf(40)],
      ["bob", cardOf(35)],
    ]),
    event("e2", "2025-05-01", [
      ["ann", cardOf(41)],
      ["bob", cardOf(36)],
    ]),
    event("e3", "2025-06-01", [
      ["bob", cardOf(37)],
      ["cat", nonReturn()],
    ]),
  ];
  const steps = [
    { kind: "set", playerId: "ann", exact: 10 },
    { kind: "set", playerId: "bob", exact: 20 },
    { kind: "set", playerId: "cat", exact: 30 },
    { kind: "event", eventId: "e1" },
    { kind: "event", eventId: "e2" },
    { kind: "event", eventId: "e3" },
  ] as const;

  it("best 1 of 3 puts Ann ahead of Bob, who led on every event counted", () => {
    const preview = previewRules(
      { events: season, handicapSteps: [...steps] },
      {},
      { oomRules: { scheme: "fieldSize", bestN: 1 } },
    );
    const rows = Object.fromEntries(preview.orderOfMerit.map((row) => [row.playerId, row]));
    expect(rows.bob?.current).toEqual({ position: 1, totalPoints: 26 });
    expect(rows.ann?.current).toEqual({ position: 2, totalPoints: 20 });
    expect(rows.ann?.proposed).toEqual({ position: 1, totalPoints: 10 });
    expect(rows.bob?.proposed).toEqual({ position: 1, totalPoints: 10 });
    expect(preview.positionsChanged).toBe(1);
    expect(preview.handicaps).toEqual([]);
  });

  it("a position cut for 1st and +0.1 for non-returns change today's handicaps", () => {
    const proposed = {
      handicapRules: { method: "conguStableford", positionCuts: { "1": 0.5 }, nonReturn: "upOneTenth" },
    } as const;
    const preview = previewRules({ events: season, handicapSteps: [...steps] }, {}, proposed);
    // Ann won twice from 10.0: the first cut of 0.5 also moves her into a category that cuts less per point.
    expect(replayHandicaps(season, [...steps], undefined)).toEqual(
      new Map([
        ["ann", 5.1],
        ["bob", 8.4],
        ["cat", 30],
      ]),
    );
    expect(preview.handicaps).toEqual([
      { playerId: "ann", fullName: "ANN", current: 5.1, proposed: 4.3 },
      { playerId: "bob", fullName: "BOB", current: 8.4, proposed: 7.9 },
      { playerId: "cat", fullName: "CAT", current: 30, proposed: 30.1 },
    ]);
  });

  it("gives each event's own changes, from the handicap the replay has reached, as a recompute rewrites them", () => {
    const adjustments = replayHandicapAdjustments(season, [...steps], undefined);
    const final = replayHandicaps(season, [...steps], undefined);
    for (const [playerId, exact] of final) {
      const last = [...adjustments.values()]
        .flat()
        .filter((change) => change.playerId === playerId)
        .at(-1);
      if (last) expect(last.toExact).toBe(exact);
    }
    for (const changes of adjustments.values()) {
      for (const change of changes) expect(change.toExact).not.toBe(change.fromExact);
    }
    expect([...adjustments.keys()]).toEqual(["e1", "e2", "e3"]);
  });
});

describe("explaining a figure (docs/golf-rules.md#explaining-a-figure)", () => {
  it("says an order-of-merit line in words", () => {
    const line = {
      points: 12,
      position: 3,
      nonReturn: false,
      finishers: 18,
      doublePoints: true,
      counted: true,
      bestN: null,
    };
    expect(explainOomLine(line)).toBe("12 points: 3rd of 18, double-points event");
    expect(explainOomLine({ ...line, doublePoints: false, counted: false, bestN: 6 })).toBe(
      "12 points: 3rd of 18; not counted, outside the best 6",
    );
    expect(explainOomLine({ ...line, points: 0, nonReturn: true, doublePoints: false })).toBe("0 points: a non-return");
  });

  it("says why a close moved a handicap, and owns up when the rules were different then", () => {
    const rules = { method: "conguStableford", positionCuts: { "4": 0.3 } } as const;
    const facts = { fromExact: 14.6, toExact: 13.4, winter: false, points: 39, position: 4 } as const;
    expect(explainHandicapChange(facts, rules)).toBe(
      "4th with 39 points: cut 1.2 (3 over 36, 0.3 off for finishing 4th), 14.6 \u2192 13.4",
    );
    expect(explainHandicapChange({ ...facts, toExact: 14.3 }, rules)).toBe(
      "4th with 39 points: 14.6 \u2192 14.3 under the rules in force when the event closed",
    );
    expect(explainHandicapChange({ fromExact: 9, toExact: 9, winter: false, nonReturn: true })).toBe(
      "A non-return: no change (a non-return, which does not change handicaps), 9 \u2192 9",
    );
  });
});
