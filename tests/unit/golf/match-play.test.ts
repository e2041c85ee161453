import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { strokesReceived, virtualMatch, type MatchResult } from "@/lib/golf";
import { CARDS_A, TESTBROOK, cardVector } from "./fixtures";

const side = (name: string) => {
  const v = cardVector(name);
  return { playingHandicap: v.ph, gross: v.gross };
};

describe("virtualMatch — docs/golf-rules.md#vector-d-match-play (d1) round robin of the seven (a) cards", () => {
  it.each([
    ["Alice", "Bob", 9, "Alice", "1 up", 18],
    ["Alice", "Cara", 18, "Alice", "2&1", 17],
    ["Alice", "Dan", 24, "Alice", "2&1", 17],
    ["Alice", "Eve", 28, "Alice", "4&3", 15],
    ["Alice", "Finn", 36, "Alice", "7&6", 12],
    ["Alice", "Gus", 2, "Gus", "1 up", 18],
    ["Bob", "Cara", 9, "Bob", "1 up", 18],
    ["Bob", "Dan", 15, "Bob", "4&2", 16],
    ["Bob", "Eve", 19, "Bob", "6&4", 14],
    ["Bob", "Finn", 27, "Bob", "7&6", 12],
    ["Bob", "Gus", 11, "Gus", "2&1", 17],
    ["Cara", "Dan", 6, "Cara", "2&1", 17],
    ["Cara", "Eve", 10, "Cara", "4&3", 15],
    ["Cara", "Finn", 18, "Cara", "5&4", 14],
    ["Cara", "Gus", 20, "Gus", "1 up", 18],
    ["Dan", "Eve", 4, "Dan", "4&3", 15],
    ["Dan", "Finn", 12, "Dan", "5&4", 14],
    ["Dan", "Gus", 26, "Gus", "3&2", 16],
    ["Eve", "Finn", 8, "Eve", "1 up", 18],
    ["Eve", "Gus", 30, "Gus", "5&4", 14],
    ["Finn", "Gus", 38, "Gus", "7&6", 12],
  ])("%s v %s (%i strokes): %s wins %s at hole %i", (a, b, strokes, winner, text, hole) => {
    expect(Math.abs(side(a).playingHandicap - side(b).playingHandicap)).toBe(strokes);
    const result = virtualMatch(side(a), side(b), TESTBROOK);
    const margin = Number.parseInt(text, 10);
    expect(result).toEqual({
      outcome: winner === a ? "won" : "lost",
      margin,
      hole,
      holesRemaining: 18 - hole,
      text,
    });
    expect(virtualMatch(side(b), side(a), TESTBROOK)).toEqual({ ...result, outcome: winner === b ? "won" : "lost" });
  });

  it("per-player summary: Gus 6-0, Alice 5-1, Bob 4-2, Cara 3-3, Dan 2-4, Eve 1-5, Finn 0-6, no halves", () => {
    const summary = CARDS_A.map(({ name }) => {
      const results = CARDS_A.filter((o) => o.name !== name).map(
        (o) => virtualMatch(side(name), side(o.name), TESTBROOK).outcome,
      );
      return [
        name,
        results.filter((r) => r === "won").length,
        results.filter((r) => r === "lost").length,
        results.filter((r) => r === "halved").length,
      ];
    });
    expect(summary).toEqual([
      ["Alice", 5, 1, 0],
      ["Bob", 4, 2, 0],
      ["Cara", 3, 3, 0],
      ["Dan", 2, 4, 0],
      ["Eve", 1, 5, 0],
      ["Finn", 0, 6, 0],
      ["Gus", 6, 0, 0],
    ]);
  });
});

type MatchVector = {
  name: string;
  ph: [number, number];
  p1: number[];
  p2: number[];
  p2Strokes: number[];
  running: Array<number | null>;
  expected: Pick<MatchResult, "outcome" | "margin" | "hole" | "text">;
};

/** docs/golf-rules.md#vector-d-match-play (d2): running is the P1 margin after each hole, null once the match is over. */
const MATCHES: MatchVector[] = [
  {
    name: "M-A all square",
    ph: [10, 14],
    p1: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4],
    p2: [4, 5, 2, 5, 5, 4, 4, 4, 5, 3, 3, 5, 4, 5, 3, 5, 5, 5],
    p2Strokes: [0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    running: [0, 0, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, 0],
    expected: { outcome: "halved", margin: 0, hole: 18, text: "A/S" },
  },
  {
    name: "M-B 2 up at the 18th, not 2&0",
    ph: [10, 14],
    p1: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4],
    p2: [5, 5, 3, 5, 5, 4, 3, 4, 4, 4, 3, 5, 4, 5, 3, 5, 6, 5],
    p2Strokes: [0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    running: [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2],
    expected: { outcome: "won", margin: 2, hole: 18, text: "2 up" },
  },
  {
    name: "M-C difference 23: second strokes on SI 1, 2, 4",
    ph: [2, 25],
    p1: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4],
    p2: [5, 6, 4, 6, 5, 5, 4, 6, 6, 5, 5, 6, 5, 5, 4, 5, 7, 5],
    p2Strokes: [1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 1, 1, 1, 2, 1, 2, 1, 1],
    running: [0, 0, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -2, -1, -1],
    expected: { outcome: "lost", margin: 1, hole: 18, text: "1 up" },
  },
  {
    name: "M-D equal handicaps with NR holes",
    ph: [12, 12],
    p1: [4, 5, 0, 5, 5, 0, 4, 5, 6, 4, 4, 6, 5, 5, 4, 4, 6, 5],
    p2: [5, 5, 4, 6, 5, 0, 3, 5, 6, 5, 4, 0, 5, 5, 4, 5, 6, 5],
    p2Strokes: new Array<number>(18).fill(0),
    running: [1, 1, 0, 1, 1, 1, 0, 0, 0, 1, 1, 2, 2, 2, 2, 3, null, null],
    expected: { outcome: "won", margin: 3, hole: 16, text: "3&2" },
  },
  {
    name: "M-E both NR on a stroke hole is halved",
    ph: [5, 15],
    p1: [4, 4, 3, 5, 0, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4],
    p2: [5, 5, 3, 5, 0, 5, 3, 5, 5, 5, 3, 6, 4, 5, 3, 5, 5, 5],
    p2Strokes: [1, 1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1],
    running: new Array<number>(18).fill(0),
    expected: { outcome: "halved", margin: 0, hole: 18, text: "A/S" },
  },
];

