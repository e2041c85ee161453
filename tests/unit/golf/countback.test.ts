import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rankStableford, scoreCard } from "@/lib/golf";
import { rankStrokePlay } from "@/lib/golf/stroke-play";
import { CARDS_A, TESTBROOK, grossForPoints } from "./fixtures";

const ALL_TWOS = new Array<number>(18).fill(2);
const entry = (name: string, points: number[]) => ({ name, card: scoreCard(TESTBROOK, grossForPoints(points), 0) });

describe("rankStableford — docs/golf-rules.md#vector-c-countback (c1) countback", () => {
  it.each([
    ["CB1 back nine", [2, 1, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2], "P"],
    ["CB2 last six", [2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 1, 2, 2, 2, 2, 2], "Q"],
    ["CB3 last three", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 3, 2, 2], "P"],
    ["CB4 last hole", [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1], "Q"],
    ["CB5 first-nine last six", [1, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], "P"],
  ])("%s: winner %s, in either input order", (_case, pPoints, winner) => {
    const p = entry("P", pPoints);
    const q = entry("Q", ALL_TWOS);
    expect(p.card.totalPoints).toBe(36);
    for (const input of [
      [p, q],
      [q, p],
    ]) {
      const ranked = rankStableford(input);
      expect(ranked.map((r) => [r.name, r.position, r.tied])).toEqual([
        [winner, 1, false],
        [winner === "P" ? "Q" : "P", 2, false],
      ]);
    }
  });

  it("CB6 identical cards share the position, and the next card is 3rd (1, 1, 3)", () => {
    const points = [2, 2, 2, 2, 4, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2];
    const ranked = rankStableford([
      entry("P", points),
      entry("Q", points),
      entry(
        "R",
        ALL_TWOS.map((p, i) => (i === 0 ? 1 : p)),
      ),
    ]);
    expect(ranked.map((r) => [r.name, r.position, r.tied])).toEqual([
      ["P", 1, true],
      ["Q", 1, true],
      ["R", 3, false],
    ]);
  });

  it("the first-nine L3 and L1 keys decide after the first-nine L6 (holes 7–9, then 9)", () => {
    const l3 = entry("P", [2, 2, 2, 2, 2, 3, 2, 2, 1, ...ALL_TWOS.slice(9)]);
    const l1 = entry("P", [2, 2, 2, 2, 2, 2, 3, 2, 1, ...ALL_TWOS.slice(9)]);
    for (const p of [l3, l1]) {
      expect(rankStableford([entry("Q", ALL_TWOS), p]).map((r) => r.name)).toEqual(["Q", "P"]);
      expect(rankStableford([p, entry("Q", ALL_TWOS)]).map((r) => r.name)).toEqual(["Q", "P"]);
    }
  });

  it("shares positions in standard competition ranking (1, 2, 2, 4)", () => {
    const twos = ALL_TWOS;
    const ranked = rankStableford([
      entry(
        "low",
        twos.map((p, i) => (i === 0 ? 1 : p)),
      ),
      entry("tieA", twos),
      entry(
        "top",
        twos.map((p, i) => (i === 0 ? 3 : p)),
      ),
      entry("tieB", twos),
    ]);
    expect(ranked.map((r) => [r.name, r.position])).toEqual([
      ["top", 1],
      ["tieA", 2],
      ["tieB", 2],
      ["low", 4],
    ]);
  });

  it("ranks the seven (a) cards Gus, Bob, Alice, Cara, Dan, Eve, Finn (docs/golf-rules.md#vector-a-full-cards (a2))", () => {
    const ranked = rankStableford(CARDS_A.map((v) => ({ name: v.name, card: scoreCard(TESTBROOK, v.gross, v.ph) })));
    expect(ranked.map((r) => `${r.position} ${r.name}`)).toEqual([
      "1 Gus",
      "2 Bob",
      "3 Alice",
      "4 Cara",
      "5 Dan",
      "6 Eve",
      "7 Finn",
    ]);
  });

  it("leaves out cards with no score at all but ranks a card with some NR holes by its points", () => {
    const blank = { name: "blank", card: scoreCard(TESTBROOK, new Array<null>(18).fill(null), 10) };
    const pickup = { name: "pickup", card: scoreCard(TESTBROOK, [null, ...grossForPoints(ALL_TWOS).slice(1)], 0) };
    const ranked = rankStableford([blank, pickup, entry("Q", ALL_TWOS)]);
    expect(ranked.map((r) => [r.name, r.position])).toEqual([
      ["Q", 1],
      ["pickup", 2],
    ]);
  });

  it("keeps the caller's fields on each entry", () => {
    const [first] = rankStableford([{ card: entry("x", ALL_TWOS).card, cardId: "c-1", extra: 7 }]);
    expect(first).toMatchObject({ cardId: "c-1", extra: 7, position: 1, tied: false });
  });

  it("does not depend on input order (property)", () => {
    const cardArb = fc.array(fc.oneof(fc.constant(null), fc.integer({ min: 2, max: 8 })), {
      minLength: 18,
      maxLength: 18,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cardArb, fc.integer({ min: -10, max: 54 })), { minLength: 1, maxLength: 12 }),
        fc.infiniteStream(fc.nat()),
        (cards, seeds) => {
          const entries = cards.map(([gross, ph], id) => ({ id, card: scoreCard(TESTBROOK, gross, ph) }));
          const shuffled = entries
            .map((e) => ({ e, k: seeds.next().value }))
            .sort((a, b) => a.k - b.k)
            .map(({ e }) => e);
          const positions = (ranked: Array<{ id: number; position: number; tied: boolean }>) =>
            ranked.map((r) => `${r.id}:${r.position}:${r.tied}`).sort();
          const a = rankStableford(entries);
          const b = rankStableford(shuffled);
          return (
            JSON.stringify(positions(a)) === JSON.stringify(positions(b)) &&
            a.every((r, i) => r.position === b[i]?.position)
          );
        },
      ),
    );
  });
});

