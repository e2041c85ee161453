import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prizeListSchema, settleEvent, settlePrizes, WHOLE_BP, type MoneyRules, type PrizeToSettle } from "@/lib/money";

const RULES: MoneyRules = {
  currency: "GBP",
  locale: "en-GB",
  payoutTable: [{ fromEntrants: 1, placesBp: [WHOLE_BP] }],
  remainder: "higherFinisher",
  twosUnclaimed: "fund",
};
const share = (id: string, shareBp: number, winnerId: string | null): PrizeToSettle => ({
  id,
  amount: null,
  shareBp,
  winnerId,
});
const fixed = (id: string, amount: number, winnerId: string | null): PrizeToSettle => ({
  id,
  amount,
  shareBp: null,
  winnerId,
});

describe("docs/money-rules.md#prizes", () => {
  it("pays a share off the sweep pot before the places, and a fixed prize from the fund", () => {
    const ranked = [{ playerId: "a", position: 1, inSweep: true, inTwos: false, twos: 0 }];
    const settled = settleEvent({ sweep: 1000, twos: 0 }, ranked, { fundCutBp: 1000 }, RULES, [
      share("ntp7", 1000, "b"),
      fixed("ld1", 500, "c"),
    ]);
    // 1000 less the 100 cut is 900; 10 % of it (90) to the nearest the pin; the winner's place takes the 810 left.
    expect(settled.sweepPayouts).toEqual([{ playerId: "a", amount: 810 }]);
    expect(settled.prizePayouts).toEqual([
      { prizeId: "ntp7", playerId: "b", amount: 90, from: "sweepPot" },
      { prizeId: "ld1", playerId: "c", amount: 500, from: "fund" },
    ]);
    expect(settled.sweepToFund).toBe(100);
    expect(settled.prizesHeld).toBe(0);
  });

  it("holds a share in the pot until its winner is recorded; an unrecorded fixed prize costs nothing", () => {
    expect(settlePrizes(900, [share("ntp7", 1000, null), fixed("ld1", 500, null)])).toEqual({
      setAside: 90,
      payouts: [],
      held: 90,
    });
  });

  it("accounts for every minor unit of the sweep pot, whoever has won", () => {
    const prize = fc.record({
      shareBp: fc.option(fc.integer({ min: 1, max: 2500 }), { nil: null }),
      amount: fc.integer({ min: 1, max: 10_000 }),
      won: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.array(prize, { maxLength: 4 }), (sweep, drawn) => {
        const prizes = drawn.map((row, at) => ({
          id: `p${at}`,
          amount: row.shareBp === null ? row.amount : null,
          shareBp: row.shareBp,
          winnerId: row.won ? "w" : null,
        }));
        const ranked = [{ playerId: "a", position: 1, inSweep: true, inTwos: false, twos: 0 }];
        const settled = settleEvent({ sweep, twos: 0 }, ranked, { fundCutBp: 0 }, RULES, prizes);
        const fromPot = settled.prizePayouts.filter((payout) => payout.from === "sweepPot");
        const paid = [...settled.sweepPayouts, ...fromPot].reduce((total, payout) => total + payout.amount, 0);
        expect(paid + settled.prizesHeld + settled.sweepToFund).toBe(sweep);
      }),
    );
  });

  it("takes each prize once a hole, and shares that take no more than the whole sweep pot", () => {
    expect(prizeListSchema.safeParse([{ kind: "nearestPin", hole: 7, shareBp: 1000 }]).success).toBe(true);
    expect(
      prizeListSchema.safeParse([
        { kind: "nearestPin", hole: 7, amount: 500 },
        { kind: "nearestPin", hole: 7, shareBp: 1000 },
      ]).success,
    ).toBe(false);
    expect(
      prizeListSchema.safeParse([
        { kind: "nearestPin", hole: 7, shareBp: 6000 },
        { kind: "longestDrive", hole: 1, shareBp: 6000 },
      ]).success,
    ).toBe(false);
  });
});
