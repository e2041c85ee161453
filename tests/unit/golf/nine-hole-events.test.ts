import { describe, expect, it } from "vitest";
import {
  adjustHandicap,
  adjustmentOutcome,
  explainHandicapAdjustment,
  explainHandicapChange,
  fullPlayingHandicap,
  holesOfEvent,
  playingHandicapUnderRules,
  ratingOfHolesPlayed,
  scoreCard,
} from "@/lib/golf";
import { courseHandicap } from "@/lib/golf/whs";
import { TEST_HOLES } from "../../factories";

// docs/golf-rules.md#nine-hole-cards
describe("holesOfEvent", () => {
  it("plays every hole of the course, or its front or back nine", () => {
    expect(holesOfEvent(TEST_HOLES, null)).toHaveLength(18);
    expect(holesOfEvent(TEST_HOLES, "front").map((hole) => hole.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(holesOfEvent(TEST_HOLES, "back").map((hole) => hole.number)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it("gives a back-nine card its strokes by the nine's own ranks", () => {
    const back = holesOfEvent(TEST_HOLES, "back");
    const card = scoreCard(
      back,
      back.map((hole) => hole.par),
      5,
    );
    expect(card.scores.map((hole) => hole.strokes)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0]);
  });
});

describe("ratingOfHolesPlayed", () => {
  it("halves an 18-hole Course Rating for a nine and takes the nine's par", () => {
    const tee = ratingOfHolesPlayed({ slopeRating: 128, courseRating: 70.1 }, 18, holesOfEvent(TEST_HOLES, "front"));
    expect(tee).toEqual({ slopeRating: 128, courseRating: 35.1, par: 36, holeCount: 9 });
    // WHS Rule 6.1 for nine holes: 25.8 / 2 × 128 / 113 + (35.1 − 36) = 13.71.
    expect(courseHandicap(25.8, tee)).toBeCloseTo(13.71, 2);
  });

  it("keeps a nine-hole course's own rating", () => {
    const nine = TEST_HOLES.filter((hole) => hole.number <= 9);
    expect(ratingOfHolesPlayed({ slopeRating: 125, courseRating: 35.6 }, 9, nine)).toEqual({
      slopeRating: 125,
      courseRating: 35.6,
      par: 36,
      holeCount: 9,
    });
  });
});

describe("handicaps on a nine", () => {
  it("plays off half the society handicap, and half the index under WHS", () => {
    expect(playingHandicapUnderRules(25.8, { winter: false, holeCount: 9 }).playing).toBe(13);
    expect(playingHandicapUnderRules(25.8, { winter: false, holeCount: 18 }).playing).toBe(26);
    const tee = ratingOfHolesPlayed({ slopeRating: 128, courseRating: 70.1 }, 18, holesOfEvent(TEST_HOLES, "back"));
    expect(playingHandicapUnderRules(25.8, { winter: false, tee, holeCount: 9 }).playing).toBe(14);
  });

  it("reads the points for handicap adjustment at half the exact handicap on a nine", () => {
    expect(fullPlayingHandicap(20.4, 9)).toBe(10);
    expect(fullPlayingHandicap(20.4, 18)).toBe(20);
  });
});

// docs/golf-rules.md#nine-hole-cards: what adjustment and the cap read on a nine.
describe("handicap adjustment on a nine", () => {
  const nine = (points: number, position: number) => ({ points, position, holeCount: 9 as const, winter: false });

  it("plays to handicap at 18 points and cuts per point over 18 at the category's rate", () => {
    expect(explainHandicapAdjustment({ exact: 12.6, ...nine(21, 1) }).reason).toBe("−0.7: 21 points, 3 over 18");
    expect(adjustHandicap({ exact: 18.0, ...nine(18, 4) })).toBe(18.0);
    expect(adjustHandicap({ exact: 18.0, ...nine(20, 2) })).toBe(17.4);
  });

  it("halves the category's buffer, rounded up", () => {
    // 18.0 is in the 12.5–20.4 band: a buffer of 3 on 18 holes, 2 on a nine.
    expect(explainHandicapAdjustment({ exact: 18.0, ...nine(16, 6) }).reason).toBe(
      "no change: 16 points, within the buffer of 2",
    );
    expect(adjustHandicap({ exact: 18.0, ...nine(15, 6) })).toBe(18.1);
    expect(adjustHandicap({ exact: 18.0, ...nine(15, 3) })).toBe(18.0);
    // Up to 5.4 the buffer of 1 stays 1.
    expect(adjustHandicap({ exact: 4.0, ...nine(17, 5) })).toBe(4.0);
    expect(adjustHandicap({ exact: 4.0, ...nine(16, 5) })).toBe(4.1);
  });

  it("reads a nine-hole card's points at half the exact handicap", () => {
    const front = holesOfEvent(TEST_HOLES, "front");
    const gross = front.map((hole) => hole.par + 1);
    // Exact 20.4 plays 10 on the nine: a stroke on every hole and a second on the nine's hardest, so bogey golf
    // scores 2 points a hole and 3 on that one.
    expect(adjustmentOutcome(front, gross, 20.4, 2)).toEqual({ points: 19, position: 2, holeCount: 9 });
    expect(adjustmentOutcome(front, gross, 20.4, null)).toEqual({ nonReturn: true });
    expect(adjustmentOutcome([...TEST_HOLES], [...gross, ...gross], 20.4, 1)).toMatchObject({ holeCount: 18 });
  });

  it("says the nine's target in the explanation", () => {
    expect(explainHandicapChange({ fromExact: 12.6, toExact: 11.9, ...nine(21, 1) })).toBe(
      "1st with 21 points: cut 0.7 (3 over 18), 12.6 → 11.9",
    );
  });
});

describe("the competition cap on a nine", () => {
  it("caps a nine at half the society's cap, rounded half up", () => {
    const rules = { method: "conguStableford" as const, competitionCap: 27 };
    expect(playingHandicapUnderRules(40, { winter: false, holeCount: 18 }, rules).playing).toBe(27);
    expect(playingHandicapUnderRules(40, { winter: false, holeCount: 9 }, rules).playing).toBe(14);
    expect(playingHandicapUnderRules(26, { winter: false, holeCount: 9 }, rules).playing).toBe(13);
  });

  it("caps a WHS nine-hole course handicap the same way", () => {
    const tee = ratingOfHolesPlayed({ slopeRating: 128, courseRating: 70.1 }, 18, holesOfEvent(TEST_HOLES, "back"));
    const rules = { method: "conguStableford" as const, basis: "whs" as const, competitionCap: 24 };
    // 40 / 2 × 128 / 113 + (35.1 − 36) = 21.75 plays 22, above the nine's cap of 12.
    expect(playingHandicapUnderRules(40, { winter: false, tee, holeCount: 9 }, rules)).toMatchObject({ playing: 12 });
  });
});