describe("rankStrokePlay — docs/golf-rules.md#vector-c-countback (c2) nett stroke play with handicap fractions", () => {
  const players: Record<string, { ph: number; gross: number[] }> = {
    A: { ph: 9, gross: [5, 4, 4, 5, 5, 4, 3, 5, 6, 4, 4, 5, 4, 5, 3, 5, 6, 4] },
    B: { ph: 18, gross: [5, 5, 4, 6, 5, 5, 4, 5, 6, 5, 4, 6, 5, 5, 4, 5, 6, 5] },
    C: { ph: 12, gross: [5, 5, 4, 5, 5, 5, 4, 4, 5, 5, 4, 5, 5, 5, 4, 5, 5, 4] },
    D: { ph: 6, gross: [4, 5, 3, 6, 4, 5, 3, 4, 5, 5, 4, 5, 4, 4, 3, 5, 5, 4] },
    E: { ph: -2, gross: [4, 4, 3, 5, 4, 4, 3, 4, 4, 4, 3, 5, 4, 4, 3, 4, 4, 4] },
  };
  const entries = (names: string[]) =>
    names.map((name) => {
      const { ph, gross } = players[name] ?? { ph: 0, gross: [] };
      return { name, playingHandicap: ph, card: scoreCard(TESTBROOK, gross, ph) };
    });

  it("every card is nett 72 with the documented gross", () => {
    for (const e of entries(["A", "B", "C", "D", "E"]))
      expect((e.card.totalGross as number) - e.playingHandicap).toBe(72);
    expect(entries(["A", "B", "C", "D", "E"]).map((e) => e.card.totalGross)).toEqual([81, 90, 84, 78, 70]);
  });

  it("{A, B} → A, B on the back nine (35.5 < 36); truncating fractions would tie them", () => {
    expect(rankStrokePlay(entries(["B", "A"]), "nett").map((r) => [r.name, r.position])).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
  });

  it("{C, D, E} → D, E, C on the last six (23 < 23.667 < 24), a plus handicap adding its fraction", () => {
    expect(rankStrokePlay(entries(["C", "E", "D"]), "nett").map((r) => r.name)).toEqual(["D", "E", "C"]);
  });

  it("gross stroke play uses the same keys with no handicap, and NR cards are excluded", () => {
    const withNr = {
      name: "NR",
      playingHandicap: 0,
      card: scoreCard(TESTBROOK, [0, ...(players.E?.gross.slice(1) ?? [])], 0),
    };
    expect(rankStrokePlay([...entries(["A", "E", "D"]), withNr], "gross").map((r) => r.name)).toEqual(["E", "D", "A"]);
  });

  it("equal after every key shares the position", () => {
    const twice = [...entries(["A"]), ...entries(["A"])];
    expect(rankStrokePlay(twice, "nett").map((r) => [r.position, r.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
  });
});

describe("rankStableford — nine-hole cards count back over the last 6, 3 and 1 holes of their nine", () => {
  const FRONT = TESTBROOK.slice(0, 9);
  const BACK = TESTBROOK.slice(9);
  const nineEntry = (name: string, holes: typeof TESTBROOK, points: number[]) => ({
    name,
    card: scoreCard(
      holes,
      holes.map((hole, at) => hole.par + 2 - (points[at] ?? 2)),
      0,
    ),
  });
  const EVEN = new Array<number>(9).fill(2);

  it.each([
    ["front nine, last six (holes 4–9)", FRONT, [3, 2, 2, 1, 2, 2, 2, 2, 2], "Q"],
    ["front nine, last three (holes 7–9)", FRONT, [2, 2, 2, 3, 2, 2, 1, 2, 2], "Q"],
    ["front nine, the 9th", FRONT, [2, 2, 2, 2, 2, 2, 3, 2, 1], "Q"],
    ["back nine, last six (holes 13–18)", BACK, [3, 2, 2, 1, 2, 2, 2, 2, 2], "Q"],
    ["back nine, last three (holes 16–18)", BACK, [2, 2, 2, 3, 2, 2, 1, 2, 2], "Q"],
    ["back nine, the 18th", BACK, [2, 2, 2, 2, 2, 2, 1, 2, 3], "P"],
  ])("%s decides 18 v 18", (_case, holes, pPoints, winner) => {
    const ranked = rankStableford([nineEntry("P", holes, pPoints), nineEntry("Q", holes, EVEN)]);
    expect(ranked.map((row) => row.card.totalPoints)).toEqual([18, 18]);
    expect(ranked[0]?.name).toBe(winner);
    expect(ranked.map((row) => row.position)).toEqual([1, 2]);
  });
});
