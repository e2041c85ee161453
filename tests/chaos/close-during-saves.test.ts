// An admin closes the event while its players are saving scores under load: every save the app answered 2xx is
// in the results the close stored (each finished card's stored Stableford points are its points from its stored
// grosses; a card closed unfinished is a non-return, stored with no round points),
// and every save after the close is refused with 409 problem+json that says the event is closed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNonReturn, scoreCard } from "@/lib/golf";
import { createApiToken } from "@/lib/server/db/api-tokens";
import type { RootDb } from "@/lib/server/db/infra/client";
import { CARD_DECISIONS } from "@/lib/validation/card-decisions";
import { type AppServer, startAppServer } from "./app-server";
import { openChaosDb, sql } from "./chaos-env";
import { type Answer, createGolfDay, type GolfDay, type Load, send, startLoad, summarize, waitFor } from "./golf-day";

let db: RootDb;
let app: AppServer;
let day: GolfDay;
let load: Load;
let close: Answer;

beforeAll(async () => {
  db = openChaosDb();
  day = await createGolfDay(db, 16);
  const owner = await db.sweep.findUniqueOrThrow({
    where: { id: day.sweepId },
    select: { owner: { select: { user: { select: { id: true } } } } },
  });
  const { token } = await createApiToken(db, owner.owner.user!.id, "Closing the day");
  app = await startAppServer();
  load = startLoad(app.url, { writers: day.players, watchers: 4, eventId: day.eventId, retry: true, pauseMs: 10 });
  expect(await waitFor(() => load.acks.length >= 48, 30_000), "the golf day got going before the close").toBe(true);
  // Mid-round every card is unfinished: the secretary closes knowing it.
  close = await send("POST close", `${app.url}/api/events/close/${day.eventId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ confirm: CARD_DECISIONS }),
  });
  // Each writer stops at its first refusal: the close's 409.
  expect(
    await waitFor(() => load.unacknowledged.length === day.players.length, 30_000),
    "every writer was refused after the close",
  ).toBe(true);
  await load.stop();
});

afterAll(async () => {
  await load?.stop();
  await app?.stop();
  await db?.$disconnect();
});

describe("closing an event while its cards are being saved", () => {
  it("closes, and refuses each save after it with a 409 problem+json saying the event is closed; nothing else fails", () => {
    expect(close.status, close.body).toBe(200);
    const refused = load.answers.filter((answer) => answer.label.startsWith("PUT") && answer.status !== 200);
    expect(refused).toHaveLength(day.players.length);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.contentType).toBe("application/problem+json");
      expect(JSON.parse(answer.body ?? "{}").detail).toContain("The event is closed, so its cards cannot be changed.");
    }
    expect(summarize(load.answers.filter((answer) => answer.status !== 200 && answer.status !== 409))).toEqual([]);
  });

  it("stores every acknowledged save, and the stored results are the cards as they stand", async () => {
    const cardIds = day.players.map((player) => player.cardId);
    const stored = await sql<{ key: string }>(
      `SELECT "idempotencyKey"::text AS "key" FROM "CardChange" WHERE "scorecardId" = ANY($1::uuid[])`,
      [cardIds],
    );
    const keys = new Set(stored.map((row) => row.key));
    expect(load.acks.filter((ack) => !keys.has(ack.key))).toEqual([]);

    const cards = await sql<{
      playerId: string;
      eventHandicap: number;
      gross: Array<number | null>;
      holes: Array<{ number: number; par: number; index: number }>;
      stored: number | null;
      hasResult: boolean;
    }>(
      `SELECT en."playerId", c."eventHandicap",
              (SELECT json_agg(s."gross" ORDER BY s."holeNumber") FROM "Score" s WHERE s."scorecardId" = c."id") AS "gross",
              (SELECT json_agg(json_build_object('number', h."number", 'par', h."par", 'index', h."index") ORDER BY h."number")
                 FROM "CourseHole" h WHERE h."courseId" = e."courseId") AS "holes",
              r."stablefordPoints" AS "stored", r."playerId" IS NOT NULL AS "hasResult"
       FROM "Scorecard" c JOIN "Entry" en ON en."id" = c."entryId" JOIN "Event" e ON e."id" = en."eventId"
       LEFT JOIN "OomResult" r ON r."eventId" = e."id" AND r."playerId" = en."playerId"
       WHERE c."id" = ANY($1::uuid[])`,
      [cardIds],
    );
    const mismatched = cards
      .map((card) => ({
        playerId: card.playerId,
        stored: card.stored,
        card: isNonReturn(card.gross) ? null : scoreCard(card.holes, card.gross, card.eventHandicap).totalPoints,
      }))
      .filter((row) => row.stored !== row.card);
    expect(mismatched, "stored Stableford points differ from the card").toEqual([]);
    const started = cards.filter((card) => card.gross.some((gross) => gross !== null));
    expect(
      started.filter((card) => !card.hasResult).map((card) => card.playerId),
      "starters with no result",
    ).toEqual([]);
  });
});
