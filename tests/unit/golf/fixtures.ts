import type { Hole } from "@/lib/golf";

/** docs/golf-rules.md#testbrook test course "Testbrook": par 72, front SIs odd, back SIs even. */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const SIS = [7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 16, 6, 12, 2, 18, 4, 14, 10];

export const TESTBROOK: Hole[] = PARS.map((par, i) => ({ number: i + 1, par, index: SIS[i] ?? 0 }));

type NR = "NR";
export type CardVector = {
  name: string;
  ph: number;
  gross: Array<number | null>;
  strokes: number[];
  nett: Array<number | null>;
  points: number[];
  out: number;
  in: number;
  total: number;
  l6: number;
  l3: number;
  h18: number;
  grossTotals: [number | NR, number | NR, number | NR];
  nettTotals: [number | NR, number | NR, number | NR];
};

/** docs/golf-rules.md#vector-a-full-cards: the seven full cards. */
export const CARDS_A: CardVector[] = [
  {
    name: "Alice",
    ph: 0,
    gross: [4, 5, 3, 5, 4, 4, 2, 4, 5, 4, 3, 6, 4, 4, 3, 4, 4, 4],
    strokes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    nett: [4, 5, 3, 5, 4, 4, 2, 4, 5, 4, 3, 6, 4, 4, 3, 4, 4, 4],
    points: [2, 1, 2, 2, 2, 2, 3, 2, 2, 2, 2, 1, 2, 2, 2, 2, 3, 2],
    out: 18,
    in: 18,
    total: 36,
    l6: 13,
    l3: 7,
    h18: 2,
    grossTotals: [36, 36, 72],
    nettTotals: [36, 36, 72],
  },
  {
    name: "Bob",
    ph: 9,
    gross: [5, 4, 4, 6, 3, 4, 3, 5, 5, 5, 3, 5, 5, 4, 4, 4, 6, 5],
    strokes: [1, 1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0],
    nett: [4, 3, 4, 6, 2, 3, 3, 4, 5, 4, 3, 4, 5, 3, 4, 3, 6, 5],
    points: [2, 3, 1, 1, 4, 3, 2, 2, 2, 2, 2, 3, 1, 3, 1, 3, 1, 1],
    out: 20,
    in: 17,
    total: 37,
    l6: 10,
    l3: 5,
    h18: 1,
    grossTotals: [39, 41, 80],
    nettTotals: [34, 37, 71],
  },
  {
    name: "Cara",
    ph: 18,
    gross: [5, 6, 4, 6, 5, 5, 4, 5, 8, 5, 4, 4, 5, 6, 3, 5, 6, 5],
    strokes: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    nett: [4, 5, 3, 5, 4, 4, 3, 4, 7, 4, 3, 3, 4, 5, 2, 4, 5, 4],
    points: [2, 1, 2, 2, 2, 2, 2, 2, 0, 2, 2, 4, 2, 1, 3, 2, 2, 2],
    out: 15,
    in: 20,
    total: 35,
    l6: 12,
    l3: 6,
    h18: 2,
    grossTotals: [48, 43, 91],
    nettTotals: [39, 34, 73],
  },
  {
    name: "Dan",
    ph: 24,
    gross: [6, 6, 4, 7, 6, 5, 4, 6, 6, 5, 4, 7, 5, 6, 4, 6, 8, 5],
    strokes: [1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 1, 2, 1, 2, 1, 2, 1, 1],
    nett: [5, 4, 3, 6, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 7, 4],
    points: [1, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2],
    out: 16,
    in: 16,
    total: 32,
    l6: 10,
    l3: 4,
    h18: 2,
    grossTotals: [50, 50, 100],
    nettTotals: [38, 38, 76],
  },
  {
    name: "Eve",
    ph: 28,
    gross: [6, 7, 4, 7, 6, 6, 7, 6, 7, 6, 4, 7, 6, 7, 4, 6, 7, 6],
    strokes: [2, 2, 1, 1, 2, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2],
    nett: [4, 5, 3, 6, 4, 4, 6, 4, 6, 4, 3, 5, 5, 5, 3, 4, 6, 4],
    points: [2, 1, 2, 1, 2, 2, 0, 2, 1, 2, 2, 2, 1, 1, 2, 2, 1, 2],
    out: 13,
    in: 15,
    total: 28,
    l6: 9,
    l3: 5,
    h18: 2,
    grossTotals: [56, 53, 109],
    nettTotals: [42, 39, 81],
  },
  {
    name: "Finn",
    ph: 36,
    gross: [7, 7, 5, 8, 7, 6, 5, 7, 8, 7, 5, 8, 6, 7, 3, 7, 8, 6],
    strokes: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    nett: [5, 5, 3, 6, 5, 4, 3, 5, 6, 5, 3, 6, 4, 5, 1, 5, 6, 4],
    points: [1, 1, 2, 1, 1, 2, 2, 1, 1, 1, 2, 1, 2, 1, 4, 1, 1, 2],
    out: 12,
    in: 15,
    total: 27,
    l6: 11,
    l3: 4,
    h18: 2,
    grossTotals: [60, 57, 117],
    nettTotals: [42, 39, 81],
  },
  {
    name: "Gus",
    ph: -2,
    gross: [4, 3, 3, 4, 4, 4, 3, 4, 4, 4, 3, 5, 4, 3, 3, 4, 5, 4],
    strokes: [0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0],
    nett: [4, 3, 3, 4, 4, 4, 4, 4, 4, 4, 3, 5, 4, 3, 4, 4, 5, 4],
    points: [2, 3, 2, 3, 2, 2, 1, 2, 3, 2, 2, 2, 2, 3, 1, 2, 2, 2],
    out: 20,
    in: 18,
    total: 38,
    l6: 12,
    l3: 6,
    h18: 2,
    grossTotals: [33, 35, 68],
    nettTotals: [34, 36, 70],
  },
];

