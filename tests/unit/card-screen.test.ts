import { describe, expect, it } from "vitest";
import { lastHoleNumber, nextHoleNumber, previousHoleNumber } from "@/components/card/hole-order";
import { typeDigit } from "@/components/card/keypad-typing";
import { draftFromScores, readGross, readWholeCard, runningTotals, wholeCardSlips } from "@/components/card/whole-card";

const holes = (grosses: Array<number | null>) => grosses.map((gross, at) => ({ holeNumber: at + 1, gross }));
const EIGHTEEN = holes(Array.from({ length: 18 }, () => null));

describe("the keypad's hole order (docs/screens-and-api.md#playing-and-marking-a-card)", () => {
  it("moves to the next hole by number and stops after the 18th: the card is complete, hole 1 is not selected", () => {
    expect(nextHoleNumber(EIGHTEEN, 7)).toBe(8);
    expect(nextHoleNumber(EIGHTEEN, 18)).toBeNull();
    expect(previousHoleNumber(EIGHTEEN, 1)).toBe(1);
    expect(previousHoleNumber(EIGHTEEN, 10)).toBe(9);
    expect(lastHoleNumber(EIGHTEEN)).toBe(18);
  });
});

describe("digits typed on a card (docs/screens-and-api.md#typing-a-card-on-a-keyboard)", () => {
  const typing = (digits: number[]) =>
    digits.reduce(
      (state, digit) => {
        const next = typeDigit(state.waiting, digit);
        return { entered: [...state.entered, ...next.entered], waiting: next.waiting };
      },
      { entered: [] as number[], waiting: "" },
    );

  it("saves 0 and 3–9 at once, and lets 1 and 2 wait for a second digit", () => {
    expect(typing([5])).toEqual({ entered: [5], waiting: "" });
    expect(typing([0])).toEqual({ entered: [0], waiting: "" });
    expect(typing([1])).toEqual({ entered: [], waiting: "1" });
    expect(typing([2])).toEqual({ entered: [], waiting: "2" });
  });

  it("makes 10–20 of two digits, and never a gross over 20", () => {
    expect(typing([1, 0])).toEqual({ entered: [10], waiting: "" });
    expect(typing([1, 9])).toEqual({ entered: [19], waiting: "" });
    expect(typing([2, 0])).toEqual({ entered: [20], waiting: "" });
    expect(typing([2, 5])).toEqual({ entered: [2, 5], waiting: "" });
    expect(typing([2, 1])).toEqual({ entered: [2], waiting: "1" });
    expect(typing([4, 1, 2, 6, 1])).toEqual({ entered: [4, 12, 6], waiting: "1" });
  });
});

describe("the whole-card form", () => {
  it("reads 0–20 and blank, and nothing else", () => {
    expect(readGross(" 7 ")).toBe(7);
    expect(readGross("0")).toBe(0);
    expect(readGross("20")).toBe(20);
    expect(readGross("")).toBeNull();
    for (const typo of ["21", "-1", "4.5", "x", "100"]) expect(readGross(typo)).toBeUndefined();
  });

  it("saves only the holes typed differently from the card, and names each hole it cannot read", () => {
    const card = holes([5, 4, null, 6]);
    const draft = { ...draftFromScores(card), 2: "3", 3: "0", 4: "" };
    expect(readWholeCard(card, draft)).toEqual({
      changes: [
        { holeNumber: 2, gross: 3 },
        { holeNumber: 3, gross: 0 },
        { holeNumber: 4, gross: null },
      ],
      problems: new Map(),
    });
    const typos = readWholeCard(card, { ...draft, 1: "55" });
    expect([...typos.problems.values()]).toEqual(["Hole 1: enter a gross from 1 to 20, or 0 for no score."]);
  });

  it("adds up Out, In and the total as typed, counting the boxes that hold a gross", () => {
    const card = holes(Array.from({ length: 18 }, () => null));
    const draft = { ...draftFromScores(card), 1: "5", 2: "4", 9: "11", 10: "6", 18: "x" };
    expect(runningTotals(card, draft)).toEqual({
      out: { strokes: 20, holes: 3, isNoReturn: false },
      in: { strokes: 6, holes: 1, isNoReturn: false },
      total: { strokes: 26, holes: 4, isNoReturn: false },
    });
    expect(runningTotals(card, { ...draft, 12: "0" }).in).toEqual({ strokes: 6, holes: 2, isNoReturn: true });
  });

  it("names the likely slips among the boxes without refusing them", () => {
    const card = [4, 3, 5].map((par, at) => ({ holeNumber: at + 1, par, gross: null }));
    expect(wholeCardSlips(card, { 1: "1", 2: "2", 3: "12" })).toEqual([
      "Hole 1: 1 on a par 4?",
      "Hole 3: 12 on a par 5?",
    ]);
    expect(readWholeCard(card, { 1: "1", 2: "2", 3: "12" }).problems.size).toBe(0);
  });
});
