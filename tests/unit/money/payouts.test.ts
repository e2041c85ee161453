import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placesFor, settleEvent, shareByPlaces, shareTwos, WHOLE_BP, type RemainderRule } from "@/lib/money";

const rules = fc.constantFrom<RemainderRule>("higherFinisher", "fund");

/** A ranking as lib/golf gives it: positions 1, 2, 2, 4 … in order. */
const ranking = fc.array(fc.boolean(), { maxLength: 30 }).map((tiedWithPrevious) => {
  let position = 1;
  return tiedWithPrevious.map((tied, at) => {
    if (at > 0 && !tied) position = at + 1;
    return { playerId: `p${at}`, position };
  });
});

/** Places as basis points summing to the whole pot. */
const places = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }).map((weights) => {
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  const bp = weights.map((w) => Math.floor((w * WHOLE_BP) / total));
  bp[0] = (bp[0] ?? 0) + WHOLE_BP - bp.reduce((sum, x) => sum + x, 0);
  return bp;
});

const pot = fc.integer({ min: 0, max: 1_000_000_000 });
const sum = (amounts: Array<{ amount: number }>) => amounts.reduce((total, row) => total + row.amount, 0);

describe("docs/money-rules.md#sharing-the-sweep-pot", () => {
  it("pays 50/30/20 of £60 as £30, £18 and £12", () => {
    const finishers = [1, 2, 3, 4].map((position) => ({ playerId: `p${position}`, position }));
    expect(shareByPlaces(6000, finishers, [5000, 3000, 2000], "fund")).toEqual({
      payouts: [
        { playerId: "p1", amount: 3000 },
        { playerId: "p2", amount: 1800 },
        { playerId: "p3", amount: 1200 },
      ],
      toFund: 0,
    });
  });

  it("shares the places two tied players occupy, the odd penny to the first in ranking order", () => {
    const finishers = [
      { playerId: "a", position: 1 },
      { playerId: "b", position: 2 },
      { playerId: "c", position: 2 },
    ];
    // 2nd and 3rd of £10.01: 300 + 200 = 500 between two; 1st 500; the rounding's 1p goes to the winner.
    expect(shareByPlaces(1001, finishers, [5000, 3000, 2000], "higherFinisher").payouts).toEqual([
      { playerId: "a", amount: 501 },
      { playerId: "b", amount: 250 },
      { playerId: "c", amount: 250 },
    ]);
    expect(shareByPlaces(1001, finishers, [5000, 3000, 2000], "fund")).toEqual({
      payouts: [
        { playerId: "a", amount: 500 },
        { playerId: "b", amount: 250 },
        { playerId: "c", amount: 250 },
      ],
      toFund: 1,
    });
  });

  it("sends places nobody reached to the winner or the fund, and a pot without finishers to the fund", () => {
    const alone = [{ playerId: "a", position: 1 }];
    expect(shareByPlaces(1000, alone, [5000, 3000, 2000], "higherFinisher").payouts).toEqual([
      { playerId: "a", amount: 1000 },
    ]);
    expect(shareByPlaces(1000, alone, [5000, 3000, 2000], "fund").toFund).toBe(500);
    expect(shareByPlaces(1000, [], [10000], "higherFinisher")).toEqual({ payouts: [], toFund: 1000 });
  });

  it("picks the table's row by the number of entrants", () => {
    const table = [
      { fromEntrants: 1, placesBp: [10000] },
      { fromEntrants: 8, placesBp: [6000, 4000] },
    ];
    expect(placesFor(table, 7)).toEqual([10000]);
    expect(placesFor(table, 8)).toEqual([6000, 4000]);
  });

  it("never pays more than the pot and loses nothing: payouts plus the fund are the pot", () => {
    fc.assert(
      fc.property(pot, ranking, places, rules, (amount, finishers, bp, rule) => {
        const split = shareByPlaces(amount, finishers, bp, rule);
        expect(sum(split.payouts) + split.toFund).toBe(amount);
        expect(split.payouts.every((payout) => payout.amount > 0)).toBe(true);
      }),
    );
  });

  it("pays tied finishers exactly alike when remainders go to the fund, and within a penny otherwise", () => {
    fc.assert(
      fc.property(pot, ranking, places, rules, (amount, finishers, bp, rule) => {
        const paid = new Map(shareByPlaces(amount, finishers, bp, rule).payouts.map((p) => [p.playerId, p.amount]));
        for (const a of finishers)
          for (const b of finishers) {
            if (a.position !== b.position || (a.position === 1 && rule === "higherFinisher")) continue;
            const gap = Math.abs((paid.get(a.playerId) ?? 0) - (paid.get(b.playerId) ?? 0));
            expect(gap).toBeLessThanOrEqual(rule === "fund" ? 0 : 1);
          }
      }),
    );
  });
});

