import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as deleteEntry } from "@/app/api/entries/delete/route";
import { POST as enter } from "@/app/api/entries/enter/route";
import { GET as getPlay } from "@/app/api/entries/play/[eventId]/route";
import { POST as enterPlayer } from "@/app/api/entries/player/enter/route";
import { POST as withdraw } from "@/app/api/entries/withdraw/route";
import { GET as getEventSingular } from "@/app/api/event/[eventId]/route";
import { GET as getEvent } from "@/app/api/events/[eventId]/route";
import { GET as listEntries } from "@/app/api/events/[eventId]/entries/route";
import { GET as listGroups } from "@/app/api/events/[eventId]/groups/route";
import { DELETE as removePlayer, POST as addPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { POST as close } from "@/app/api/events/close/[eventId]/route";
import { POST as draw } from "@/app/api/events/draw/[eventId]/route";
import { GET as getResults } from "@/app/api/events/results/[eventId]/route";
import { GET as listEvents, POST as createEvent } from "@/app/api/events/route";
import { GET as getScorecard } from "@/app/api/scorecards/[cardId]/route";
import { GET as listSweepEvents } from "@/app/api/sweeps/[sweepId]/events/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import {
  addTestScores,
  createSweepFixture,
  createTestMember,
  daysFromToday,
  signAndAttestTestCard,
  signedIn,
  type SweepFixture,
  TEST_HOLES,
} from "../factories";
import { callRoute } from "./http";
import { specEntry, specEvent, specEventDetail, specPlayer, specPlayEvent, specResultsEvent } from "./spec-client";

// The spec's event calls (docs/screens-and-api.md#events-endpoints) as a client written from its section 3 reads them.

let f: SweepFixture;
let field: UserIdentity[];
beforeAll(async () => {
  f = await createSweepFixture(db);
  field = await Promise.all(
    ["Ann", "Bob", "Cat"].map(async (name) => (await createTestMember(db, f.sweep.id, "approved", name)).user),
  );
});

async function answer<S extends z.ZodType>(schema: S, response: Response, status = 200): Promise<z.output<S>> {
  expect(response.status).toBe(status);
  return schema.parse(await response.json());
}

const read = (
  handler: Parameters<typeof callRoute>[0],
  path: string,
  params: Record<string, string>,
  as: UserIdentity,
) => callRoute(handler, { path, params, as: signedIn(as) });
const write = (
  handler: Parameters<typeof callRoute>[0],
  path: string,
  as: UserIdentity,
  options: { params?: Record<string, string>; body?: unknown; method?: string } = {},
) => callRoute(handler, { method: options.method ?? "POST", path, as: signedIn(as), ...options });

const eventDetail = async (eventId: string, as: UserIdentity) =>
  answer(specEventDetail, await read(getEvent, `/api/events/${eventId}`, { eventId }, as));

/** An event in ten days, made as the spec's create call makes it: every field it lists, a new event's id null. */
async function createEventAs(as: UserIdentity) {
  return answer(
    specEventDetail,
    await write(createEvent, "/api/events", as, {
      body: {
        id: null,
        sweepId: f.sweep.id,
        courseId: f.event.courseId,
        date: daysFromToday(10),
        winterHandicaps: false,
        doublePoints: true,
      },
    }),
    201,
  );
}

