import { beforeAll, describe, expect, it } from "vitest";
import { GET as entriesRoute } from "@/app/api/events/[eventId]/entries/route";
import { POST as addGuestRoute } from "@/app/api/events/[eventId]/guests/route";
import { GET as leaderboardRoute } from "@/app/api/events/[eventId]/leaderboard/route";
import { GET as resultsRoute } from "@/app/api/events/results/[eventId]/route";
import { GET as scorecardRoute } from "@/app/api/scorecards/[cardId]/route";
import { POST as linkRoute } from "@/app/api/sweeps/[sweepId]/players/[playerId]/guest-history/route";
import type { AuthorizedEventId, AuthorizedSweepId } from "@/lib/server/auth/authorized";
import { readGuestLinking } from "@/lib/server/db/guests";
import { listEventsForPlayer } from "@/lib/server/db/events";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { closeEvent } from "@/lib/server/services/close-event";
import { entryDtoSchema } from "@/lib/validation/entries";
import { linkedGuestDtoSchema } from "@/lib/validation/guests";
import { eventLeaderboardDtoSchema, eventResultsDtoSchema } from "@/lib/validation/results";
import { scorecardDtoSchema } from "@/lib/validation/scorecards";
import {
  addTestHandicap,
  createTestEvent,
  createTestMember,
  createTestSweep,
  signedIn,
  TEST_HOLES,
  type TestSweep,
} from "../factories";
import { callRoute, readProblem } from "./http";

let sweep: TestSweep;
let admin: UserIdentity;
let ann: UserIdentity;
let ben: UserIdentity;
beforeAll(async () => {
  sweep = await createTestSweep(db);
  admin = (await createTestMember(db, sweep.id, "admin", "Admin")).user;
  ann = (await createTestMember(db, sweep.id, "approved", "Ann")).user;
  ben = (await createTestMember(db, sweep.id, "approved", "Ben")).user;
  for (const member of [ann, ben]) {
    await addTestHandicap(db, sweep.id, member.playerId, 12, { created: new Date("2026-01-01") });
  }
});

const addGuest = (eventId: string, body: Record<string, unknown>, as = admin) =>
  callRoute(addGuestRoute, { method: "POST", path: "/x", params: { eventId }, body, as: signedIn(as) });

const addedGuest = async (eventId: string, fullName: string, handicap: number | string = 18.4) => {
  const response = await addGuest(eventId, { fullName, handicap, email: "Guest@Example.org" });
  expect(response.status).toBe(201);
  return entryDtoSchema.parse(await response.json());
};

/** Each hole's gross as par plus the given difference (the card's empty score rows are made with its entry). */
async function scoreCard(cardId: string, overPar: number) {
  for (const hole of TEST_HOLES) {
    await db.score.upsert({
      where: { scorecardId_holeNumber: { scorecardId: cardId, holeNumber: hole.number } },
      create: { scorecardId: cardId, holeNumber: hole.number, gross: hole.par + overPar },
      update: { gross: hole.par + overPar },
    });
  }
}

const cardOf = (eventId: string, playerId: string) =>
  db.scorecard.findFirstOrThrow({ where: { entry: { eventId, playerId } }, select: { id: true } });

/** A drawn event of Ann and Ben, each card scored, with a guest who played better than both. */
async function eventWithWinningGuest(guestName: string) {
  const event = await createTestEvent(db, sweep.id, {
    drawn: true,
    entrants: [{ playerId: ann.playerId }, { playerId: ben.playerId }],
  });
  const guest = await addedGuest(event.id, guestName, 2);
  await scoreCard(guest.scoreCard.id, 0);
  await scoreCard((await cardOf(event.id, ann.playerId)).id, 1);
  await scoreCard((await cardOf(event.id, ben.playerId)).id, 2);
  return { event, guest };
}

