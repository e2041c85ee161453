import { describe, expect, it } from "vitest";
import {
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