describe("events of the spec: create, read, list, join and withdraw", () => {
  it("POST /api/events answers the new Event, which GET /api/events/{id} and /api/event/{id} read back", async () => {
    const created = await createEventAs(f.admin.user);
    expect(created).toMatchObject({
      sweepId: f.sweep.id,
      date: daysFromToday(10),
      doublePoints: true,
      winterHandicaps: false,
      notDrawn: true,
      drawn: false,
      complete: false,
      inFuture: true,
      userHasJoined: false,
      course: { id: f.event.courseId },
      playerNames: [],
      entries: [],
    });
    expect(created).not.toHaveProperty("groupedEntries");
    expect(created.sweepMembers.map((member) => member.id)).toContain(f.member.user.playerId);
    const params = { eventId: created.id };
    expect(await eventDetail(created.id, f.member.user)).toMatchObject({ id: created.id, doublePoints: true });
    const singular = await answer(
      specEventDetail,
      await read(getEventSingular, `/api/event/${created.id}`, params, f.member.user),
    );
    expect(singular.id).toBe(created.id);
  });

  it("POST /api/entries/enter and /withdraw take back the Event they were given and answer it with userHasJoined", async () => {
    const created = await createEventAs(f.admin.user);
    const listed = await answer(z.array(specEvent), await read(listEvents, "/api/events", {}, f.member.user));
    const fromList = listed.find((event) => event.id === created.id)!;

    const joined = await answer(
      specEventDetail,
      await write(enter, "/api/entries/enter", f.member.user, { body: fromList }),
    );
    expect(joined.userHasJoined).toBe(true);
    expect(joined.playerNames).toEqual([{ id: f.member.user.playerId, name: f.member.user.name }]);
    expect(joined.entries.map((entry) => entry.scoreCard.player.fullName)).toEqual([f.member.user.name]);
    expect((await eventDetail(created.id, f.member.user)).userHasJoined).toBe(true);

    const left = await answer(
      specEventDetail,
      await write(withdraw, "/api/entries/withdraw", f.member.user, { body: joined }),
    );
    expect(left).toMatchObject({ userHasJoined: false, playerNames: [], entries: [] });
    expect((await eventDetail(created.id, f.member.user)).userHasJoined).toBe(false);
  });

  it("GET /api/events and GET /api/sweeps/{id}/events list Events with playerNames (id and name)", async () => {
    const created = await createEventAs(f.admin.user);
    await write(enter, "/api/entries/enter", field[0]!, { body: { id: created.id } });
    const expected = { id: created.id, playerNames: [{ id: field[0]!.playerId, name: field[0]!.name }] };

    const mine = await answer(z.array(specEvent), await read(listEvents, "/api/events", {}, field[0]!));
    expect(mine.find((event) => event.id === created.id)).toMatchObject({ ...expected, userHasJoined: true });
    const ofSweep = await answer(
      z.array(specEvent),
      await read(listSweepEvents, `/api/sweeps/${f.sweep.id}/events`, { sweepId: f.sweep.id }, f.member.user),
    );
    expect(ofSweep.find((event) => event.id === created.id)).toMatchObject({ ...expected, userHasJoined: false });
  });
});

describe("the draw, entries and play: marker is the player whose card this entry's player marks", () => {
  let eventId: string;
  let grouped: z.output<typeof specEntry>[][];

  beforeAll(async () => {
    eventId = (await createEventAs(f.admin.user)).id;
    for (const user of field) await write(enter, "/api/entries/enter", user, { body: { id: eventId } });
    grouped = await answer(
      z.array(z.array(specEntry)),
      await write(draw, `/api/events/draw/${eventId}`, f.admin.user, { params: { eventId } }),
    );
  });

  /** From the stored draw: each player's card and the card of the player they mark. */
  async function storedMarking() {
    const entries = await db.entry.findMany({
      where: { eventId },
      select: {
        playerId: true,
        scoreCard: { select: { id: true } },
        marksEntry: { select: { playerId: true, scoreCard: { select: { id: true } } } },
      },
    });
    return new Map(entries.map((entry) => [entry.playerId, entry]));
  }

  it("POST /api/events/draw/{id} answers groupedEntries: an array of groups, each an array of entries", async () => {
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.map((entry) => entry.scoreCard.player.fullName).sort()).toEqual(
      field.map((user) => user.name).sort(),
    );
    const marking = await storedMarking();
    for (const entry of grouped[0]!) {
      const stored = [...marking.values()].find((row) => row.scoreCard!.id === entry.scoreCard.id)!;
      const marked = [...marking.values()].find((row) => row.playerId === stored.marksEntry!.playerId)!;
      expect(entry.marker?.player.fullName).toBe(field.find((user) => user.playerId === marked.playerId)!.name);
    }
    const detail = await eventDetail(eventId, f.member.user);
    expect(detail).toMatchObject({ drawn: true, notDrawn: false });
    expect(detail.groupedEntries?.map((group) => group.map((entry) => entry.id))).toEqual(
      grouped.map((group) => group.map((entry) => entry.id)),
    );
  });

  it("GET /api/events/{id}/groups and /entries answer entries with group, scoreCard and marker", async () => {
    const params = { eventId };
    const groups = await answer(
      z.array(specEntry),
      await read(listGroups, `/api/events/${eventId}/groups`, params, f.member.user),
    );
    const entries = await answer(
      z.array(specEntry),
      await read(listEntries, `/api/events/${eventId}/entries`, params, f.member.user),
    );
    expect(groups.map((entry) => entry.id)).toEqual(grouped.flat().map((entry) => entry.id));
    expect(entries.map((entry) => entry.scoreCard.player.fullName)).toEqual(field.map((user) => user.name).sort());
    const marking = await storedMarking();
    for (const entry of [...groups, ...entries]) {
      expect(entry.group).toBe(1);
      const own = [...marking.values()].find((row) => row.scoreCard!.id === entry.scoreCard.id)!;
      expect(entry).toMatchObject({
        marker: { scoreCardId: own.marksEntry!.scoreCard!.id },
        markedBy: {
          player: { id: [...marking.values()].find((row) => row.marksEntry?.playerId === own.playerId)!.playerId },
        },
      });
    }
  });

  it("GET /api/entries/play/{id} answers the Event with playerCard, the markerCard the user marks and groupPlayers", async () => {
    const player = field[0]!;
    await db.scorecard.updateMany({
      where: { entry: { eventId, playerId: player.playerId } },
      data: { eventHandicap: 14 },
    });
    // The two cards are the Scorecard of GET /api/scorecards/{id}, whose own contract test reads the spec's fields of it.
    const play = await answer(
      specPlayEvent.extend({
        playerCard: z.looseObject({ id: z.string() }),
        markerCard: z.looseObject({ id: z.string() }),
      }),
      await read(getPlay, `/api/entries/play/${eventId}`, { eventId }, player),
    );
    const own = (await storedMarking()).get(player.playerId)!;
    const scorecard = async (cardId: string) =>
      (await read(getScorecard, `/api/scorecards/${cardId}`, { cardId }, player)).json();
    expect(play).toMatchObject({ id: eventId, userHasJoined: true, drawn: true });
    expect(play.playerCard).toEqual(await scorecard(own.scoreCard!.id));
    expect(play.markerCard).toEqual(await scorecard(own.marksEntry!.scoreCard!.id));
    expect(play.groupPlayers).toHaveLength(3);
    expect(play.groupPlayers).toContainEqual(expect.objectContaining({ fullName: player.name, currentHandicap: 14 }));
  });
});