describe("POST /api/events/{eventId}/guests", () => {
  it("enters a guest with a card at the event handicap, shown as a guest among the entries", async () => {
    const event = await createTestEvent(db, sweep.id, { date: "2026-06-14" });
    const guest = await addedGuest(event.id, "  Gina   Guest ", "+1.6");
    expect(guest).toMatchObject({ guest: true, group: null, player: { fullName: "Gina Guest" } });
    expect(guest.scoreCard.eventHandicap).toBe(-2);
    const stored = await db.player.findUniqueOrThrow({ where: { id: guest.player.id } });
    expect(stored).toMatchObject({ userId: null, guestEmail: "guest@example.org" });
    expect(await db.sweepMember.count({ where: { playerId: guest.player.id } })).toBe(0);

    const entries = await callRoute(entriesRoute, { path: "/x", params: { eventId: event.id }, as: signedIn(ann) });
    const listed = entryDtoSchema.array().parse(await entries.json());
    expect(listed.map((entry) => [entry.player.fullName, entry.guest])).toEqual([["Gina Guest", true]]);
  });

  it("says on the guest's card that its player is a guest, for the mark screen's badge", async () => {
    const event = await createTestEvent(db, sweep.id, { drawn: true, entrants: [{ playerId: ann.playerId }] });
    const guest = await addedGuest(event.id, "Carla Card");
    const read = (cardId: string) =>
      callRoute(scorecardRoute, { path: "/x", params: { cardId }, as: signedIn(admin) }).then(async (response) =>
        scorecardDtoSchema.parse(await response.json()),
      );
    expect((await read(guest.scoreCard.id)).guest).toBe(true);
    expect((await read((await cardOf(event.id, ann.playerId)).id)).guest).toBe(false);
  });

  it("refuses a name already in the event and a closed event, naming what to do", async () => {
    const event = await createTestEvent(db, sweep.id, { entrants: [{ playerId: ann.playerId }] });
    const annsName = (await db.player.findUniqueOrThrow({ where: { id: ann.playerId } })).fullName;
    const taken = await addGuest(event.id, { fullName: annsName.toUpperCase(), handicap: 10 });
    expect(taken.status).toBe(409);
    expect((await readProblem(taken)).detail).toMatch(/already in this event/);

    const closed = await createTestEvent(db, sweep.id, { complete: true });
    const refused = await addGuest(closed.id, { fullName: "Late Guest", handicap: 10 });
    expect(refused.status).toBe(409);
    expect((await readProblem(refused)).detail).toMatch(/closed/);
    expect(await db.player.count({ where: { fullName: "Late Guest" } })).toBe(0);
  });

  it("refuses a handicap out of the members' range with the field's message", async () => {
    const event = await createTestEvent(db, sweep.id);
    const response = await addGuest(event.id, { fullName: "Wild Guest", handicap: 54.1 });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await readProblem(response))).toMatch(/between \+10 and 54/);
  });
});

describe("a guest in a member's group", () => {
  it("is marked a guest in the dashboard's line of who the member plays with", async () => {
    const event = await createTestEvent(db, sweep.id, { drawn: true, entrants: [{ playerId: ann.playerId }] });
    const guest = await addedGuest(event.id, "Gus Visitor");
    await db.event.update({
      where: { id: event.id },
      data: { start: { kind: "teeTimes", firstTime: "08:00", intervalMinutes: 8, tees: "first" } },
    });
    await db.entry.updateMany({ where: { eventId: event.id }, data: { group: 1 } });
    const listed = (await listEventsForPlayer(db, ann.playerId)).find((row) => row.id === event.id);
    expect(listed?.userStart?.playingWith).toEqual([{ fullName: guest.player.fullName, guest: true }]);
  });
});