/** docs/golf-rules.md#vector-b-no-return-and-big-scores (b1) Hana, NR on hole 7, and (b2) Ian, hole-in-one on a stroke hole and a nett albatross. */
export const CARDS_B: CardVector[] = [
  {
    name: "Hana",
    ph: 12,
    gross: [5, 5, 4, 6, 5, 5, 0, 5, 6, 5, 4, 6, 5, 5, 4, 5, 6, 5],
    strokes: [1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1],
    nett: [4, 4, 4, 5, 4, 4, null, 4, 6, 4, 4, 5, 4, 4, 4, 4, 6, 4],
    points: [2, 2, 1, 2, 2, 2, 0, 2, 1, 2, 1, 2, 2, 2, 1, 2, 1, 2],
    out: 14,
    in: 15,
    total: 29,
    l6: 10,
    l3: 5,
    h18: 2,
    grossTotals: ["NR", 45, "NR"],
    nettTotals: ["NR", 39, "NR"],
  },
  {
    name: "Ian",
    ph: 20,
    gross: [6, 6, 1, 2, 6, 5, 4, 6, 6, 5, 4, 6, 5, 6, 4, 6, 6, 5],
    strokes: [1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1],
    nett: [5, 5, 0, 1, 4, 4, 3, 5, 5, 4, 3, 5, 4, 4, 3, 5, 5, 4],
    points: [1, 1, 5, 6, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2],
    out: 22,
    in: 17,
    total: 39,
    l6: 11,
    l3: 5,
    h18: 2,
    grossTotals: [42, 47, 89],
    nettTotals: [32, 37, 69],
  },
];

export function cardVector(name: string): CardVector {
  const card = [...CARDS_A, ...CARDS_B].find((c) => c.name === name);
  if (!card) throw new Error(`no test card named ${name}`);
  return card;
}

/** Gross that scores the given Stableford points on each Testbrook hole at playing handicap 0 (0 points = par + 2). */
export function grossForPoints(points: number[]): number[] {
  return points.map((p, i) => (PARS[i] ?? 0) + 2 - p);
}