describe("adding and removing players, closing and results", () => {
  it("POST /api/events/{id}/players/{playerId} and /api/entries/player/enter answer the added Player; removing takes them out", async () => {
    const { id: eventId } = await createEventAs(f.admin.user);
    const [first, second] = field as [UserIdentity, UserIdentity];
    const added = await answer(
      specPlayer,
      await write(addPlayer, "/x", f.admin.user, { params: { eventId, playerId: first.playerId } }),
    );
    expect(added).toMatchObject({ id: first.playerId, fullName: first.name });
    const enteredOlder = await answer(
      specPlayer,
      await write(enterPlayer, "/api/entries/player/enter", f.admin.user, {
        body: { playerId: second.playerId, eventId },
      }),
    );
    expect(enteredOlder).toMatchObject({ id: second.playerId, fullName: second.name });
    expect((await eventDetail(eventId, f.member.user)).playerNames.map((player) => player.id).sort()).toEqual(
      [first.playerId, second.playerId].sort(),
    );

    const removed = await write(removePlayer, "/x", f.admin.user, {
      method: "DELETE",
      params: { eventId, playerId: first.playerId },
    });
    expect(removed.status).toBe(200);
    const deleted = await write(deleteEntry, "/api/entries/delete", f.admin.user, {
      body: { playerId: second.playerId, eventId },
    });
    expect(deleted.status).toBe(200);
    expect((await eventDetail(eventId, f.member.user)).playerNames).toEqual([]);
  });

  it("POST /api/events/close/{id} answers the complete Event; GET /api/events/results/{id} has oomPoints and cards", async () => {
    const { id: eventId } = await createEventAs(f.admin.user);
    for (const user of field.slice(0, 2)) await write(enter, "/api/entries/enter", user, { body: { id: eventId } });
    await write(draw, `/api/events/draw/${eventId}`, f.admin.user, { params: { eventId } });
    const cards = await db.scorecard.findMany({
      where: { entry: { eventId } },
      select: { id: true, entry: { select: { playerId: true } } },
    });
    for (const [at, card] of cards.entries()) {
      await db.score.deleteMany({ where: { scorecardId: card.id } });
      await addTestScores(
        db,
        card.id,
        TEST_HOLES.map((hole) => hole.par + at),
      );
      // A field every card of which is signed and attested: the specification's close, with no body, closes it.
      await signAndAttestTestCard(db, card.id);
    }

    const closed = await answer(
      specEventDetail,
      await write(close, `/api/events/close/${eventId}`, f.admin.user, { params: { eventId } }),
    );
    expect(closed).toMatchObject({ id: eventId, complete: true, drawn: true });
    expect(await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { complete: true } })).toEqual({
      complete: true,
    });

    const results = await answer(
      specResultsEvent,
      await read(getResults, `/api/events/results/${eventId}`, { eventId }, field[0]!),
    );
    expect(results).toMatchObject({ id: eventId, complete: true, userHasJoined: true });
    expect(results.cards.map((card) => card.id).sort()).toEqual(cards.map((card) => card.id).sort());
    const best = field.find((user) => user.playerId === cards[0]!.entry.playerId)!;
    expect(results.cards[0]).toMatchObject({ id: cards[0]!.id, player: { fullName: best.name }, totalPoints: 36 });
    expect(results.oomPoints.map((row) => row.position)).toEqual([1, 2]);
    const stored = await db.oomResult.findMany({ where: { eventId }, orderBy: { position: "asc" } });
    expect(results.oomPoints.map((row) => row.points)).toEqual(stored.map((row) => row.points));
  });
});