describe("a guest in the event's positions, not in the season (docs/golf-rules.md#guests)", () => {
  it("leads the live leaderboard marked as a guest", async () => {
    const { event, guest } = await eventWithWinningGuest("Leading Guest");
    const response = await callRoute(leaderboardRoute, {
      path: "/x",
      params: { eventId: event.id },
      as: signedIn(ben),
    });
    const board = eventLeaderboardDtoSchema.parse(await response.json());
    expect(board.rows.map((row) => [row.player.id, row.position, row.guest])).toEqual([
      [guest.player.id, 1, true],
      [ann.playerId, 2, false],
      [ben.playerId, 3, false],
    ]);
  });

  it("closes with the members' points from their positions among members, and no change for the guest", async () => {
    const { event, guest } = await eventWithWinningGuest("Closing Guest");
    await closeEvent(db, event.id as AuthorizedEventId);
    const stored = await db.oomResult.findMany({ where: { eventId: event.id }, orderBy: { position: "asc" } });
    expect(stored.map((row) => [row.playerId, row.position, row.points])).toEqual([
      [ann.playerId, 1, 10],
      [ben.playerId, 2, 8],
    ]);
    expect(await db.handicapEntry.count({ where: { eventId: event.id, playerId: guest.player.id } })).toBe(0);

    const response = await callRoute(resultsRoute, { path: "/x", params: { eventId: event.id }, as: signedIn(ann) });
    const results = eventResultsDtoSchema.parse(await response.json());
    expect(results.cards.map((card) => [card.player.id, card.position, card.guest])).toEqual([
      [guest.player.id, 1, true],
      [ann.playerId, 2, false],
      [ben.playerId, 3, false],
    ]);
    expect(results.oomPoints.map((row) => [row.player.id, row.position, row.points])).toEqual([
      [ann.playerId, 1, 10],
      [ben.playerId, 2, 8],
    ]);
    expect(results.handicaps.map((row) => row.player.id)).toEqual([ann.playerId, ben.playerId]);
  });
});

describe("POST /api/sweeps/{sweepId}/players/{playerId}/guest-history", () => {
  const link = (playerId: string, guestPlayerId: string, as = admin) =>
    callRoute(linkRoute, {
      method: "POST",
      path: "/x",
      params: { sweepId: sweep.id, playerId },
      body: { guestPlayerId },
      as: signedIn(as),
    });

  it("lists the sweep's guests for the linking screen, and a linked guest leaves the list", async () => {
    const { guest } = await eventWithWinningGuest("Lena Listed");
    const before = await readGuestLinking(db, sweep.id as AuthorizedSweepId);
    expect(before.guests).toContainEqual({
      playerId: guest.player.id,
      fullName: "Lena Listed",
      appearances: 1,
      lastPlayed: "2026-06-07",
    });
    expect(before.members.map((member) => member.id)).toEqual(expect.arrayContaining([ann.playerId, ben.playerId]));
    const lena = (await createTestMember(db, sweep.id, "approved", "Lena")).user;
    expect((await link(lena.playerId, guest.player.id)).status).toBe(200);
    const after = await readGuestLinking(db, sweep.id as AuthorizedSweepId);
    expect(after.guests.map((row) => row.playerId)).not.toContain(guest.player.id);
  });

  it("moves a guest's closed card and handicap onto the member who joined, leaving the stored points as they were", async () => {
    const { event, guest } = await eventWithWinningGuest("Gary Visitor");
    await closeEvent(db, event.id as AuthorizedEventId);
    const pointsBefore = await db.oomResult.findMany({ where: { eventId: event.id }, orderBy: { position: "asc" } });
    const gary = (await createTestMember(db, sweep.id, "approved", "Gary")).user;

    const response = await link(gary.playerId, guest.player.id);
    expect(response.status).toBe(200);
    expect(linkedGuestDtoSchema.parse(await response.json())).toEqual({ playerId: gary.playerId, entries: 1 });
    const entry = await db.entry.findFirstOrThrow({ where: { eventId: event.id, playerId: gary.playerId } });
    expect(entry.guest).toBe(true);
    const history = await db.handicapEntry.findMany({ where: { sweepId: sweep.id, playerId: gary.playerId } });
    expect(history.map((row) => row.exactTenths)).toEqual([20]);
    expect(await db.player.findUnique({ where: { id: guest.player.id } })).toBeNull();
    expect(await db.oomResult.findMany({ where: { eventId: event.id }, orderBy: { position: "asc" } })).toEqual(
      pointsBefore,
    );
  });

  it("refuses a guest entered in an event beside the member, and a player who is not a guest", async () => {
    const event = await createTestEvent(db, sweep.id, { entrants: [{ playerId: ann.playerId }] });
    const guest = await addedGuest(event.id, "Anne Twin");
    const shared = await link(ann.playerId, guest.player.id);
    expect(shared.status).toBe(409);
    expect((await readProblem(shared)).detail).toMatch(/both entered/);
    expect(await db.entry.count({ where: { playerId: guest.player.id } })).toBe(1);

    const notGuest = await link(ann.playerId, ben.playerId);
    expect(notGuest.status).toBe(404);
  });
});
