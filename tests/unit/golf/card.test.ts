import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scoreCard, type Hole } from "@/lib/golf";
import { CARDS_A, CARDS_B, TESTBROOK, cardVector } from "./fixtures";

const holeNumbers = Array.from({ length: 18 }, (_, i) => i + 1);

describe("scoreCard — docs/golf-rules.md#vector-a-full-cards and docs/golf-rules.md#vector-b-no-return-and-big-scores: NR / hole-in-one", () => {
  it.each([...CARDS_A, ...CARDS_B])("$name (playing handicap $ph) matches every row and total", (v) => {
    const card = scoreCard(TESTBROOK, v.gross, v.ph);
    expect(card.scores.map((s) => s.holeNumber)).toEqual(holeNumbers);
    expect(card.scores.map((s) => s.strokes)).toEqual(v.strokes);
    expect(card.scores.map((s) => s.nett)).toEqual(v.nett);
    expect(card.scores.map((s) => s.points)).toEqual(v.points);
    expect(card.scores.map((s) => s.gross)).toEqual(v.gross.map((g) => (g === 0 ? null : g)));
    expect([card.outPoints, card.inPoints, card.totalPoints]).toEqual([v.out, v.in, v.total]);
    expect([card.lastSixPoints, card.lastThreePoints, card.scores[17]?.points]).toEqual([v.l6, v.l3, v.h18]);
    expect([card.outGross, card.inGross, card.totalGross]).toEqual(v.grossTotals);
    expect([card.outNett, card.inNett, card.totalNett]).toEqual(v.nettTotals);
    expect(card.holesPlayed).toBe(v.gross.filter((g) => g !== 0).length);
  });

  it("a 40 handicap receives two strokes on every hole and a third on SI 1–4 (docs/golf-rules.md#strokes-received)", () => {
    const gross = TESTBROOK.map((hole) => hole.par + 2);
    const card = scoreCard(TESTBROOK, gross, 40);
    const thirdStroke = card.scores.filter((s) => s.strokes === 3).map((s) => s.index);
    expect(thirdStroke.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(card.scores.every((s) => s.strokes >= 2)).toBe(true);
    expect(card.totalPoints).toBe(36 + 4);
  });

  it("a 54 handicap receives three strokes on every hole: a triple bogey everywhere is 36 points", () => {
    const card = scoreCard(
      TESTBROOK,
      TESTBROOK.map((hole) => hole.par + 3),
      54,
    );
    expect(card.scores.map((s) => s.strokes)).toEqual(Array(18).fill(3));
    expect(card.totalPoints).toBe(36);
  });

  it("Gus (+2) gives strokes back on hole 7 (SI 17) and hole 15 (SI 18)", () => {
    const card = scoreCard(TESTBROOK, cardVector("Gus").gross, -2);
    const givenBack = card.scores.filter((s) => s.strokes < 0).map((s) => s.holeNumber);
    expect(givenBack).toEqual([7, 15]);
  });

  it("Dan (24) receives 2 strokes on SI 1–6, holes 5, 14, 2, 16, 8, 12", () => {
    const card = scoreCard(TESTBROOK, cardVector("Dan").gross, 24);
    const twoStrokeHoles = card.scores.filter((s) => s.strokes === 2).map((s) => s.holeNumber);
    expect(twoStrokeHoles).toEqual([2, 5, 8, 12, 14, 16]);
  });

  it("Hana's pickup on hole 7 makes Out and Total NR but leaves In and the points", () => {
    const card = scoreCard(TESTBROOK, cardVector("Hana").gross, 12);
    expect(card.scores[6]).toMatchObject({ gross: null, nett: null, points: 0 });
    expect(card.totalPoints).toBe(29);
    expect(card.holesPlayed).toBe(17);
  });

  it("Ian's hole-in-one on a stroke hole is nett 0, 5 points and not NR; his nett albatross scores 6", () => {
    const card = scoreCard(TESTBROOK, cardVector("Ian").gross, 20);
    expect(card.scores[2]).toMatchObject({ gross: 1, nett: 0, points: 5 });
    expect(card.scores[3]).toMatchObject({ gross: 2, nett: 1, points: 6 });
    expect(card.outGross).toBe(42);
    expect(card.totalNett).toBe(69);
    expect(card.totalPoints).toBe(39);
  });

  it("treats null like 0 as no score, and a card with no score at all has holesPlayed 0", () => {
    const withNull = scoreCard(
      TESTBROOK,
      cardVector("Hana").gross.map((g) => (g === 0 ? null : g)),
      12,
    );
    expect(withNull).toEqual(scoreCard(TESTBROOK, cardVector("Hana").gross, 12));
    const blank = scoreCard(TESTBROOK, new Array<number | null>(18).fill(null), 10);
    expect(blank.holesPlayed).toBe(0);
    expect(blank.totalPoints).toBe(0);
    expect(blank.totalGross).toBe("NR");
  });

  it("pairs gross[i] with holes[i] when the holes arrive out of order, and returns hole order", () => {
    const bob = cardVector("Bob");
    const reversedHoles = [...TESTBROOK].reverse();
    const card = scoreCard(reversedHoles, [...bob.gross].reverse(), bob.ph);
    expect(card.scores.map((s) => s.points)).toEqual(bob.points);
    expect(card.totalPoints).toBe(bob.total);
  });
});

describe("scoreCard — nine-hole cards (docs/golf-rules.md#nine-hole-cards)", () => {
  const backNine: Hole[] = TESTBROOK.slice(9);

  it("ranks the nine's 18-hole SIs and gives a 9-hole handicap of 5 strokes on ranks 1–5", () => {
    const card = scoreCard(backNine, [4, 3, 5, 4, 4, 3, 4, 5, 4], 5);
    expect(card.scores.map((s) => s.strokes)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(card.inPoints).toBe(18 + 5);
    expect(card.outGross).toBe(0);
    expect(card.totalGross).toBe(36);
  });

  it.each([
    [9, [1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [11, [1, 1, 1, 1, 2, 1, 2, 1, 1]],
    [-1, [0, 0, 0, 0, 0, -1, 0, 0, 0]],
  ])("9-hole playing handicap %i gives strokes %j on holes 10–18", (ph, strokes) => {
    const card = scoreCard(backNine, new Array<number>(9).fill(5), ph);
    expect(card.scores.map((s) => s.strokes)).toEqual(strokes);
  });

  it("rejects a nine that is not holes 1–9 or 10–18", () => {
    const mixed = TESTBROOK.slice(5, 14);
    expect(() => scoreCard(mixed, new Array<number>(9).fill(4), 0)).toThrow(/holes 1–9 or holes 10–18/);
  });
});

describe("scoreCard — bad input throws RangeError", () => {
  const gross = cardVector("Alice").gross;
  const withHole = (i: number, patch: Partial<Hole>): Hole[] =>
    TESTBROOK.map((h, j) => (j === i ? { ...h, ...patch } : h));

  it.each([
    ["stroke index 0", withHole(0, { index: 0 }), /stroke index of hole 1 must be an integer from 1 to 18, got 0/],
    ["stroke index 19", withHole(4, { index: 19 }), /stroke index of hole 5 must be an integer from 1 to 18, got 19/],
    [
      "a repeated stroke index",
      withHole(1, { index: 7 }),
      /stroke index 7 is on holes 1 and 2; each of 1..18 is used once per course/,
    ],
    [
      "a repeated hole number",
      withHole(17, { number: 1 }),
      /hole number 1 is given twice \(holes\[0\] and holes\[17\]\)/,
    ],
    ["17 holes", TESTBROOK.slice(1), /exactly 18 holes \(or 9 for a nine-hole card\), got 17 holes/],
    ["a par of 2", withHole(2, { par: 2 }), /par of hole 3 must be an integer from 3 to 6, got 2/],
  ])("%s", (_label, holes, message) => {
    const g = holes.length === 18 ? gross : gross.slice(0, holes.length);
    expect(() => scoreCard(holes, g, 0)).toThrow(RangeError);
    expect(() => scoreCard(holes, g, 0)).toThrow(message);
  });

  it.each([
    ["a negative gross", -1, /gross on hole 5 must be a whole number of strokes \(0 or null for no score\), got -1/],
    ["a non-integer gross", 4.5, /gross on hole 5 must be a whole number of strokes/],
    ["NaN", Number.NaN, /got NaN/],
  ])("%s", (_label, bad, message) => {
    const g = gross.map((x, i) => (i === 4 ? bad : x));
    expect(() => scoreCard(TESTBROOK, g, 0)).toThrow(RangeError);
    expect(() => scoreCard(TESTBROOK, g, 0)).toThrow(message);
  });

  it("a gross array of the wrong length", () => {
    expect(() => scoreCard(TESTBROOK, gross.slice(0, 17), 0)).toThrow(
      /expected one gross per hole \(18, 0 or null for no score\), got 17/,
    );
  });

  it.each([-11, 55, 12.5, Number.NaN])("playing handicap %s", (ph) => {
    expect(() => scoreCard(TESTBROOK, gross, ph)).toThrow(RangeError);
    expect(() => scoreCard(TESTBROOK, gross, ph)).toThrow(/playing handicap must be an integer from -10 to 54/);
  });
});

describe("scoreCard — properties", () => {
  const grossArb = fc.array(fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 15 })), {
    minLength: 18,
    maxLength: 18,
  });
  const phArb = fc.integer({ min: -10, max: 54 });

  it("points are never negative and totals add up", () => {
    fc.assert(
      fc.property(grossArb, phArb, (gross, ph) => {
        const card = scoreCard(TESTBROOK, gross, ph);
        const sum = card.scores.reduce((s, h) => s + h.points, 0);
        return (
          card.scores.every((h) => h.points >= 0) && card.totalPoints === sum && card.outPoints + card.inPoints === sum
        );
      }),
    );
  });

  it("adding a stroke on a hole never increases that hole's points", () => {
    fc.assert(
      fc.property(grossArb, phArb, fc.integer({ min: 0, max: 17 }), (gross, ph, hole) => {
        const before = scoreCard(TESTBROOK, gross, ph).scores[hole]?.points ?? -1;
        const worse = gross.map((g, i) => (i === hole ? (g ?? 0) + 1 : g));
        const after = scoreCard(TESTBROOK, worse, ph).scores[hole]?.points ?? -1;
        // A no-score hole (0 points) becoming a 1 can only gain; every other case must not.
        return (gross[hole] ?? 0) === 0 || after <= before;
      }),
    );
  });

  it("NR status follows gross only: any nett, even 0 or below, on a played hole is a score", () => {
    fc.assert(
      fc.property(grossArb, phArb, (gross, ph) => {
        const card = scoreCard(TESTBROOK, gross, ph);
        const outNr = gross.slice(0, 9).some((g) => !g);
        const inNr = gross.slice(9).some((g) => !g);
        return (
          (card.outGross === "NR") === outNr &&
          (card.inNett === "NR") === inNr &&
          (card.totalGross === "NR") === (outNr || inNr)
        );
      }),
    );
  });
});
