// When a card may be marked (lib/events/scoring-opens.ts): every score-writing endpoint of both route families
// refuses before the draw, and before the event's day unless an admin types in a paper card.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as updateScoreRoute } from "@/app/api/scores/route";
import { POST as updateCardRoute } from "@/app/api/scorecards/update/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";
import { putScore, readCard, scoreOf, sign } from "./scorecards-helpers";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

/** A member's own card in a new event of the given day, drawn or not, with its score rows. */
async function cardIn(options: { date: string; drawn: boolean }) {
  const player = (await createTestMember(db, f.sweep.id, "approved", "Early")).user;
  const event = await createTestEvent(db, f.sweep.id, { ...options, entrants: [player] });
  const entry = await db.entry.findFirstOrThrow({
    where: { eventId: event.id },
    select: { scoreCard: { select: { id: true } } },
  });
  const cardId = entry.scoreCard!.id;
  await readCard(cardId, player);
  return { player, cardId };
}

/** Each score-writing endpoint, writing hole 1 of the card as `as`. */
async function everyWrite(cardId: string, as: UserIdentity): Promise<Response[]> {
  const card = await readCard(cardId, as);
  const hole1 = scoreOf(card, 1);
  return [
    await putScore(cardId, as, { hole: 1, gross: 4, scoreId: hole1.id, version: hole1.version }),
    await callRoute(updateScoreRoute, {
      method: "POST",
      path: "/api/scores",
      as: signedIn(as),
      body: { id: hole1.id, holeNumber: 1, gross: 4, version: hole1.version },
    }),
    await callRoute(updateCardRoute, {
      method: "POST",
      path: "/api/scorecards/update",
      as: signedIn(as),
      body: { id: cardId, scores: [{ holeNumber: 1, gross: 4, version: hole1.version }] },
    }),
    await sign(cardId, as, card.version),
  ];
}

async function expectRefused(responses: Response[], message: string) {
  for (const response of responses) {
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect((await readProblem(response)).detail).toBe(message);
  }
}

describe("scoring before it opens", () => {
  it("refuses every write of a card before the draw, the player's and an admin's alike, and the card says why", async () => {
    const { player, cardId } = await cardIn({ date: daysFromToday(0), drawn: false });
    await expectRefused(await everyWrite(cardId, player), "Scoring opens once the draw is published.");
    await expectRefused(await everyWrite(cardId, f.admin.user), "Scoring opens once the draw is published.");
    expect(await db.score.count({ where: { scorecardId: cardId, gross: { not: null } } })).toBe(0);
    const card = await readCard(cardId, player);
    expect(card.viewer).toMatchObject({
      canMark: false,
      canSign: false,
      scoringNotOpenYet: "Scoring opens once the draw is published.",
    });
  });

  it("refuses the player before the event's day, and lets an admin type in the paper card", async () => {
    const { player, cardId } = await cardIn({ date: daysFromToday(3), drawn: true });
    const day = new Date(`${daysFromToday(3)}T12:00:00`).toLocaleDateString("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const message = `Scoring opens on ${day.replace(",", "")}, the day of the event.`;
    await expectRefused(await everyWrite(cardId, player), message);
    expect((await readCard(cardId, player)).viewer).toMatchObject({ canMark: false, scoringNotOpenYet: message });

    const hole1 = scoreOf(await readCard(cardId, f.admin.user), 1);
    const typed = await callRoute(updateCardRoute, {
      method: "POST",
      path: "/api/scorecards/update",
      as: signedIn(f.admin.user),
      body: { id: cardId, scores: [{ holeNumber: 1, gross: 5, version: hole1.version }] },
    });
    expect(typed.status).toBe(200);
    expect((await readCard(cardId, f.admin.user)).viewer).toMatchObject({ canMark: true, scoringNotOpenYet: null });
  });

  it("accepts the player's scores on the day of a drawn event", async () => {
    const { player, cardId } = await cardIn({ date: daysFromToday(0), drawn: true });
    const hole1 = scoreOf(await readCard(cardId, player), 1);
    expect(
      (await putScore(cardId, player, { hole: 1, gross: 4, scoreId: hole1.id, version: hole1.version })).status,
    ).toBe(200);
    expect((await readCard(cardId, player)).viewer).toMatchObject({ canMark: true, scoringNotOpenYet: null });
  });
});
