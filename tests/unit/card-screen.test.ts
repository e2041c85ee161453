import { describe, expect, it } from "vitest";
import { nextHoleNumber, previousHoleNumber } from "@/components/card/hole-order";
import { draftFromScores, readGross, readWholeCard } from "@/components/card/whole-card";

const holes = (grosses: Array<number | null>) => grosses.map((gross, at) => ({ holeNumber: at + 1, gross }));
const EIGHTEEN = holes(Array.from({ length: 18 }, () => null));

describe("the keypad's hole order (docs/screens-and-api.md#playing-and-marking-a-card)", () => {
  it("moves to the next hole by number and wraps to hole 1 after the 18th", () => {
    expect(nextHoleNumber(EIGHTEEN, 7)).toBe(8);
    expect(nextHoleNumber(EIGHTEEN, 18)).toBe(1);
    expect(previousHoleNumber(EIGHTEEN, 1)).toBe(18);
    expect(previousHoleNumber(EIGHTEEN, 10)).toBe(9);
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
});
