import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustHandicap,
  DEFAULT_HANDICAP_RULES,
  handicapRulesSchema,
  rankStableford,
  roundHalfUp,
  scoreCard,
  type HandicapRules,
} from "@/lib/golf";
import { CARDS_A, TESTBROOK, cardVector } from "./fixtures";

const CUTS: HandicapRules = { method: "conguStableford", positionCuts: { 1: 2, 2: 1, 3: 0.5 } };

describe("adjustHandicap — docs/golf-rules.md#vector-f-handicap-adjustment", () => {
  it.each([
    ["H1", 12.6, 39, 1, undefined, 11.9, 12],
    ["H2", 18.0, 36, 4, undefined, 18.0, 18],
    ["H3", 18.0, 33, 5, undefined, 18.0, 18],
    ["H4", 18.0, 32, 6, undefined, 18.1, 18],
    ["H5", 5.6, 38, 2, undefined, 5.3, 5],
    ["H6", -1.5, 37, 1, undefined, -1.6, -2],
    ["H7", 28.4, 42, 1, undefined, 26.0, 26],
    ["H8", 35.9, 30, 7, undefined, 36.0, 36],
    ["H9", 54.0, 20, 9, undefined, 54.0, 54],
    ["H9b", 36.0, 20, 9, undefined, 36.1, 36],
    ["H10", 10.0, 30, 3, undefined, 10.0, 10],
    ["H11", 20.4, 29, 4, undefined, 20.5, 21],
    ["H12", -9.9, 45, 1, undefined, -10.0, -10],
    ["H13", 24.0, 40, 1, undefined, 22.4, 22],
    ["H14", 24.0, 40, 1, CUTS, 20.4, 20],
    ["H15", 15.0, 36, 2, CUTS, 14.0, 14],
    ["H16", 15.0, 36, 3, CUTS, 14.5, 15],
  ])(
    "%s: %s with %i points at position %i → %s (playing %i)",
    (_id, exact, points, position, rules, after, playing) => {
      const result = adjustHandicap({ exact, points, position, winter: false }, rules);
      expect(result).toBe(after);
      expect(roundHalfUp(result)).toBe(playing);
    },
  );

  it("H17: a winter event changes nobody unless adjustInWinterEvents is set", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }).map((t) => t / 10),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 40 }),
        (exact, points, position) => adjustHandicap({ exact, points, position, winter: true }) === exact,
      ),
    );
    expect(
      adjustHandicap(
        { exact: 12.6, points: 39, position: 1, winter: true },
        { method: "conguStableford", adjustInWinterEvents: true },
      ),
    ).toBe(11.9);
  });

  it("method 'none' leaves every handicap unchanged (the original set everyone to 0.0)", () => {
    expect(adjustHandicap({ exact: 12.6, points: 45, position: 1, winter: false }, { method: "none" })).toBe(12.6);
    expect(adjustHandicap({ exact: 18.0, points: 20, position: 9, winter: false }, { method: "none" })).toBe(18);
  });

  it("respects a society's narrower clamp and protectTopN", () => {
    expect(
      adjustHandicap(
        { exact: 28.0, points: 20, position: 9, winter: false },
        { method: "conguStableford", maxExact: 28 },
      ),
    ).toBe(28);
    expect(
      adjustHandicap(
        { exact: 10.0, points: 30, position: 3, winter: false },
        { method: "conguStableford", protectTopN: 0 },
      ),
    ).toBe(10.1);
  });

  it("never moves more than the cuts allow, never up by more than 0.1, and stays within −10..54 (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 40 }),
        (tenths, points, position) => {
          const exact = tenths / 10;
          const after = adjustHandicap({ exact, points, position, winter: false });
          const change = Math.round((after - exact) * 10);
          return (
            after >= -10 && after <= 54 && change <= 1 && (points <= 36 ? change >= 0 : change < 0 || exact === -10)
          );
        },
      ),
    );
  });

  it.each([
    [{ exact: 54.5, points: 30, position: 1 }, /exact handicap must be a number from -10 to 54, got 54.5/],
    [{ exact: 12.34, points: 30, position: 1 }, /exact handicap must have at most one decimal place, got 12.34/],
    [{ exact: 12, points: -1, position: 1 }, /points must be an integer from 0 to 200, got -1/],
    [{ exact: 12, points: 30.5, position: 1 }, /points must be an integer/],
    [{ exact: 12, points: 30, position: 0 }, /position must be a whole number of at least 1, got 0/],
  ])("rejects %j", (input, message) => {
    expect(() => adjustHandicap({ ...input, winter: false })).toThrow(RangeError);
    expect(() => adjustHandicap({ ...input, winter: false })).toThrow(message);
  });

  it("rejects invalid rules with the field named", () => {
    expect(() =>
      adjustHandicap(
        { exact: 12, points: 30, position: 1, winter: false },
        { method: "conguStableford", minExact: 20, maxExact: 10 },
      ),
    ).toThrow(/invalid handicap rules[\s\S]*minExact must not be above maxExact/);
  });
});

describe("close-event handicaps — docs/golf-rules.md#vector-a-full-cards (a2) and (b1)", () => {
  it("adjusts the seven (a) cards from countback positions", () => {
    const ranked = rankStableford(
      CARDS_A.map((v) => ({ name: v.name, exact: v.ph, card: scoreCard(TESTBROOK, v.gross, v.ph) })),
    );
    const after = ranked.map((r) => [
      r.name,
      adjustHandicap({ exact: r.exact, points: r.card.totalPoints, position: r.position, winter: false }),
    ]);
    expect(after).toEqual([
      ["Gus", -2.2],
      ["Bob", 8.8],
      ["Alice", 0],
      ["Cara", 18],
      ["Dan", 24],
      ["Eve", 28.1],
      ["Finn", 36.1],
    ]);
  });

  it("Hana's 29 points at 12.0 outside the top 3 → 12.1", () => {
    const card = scoreCard(TESTBROOK, cardVector("Hana").gross, 12);
    expect(adjustHandicap({ exact: 12.0, points: card.totalPoints, position: 5, winter: false })).toBe(12.1);
  });
});

describe("handicap rules schema", () => {
  it("fills the docs/golf-rules.md#handicap-adjustment defaults", () => {
    expect(handicapRulesSchema.parse({})).toEqual({
      method: "conguStableford",
      basis: "society",
      protectTopN: 3,
      positionCuts: {},
      adjustInWinterEvents: false,
      minExact: -10,
      maxExact: 54,
      nonReturn: "noChange",
      allowances: { competition: 1, winter: 0.75 },
      competitionCap: null,
    });
    expect(DEFAULT_HANDICAP_RULES).toEqual(handicapRulesSchema.parse({}));
  });

  it("accepts stored JSON position cuts keyed by position and rejects bad ones", () => {
    const stored = JSON.parse('{"method":"conguStableford","positionCuts":{"1":2,"2":1,"3":0.5}}') as unknown;
    const rules = handicapRulesSchema.parse(stored);
    expect(rules.positionCuts).toEqual({ 1: 2, 2: 1, 3: 0.5 });
    expect(adjustHandicap({ exact: 24.0, points: 40, position: 1, winter: false }, rules)).toBe(20.4);
    expect(handicapRulesSchema.safeParse({ positionCuts: { first: 2 } }).success).toBe(false);
    expect(handicapRulesSchema.safeParse({ positionCuts: { 1: -2 } }).success).toBe(false);
    expect(handicapRulesSchema.safeParse({ method: "originalStandard" }).success).toBe(false);
    expect(handicapRulesSchema.safeParse({ maxExact: 54.1 }).success).toBe(false);
  });
});