describe("docs/money-rules.md#twos", () => {
  it("shares the pot per two scored, the odd penny to the first two-scorer", () => {
    const entrants = [
      { playerId: "a", twos: 0 },
      { playerId: "b", twos: 2 },
      { playerId: "c", twos: 1 },
    ];
    expect(shareTwos(1000, entrants, "higherFinisher", "rollover")).toEqual({
      payouts: [
        { playerId: "b", amount: 667 },
        { playerId: "c", amount: 333 },
      ],
      toFund: 0,
      rollover: 0,
    });
  });

  it("rolls an unclaimed pot over, or gives it to the fund", () => {
    const none = [{ playerId: "a", twos: 0 }];
    expect(shareTwos(500, none, "fund", "rollover")).toEqual({ payouts: [], toFund: 0, rollover: 500 });
    expect(shareTwos(500, none, "fund", "fund")).toEqual({ payouts: [], toFund: 500, rollover: 0 });
  });

  it("accounts for every minor unit of the pot", () => {
    const entrants = fc
      .array(fc.nat({ max: 4 }), { maxLength: 30 })
      .map((twos) => twos.map((count, at) => ({ playerId: `p${at}`, twos: count })));
    fc.assert(
      fc.property(
        pot,
        entrants,
        rules,
        fc.constantFrom("rollover" as const, "fund" as const),
        (amount, field, rule, unclaimed) => {
          const split = shareTwos(amount, field, rule, unclaimed);
          expect(sum(split.payouts) + split.toFund + split.rollover).toBe(amount);
        },
      ),
    );
  });
});

describe("docs/money-rules.md#closing-an-event", () => {
  it("ranks the sweep among its own entrants and keeps the society's cut", () => {
    const ranked = [
      { playerId: "a", position: 1, inSweep: false, inTwos: true, twos: 1 },
      { playerId: "b", position: 2, inSweep: true, inTwos: false, twos: 1 },
      { playerId: "c", position: 3, inSweep: true, inTwos: true, twos: 0 },
    ];
    const table = [{ fromEntrants: 1, placesBp: [6000, 4000] }];
    expect(
      settleEvent(
        { sweep: 1000, twos: 400 },
        ranked,
        { fundCutBp: 1000 },
        {
          payoutTable: table,
          remainder: "fund",
          twosUnclaimed: "rollover",
        },
      ),
    ).toEqual({
      sweepPayouts: [
        { playerId: "b", amount: 540 },
        { playerId: "c", amount: 360 },
      ],
      twosPayouts: [{ playerId: "a", amount: 400 }],
      sweepToFund: 100,
      twosToFund: 0,
      twosRollover: 0,
      prizePayouts: [],
      prizesHeld: 0,
    });
  });

  it("pots equal payouts plus fund plus rollover for any field", () => {
    const field = fc
      .tuple(
        ranking,
        fc.array(fc.record({ inSweep: fc.boolean(), inTwos: fc.boolean(), twos: fc.nat({ max: 3 }) }), {
          minLength: 30,
          maxLength: 30,
        }),
      )
      .map(([rows, extras]) => rows.map((row, at) => ({ ...row, ...extras[at]! })));
    fc.assert(
      fc.property(
        pot,
        pot,
        field,
        fc.integer({ min: 0, max: WHOLE_BP }),
        places,
        rules,
        (sweep, twos, ranked, cut, bp, rule) => {
          const settled = settleEvent(
            { sweep, twos },
            ranked,
            { fundCutBp: cut },
            {
              payoutTable: [{ fromEntrants: 1, placesBp: bp }],
              remainder: rule,
              twosUnclaimed: "rollover",
            },
          );
          const paid = sum(settled.sweepPayouts) + sum(settled.twosPayouts);
          expect(paid).toBeLessThanOrEqual(sweep + twos);
          expect(paid + settled.sweepToFund + settled.twosToFund + settled.twosRollover).toBe(sweep + twos);
        },
      ),
    );
  });
});
