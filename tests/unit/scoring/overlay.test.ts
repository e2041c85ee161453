import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HANDICAP_MAX, HANDICAP_MIN, scoreCard } from "@/lib/golf";
import { overlayPending } from "@/lib/scoring/overlay";
import { scorecardDtoSchema } from "@/lib/validation/scorecards";
import { TESTBROOK } from "../golf/fixtures";
import { buildCard, EMPTY_GROSS } from "./card-fixture";

const withHoles = (gross: ReadonlyArray<number | null>, typed: Record<number, number | null>) =>
  gross.map((value, at) => (at + 1 in typed ? (typed[at + 1] ?? null) : value));

describe("overlayPending: the card with the phone's unconfirmed scores", () => {
  it("is the server's card itself when nothing is waiting", () => {
    const card = buildCard();
    expect(overlayPending(card, [])).toBe(card);
  });

  it("scores a typed hole and the totals through lib/golf, keeping each score's id and version", () => {
    const server = [4, 5, 3, ...EMPTY_GROSS.slice(3)];
    const card = buildCard(server, { versions: [1, 1, 1, ...Array<number>(15).fill(0)], cardVersion: 3 });
    const shown = overlayPending(card, [{ holeNumber: 4, gross: 6 }]);

    expect(shown).toEqual(
      buildCard(withHoles(server, { 4: 6 }), { versions: [1, 1, 1, ...Array<number>(15).fill(0)], cardVersion: 3 }),
    );
    expect(scorecardDtoSchema.parse(shown)).toEqual(shown);
    expect(shown.scores[3]).toMatchObject({ holeNumber: 4, gross: 6, version: 0, id: card.scores[3]?.id });
  });

  it("keeps a pickup (0) apart from a hole not entered: NR on its nine and the total, and it counts as entered", () => {
    const shown = overlayPending(buildCard(Array<number>(18).fill(4)), [{ holeNumber: 12, gross: 0 }]);

    expect(shown.scores[11]).toMatchObject({ gross: 0, nett: null, points: 0 });
    expect(shown.backNine[2]).toEqual(shown.scores[11]);
    expect(shown).toMatchObject({
      outGross: 36,
      inGross: 0,
      totalGross: 0,
      inNett: 0,
      noReturn: { out: false, in: true, total: true },
      holesEntered: 18,
      holesPlayed: 17,
    });
  });

  it("clears a hole typed as empty", () => {
    const shown = overlayPending(buildCard(Array<number>(18).fill(4)), [{ holeNumber: 1, gross: null }]);
    expect(shown.scores[0]).toMatchObject({ gross: null, nett: null, points: 0 });
    expect(shown).toMatchObject({ outGross: 0, noReturn: { out: true, in: false, total: true }, holesEntered: 17 });
  });

  it("shows the latest tap of a hole", () => {
    const shown = overlayPending(buildCard(), [
      { holeNumber: 2, gross: 7 },
      { holeNumber: 2, gross: 5 },
    ]);
    expect(shown.scores[1]?.gross).toBe(5);
  });

  it("always agrees with lib/golf's scoring of the merged gross", () => {
    const gross = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(gross, { minLength: 18, maxLength: 18 }),
        fc.array(fc.record({ holeNumber: fc.integer({ min: 1, max: 18 }), gross }), { maxLength: 30 }),
        fc.integer({ min: HANDICAP_MIN, max: HANDICAP_MAX }),
        (server, pending, handicap) => {
          const shown = overlayPending(buildCard(server, { eventHandicap: handicap }), pending);
          const merged = withHoles(
            server,
            Object.fromEntries(pending.map(({ holeNumber, gross: value }) => [holeNumber, value])),
          );
          const expected = scoreCard(TESTBROOK, merged, handicap);
          expect(shown.scores.map(({ gross: value }) => value)).toEqual(merged);
          expect(shown.scores.map(({ points }) => points)).toEqual(expected.scores.map(({ points }) => points));
          expect(shown.totalPoints).toBe(expected.totalPoints);
          expect(shown.totalNett).toBe(expected.totalNett === "NR" ? 0 : expected.totalNett);
          expect(shown.noReturn.total).toBe(expected.totalNett === "NR");
        },
      ),
    );
  });
});
