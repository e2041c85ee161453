import { describe, expect, it } from "vitest";
import { firstOpenHole, phoneCard } from "@/lib/scoring/phone-card";
import { buildCard, EMPTY_GROSS } from "./card-fixture";

/** Holes 1–8 saved on the server. */
const THRU_8 = [5, 4, 3, 6, 5, 4, 4, 5, ...EMPTY_GROSS.slice(8)];
const waiting = (holeNumber: number, gross: number | null) => ({ holeNumber, gross, conflict: null });
const HOLES_9_TO_14 = [9, 10, 11, 12, 13, 14].map((holeNumber) => waiting(holeNumber, 4));
const THEIRS = {
  gross: 6,
  version: 2,
  by: { id: "a0000000-0000-4000-8000-000000000002", fullName: "Sam Reid" },
  role: "marker" as const,
};

describe("phoneCard: the card as the phone knows it, the server's card and the outbox's waiting saves together", () => {
  it("resumes on the first hole with neither a saved nor a waiting score: 15 after 1–8 saved and 9–14 waiting", () => {
    const known = phoneCard(buildCard(THRU_8), HOLES_9_TO_14);
    expect(known.resumeHole).toBe(15);
    expect(known.isResuming).toBe(true);
    expect(known.card.holesEntered).toBe(14);
    expect([...known.pendingHoles]).toEqual([9, 10, 11, 12, 13, 14]);
    expect(known.waitingCount).toBe(6);
  });

  it("counts thru and the totals over the waiting scores too", () => {
    const everyHole = phoneCard(buildCard(THRU_8), HOLES_9_TO_14);
    const allSaved = buildCard([...THRU_8.slice(0, 8), 4, 4, 4, 4, 4, 4, ...EMPTY_GROSS.slice(14)]);
    expect({
      thru: everyHole.card.holesEntered,
      points: everyHole.card.totalPoints,
      gross: everyHole.card.totalGross,
    }).toEqual({
      thru: allSaved.holesEntered,
      points: allSaved.totalPoints,
      gross: allSaved.totalGross,
    });
  });

  it("shows a waiting score where it differs from the server's, and resumes past it", () => {
    const known = phoneCard(buildCard(THRU_8), [waiting(3, 7), waiting(9, 5)]);
    expect(known.card.scores[2]?.gross).toBe(7);
    expect(known.card.scores[8]?.gross).toBe(5);
    expect(known.resumeHole).toBe(10);
  });

  it("resumes on a hole whose waiting save clears it, and keeps the latest tap of a hole", () => {
    const known = phoneCard(buildCard(THRU_8), [waiting(9, 4), waiting(2, null), waiting(9, 6)]);
    expect(known.resumeHole).toBe(2);
    expect(known.card.scores[8]?.gross).toBe(6);
  });

  it("starts a blank card at hole 1 without calling it a resumption, and a full one at hole 1 too", () => {
    const blank = phoneCard(buildCard(), []);
    expect({ hole: blank.resumeHole, isResuming: blank.isResuming }).toEqual({ hole: 1, isResuming: false });
    const full = phoneCard(
      buildCard(THRU_8),
      [9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((holeNumber) => waiting(holeNumber, 4)),
    );
    expect({ hole: full.resumeHole, isResuming: full.isResuming }).toEqual({ hole: 1, isResuming: false });
  });

  it("does not allow signing while scores wait, nor while a conflict waits for a choice, even with every hole entered", () => {
    const saved = buildCard(Array<number>(18).fill(4));
    expect(phoneCard(saved, []).signingObstacle).toBeNull();
    expect(phoneCard(saved, [waiting(18, 5)]).signingObstacle).toBe(
      "Wait until every score has reached the server and any question about a score is answered.",
    );
    const conflicted = phoneCard(saved, [{ holeNumber: 4, gross: 5, conflict: THEIRS }]);
    expect(conflicted.waitingCount).toBe(0);
    expect(conflicted.conflicts).toEqual([
      { holeNumber: 4, mine: 5, theirs: { gross: 6, by: THEIRS.by, role: "marker" } },
    ]);
    expect(conflicted.signingObstacle).not.toBeNull();
  });

  it("asks for every hole first when the phone's card still has holes to enter, though the waiting ones count", () => {
    expect(phoneCard(buildCard(THRU_8), HOLES_9_TO_14).signingObstacle).toBe(
      "Every hole needs a gross first: 4 still to enter.",
    );
  });
});

describe("firstOpenHole", () => {
  const holes = (grosses: Array<number | null>) => grosses.map((gross, at) => ({ holeNumber: at + 1, gross }));
  it("is the first hole without a gross (a pickup's 0 is a gross), and hole 1 once every hole has one", () => {
    expect(firstOpenHole(holes([5, 4, 0, null, 6]))).toBe(4);
    expect(firstOpenHole(holes([5, 4, 0]))).toBe(1);
  });
});