describe("virtualMatch — docs/golf-rules.md#vector-d-match-play (d2) purpose-built matches", () => {
  it.each(MATCHES)("$name", (m) => {
    const p1 = { playingHandicap: m.ph[0], gross: m.p1 };
    const p2 = { playingHandicap: m.ph[1], gross: m.p2 };
    const difference = m.ph[1] - m.ph[0];
    expect(TESTBROOK.map((h) => strokesReceived(difference, h.index))).toEqual(m.p2Strokes);
    expect(virtualMatch(p1, p2, TESTBROOK)).toMatchObject({ ...m.expected, holesRemaining: 18 - m.expected.hole });
  });

  it.each(MATCHES)("$name: the running margin after each hole matches the table", (m) => {
    // Blanking both cards after hole h halves the rest, so the result reports the margin after h.
    for (let h = 1; h <= 18; h++) {
      const running = m.running[h - 1];
      if (running === null || running === undefined) continue;
      const cut = (gross: number[]) => gross.map((g, i) => (i < h ? g : null));
      const result = virtualMatch(
        { playingHandicap: m.ph[0], gross: cut(m.p1) },
        { playingHandicap: m.ph[1], gross: cut(m.p2) },
        TESTBROOK,
      );
      expect([h, result.outcome, result.margin]).toEqual([
        h,
        running > 0 ? "won" : running < 0 ? "lost" : "halved",
        Math.abs(running),
      ]);
    }
  });
});

describe("virtualMatch — properties and input checks", () => {
  const grossArb = fc.array(fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 9 })), {
    minLength: 18,
    maxLength: 18,
  });
  const playerArb = fc.record({ playingHandicap: fc.integer({ min: -10, max: 54 }), gross: grossArb });
  const mirror = { won: "lost", lost: "won", halved: "halved" } as const;

  it("virtualMatch(b, a) mirrors virtualMatch(a, b)", () => {
    fc.assert(
      fc.property(playerArb, playerArb, (a, b) => {
        const ab = virtualMatch(a, b, TESTBROOK);
        const ba = virtualMatch(b, a, TESTBROOK);
        return (
          ba.outcome === mirror[ab.outcome] && ba.margin === ab.margin && ba.hole === ab.hole && ba.text === ab.text
        );
      }),
    );
  });

  it("the text agrees with the outcome, margin and holes remaining", () => {
    fc.assert(
      fc.property(playerArb, playerArb, (a, b) => {
        const r = virtualMatch(a, b, TESTBROOK);
        if (r.outcome === "halved") return r.text === "A/S" && r.margin === 0 && r.hole === 18;
        return (
          r.text === (r.holesRemaining === 0 ? `${r.margin} up` : `${r.margin}&${r.holesRemaining}`) &&
          r.margin > r.holesRemaining
        );
      }),
    );
  });

  it("a match against your own card is halved", () => {
    fc.assert(fc.property(playerArb, (a) => virtualMatch(a, a, TESTBROOK).text === "A/S"));
  });

  it("plays a nine-hole match on the nine's SI ranks and reports the hole number", () => {
    const backNine = TESTBROOK.slice(9);
    const result = virtualMatch(
      { playingHandicap: 0, gross: [3, 3, 4, 3, 3, 3, 3, 4, 3] },
      { playingHandicap: 1, gross: [5, 5, 5, 5, 5, 3, 5, 5, 5] },
      backNine,
    );
    expect(result).toEqual({ outcome: "won", margin: 5, hole: 14, holesRemaining: 4, text: "5&4" });
  });

  it("rejects a handicap outside −10..54 and a short card", () => {
    const alice = side("Alice");
    expect(() => virtualMatch({ ...alice, playingHandicap: 55 }, alice, TESTBROOK)).toThrow(
      /player playing handicap must be an integer from -10 to 54, got 55/,
    );
    expect(() => virtualMatch(alice, { ...alice, gross: alice.gross.slice(1) }, TESTBROOK)).toThrow(
      /opponent needs one gross per hole \(18/,
    );
    const badLast = side("Finn").gross.map((g, i) => (i === 17 ? 4.5 : g));
    // Alice beats Finn 7&6, so hole 18 is never played, yet the bad gross still throws.
    expect(() => virtualMatch(alice, { ...side("Finn"), gross: badLast }, TESTBROOK)).toThrow(
      /opponent gross on hole 18 must be a whole number/,
    );
  });
});
