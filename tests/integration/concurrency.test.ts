// What happens when the same thing arrives many times at once, as it does on a golf day with flaky signal:
// retries of one save, every admin pressing Close together, members entering while the draw is made.
// Player and marker writing the same card at once (no lost update; a stale write gets 409 with the current
// value) is covered by "50 concurrent writes to one card by its player and marker" in scorecards-save.test.ts.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as enter } from "@/app/api/entries/enter/route";
import { POST as enterPlayer } from "@/app/api/entries/player/enter/route";
import { GET as listGroups } from "@/app/api/events/[eventId]/groups/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { POST as drawEvent } from "@/app/api/events/draw/[eventId]/route";
import { POST as updateScorecard } from "@/app/api/scorecards/update/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { entryDtoSchema, type GroupedEntriesDto, groupedEntriesDtoSchema } from "@/lib/validation/entries";
import { closeEventDtoSchema } from "@/lib/validation/events";
import { scorecardDtoSchema, scoreSaveDtoSchema } from "@/lib/validation/scorecards";
import {
  addTestHandicap,
  createScoredEvent,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  type SweepFixture,
  CLOSE_ANYWAY,
} from "../factories";
import { callRoute } from "./http";
import { createMarkingPair, putScore, readCard, scoreOf } from "./scorecards-helpers";

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const RETRIES = 50;

describe(`${RETRIES} identical retries of one save, all at once`, () => {
  it("answer the same and change the hole once (PUT of the keypad)", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const scoreId = scoreOf(await readCard(pair.cardId, pair.player), 7).id;
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: RETRIES }, () =>
        putScore(pair.cardId, pair.player, { hole: 7, gross: 5, version: 0, scoreId, key }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(RETRIES).fill(200));
    const answers = await Promise.all(
      responses.map(async (response) => scoreSaveDtoSchema.parse(await response.json())),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await db.cardChange.count({ where: { scorecardId: pair.cardId } })).toBe(1);
    expect(await db.idempotentWrite.count({ where: { key } })).toBe(1);
    const card = await readCard(pair.cardId, pair.player);
    expect(scoreOf(card, 7)).toMatchObject({ gross: 5, version: 1 });
    expect(card.version).toBe(1);
  });

  it("answer the same and enter the whole card once (a paper card typed in)", async () => {
    const pair = await createMarkingPair(f.sweep.id);
    const key = randomUUID();
    const scores = [4, 5, 3, 6, 4, 4, 3, 5, 5].map((gross, at) => ({ holeNumber: at + 1, gross, version: 0 }));
    const save = () =>
      callRoute(updateScorecard, {
        method: "POST",
        path: "/api/scorecards/update",
        body: { id: pair.cardId, scores },
        headers: { "idempotency-key": key },
        as: signedIn(pair.player),
      });
    const responses = await Promise.all(Array.from({ length: RETRIES }, save));
    expect(responses.map((response) => response.status)).toEqual(Array(RETRIES).fill(200));
    const answers = await Promise.all(
      responses.map(async (response) => scorecardDtoSchema.parse(await response.json())),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await db.cardChange.count({ where: { scorecardId: pair.cardId } })).toBe(scores.length);
    const card = await readCard(pair.cardId, pair.player);
    expect(card.version).toBe(1);
    expect(card.scores.slice(0, 9).map((score) => [score.gross, score.version])).toEqual(
      scores.map((score) => [score.gross, 1]),
    );
  });
});

describe("ten closes of one event at once", () => {
  it("close it once: one answer did the work, one set of order-of-merit and handicap rows", async () => {
    const own = await createSweepFixture(db);
    await addTestHandicap(db, own.sweep.id, own.member.user.playerId, 20, { created: new Date("2026-01-01") });
    await addTestHandicap(db, own.sweep.id, own.marker.user.playerId, 10, { created: new Date("2026-01-01") });
    const event = await createScoredEvent(db, own.sweep.id, [own.member.user, own.marker.user]);
    const admins = [own.owner, own.admin.user];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callRoute(closeEvent, {
          method: "POST",
          path: `/api/events/close/${event.id}`,
          params: { eventId: event.id },
          body: CLOSE_ANYWAY,
          as: signedIn(admins[i % 2]!),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const results = await Promise.all(
      responses.map(async (response) => closeEventDtoSchema.parse(await response.json()).closing),
    );
    expect(results.filter((result) => !result.alreadyClosed)).toHaveLength(1);
    const closing = results.find((result) => !result.alreadyClosed)!;
    expect(await db.oomResult.count({ where: { eventId: event.id } })).toBe(2);
    expect(await db.handicapEntry.count({ where: { eventId: event.id } })).toBe(closing.handicapChanges.length);
    expect(closing.handicapChanges.length).toBeGreaterThan(0);
    const players = await db.handicapEntry.findMany({ where: { eventId: event.id }, select: { playerId: true } });
    expect(new Set(players.map((row) => row.playerId)).size).toBe(players.length);
  });
});

describe("entering while the draw is made", () => {
  const join = (eventId: string, user: UserIdentity) =>
    callRoute(enter, { method: "POST", path: "/api/entries/enter", body: { id: eventId }, as: signedIn(user) });
  const adminAdds = (eventId: string, user: UserIdentity) =>
    callRoute(enterPlayer, {
      method: "POST",
      path: "/api/entries/player/enter",
      body: { eventId, playerId: user.playerId },
      as: signedIn(f.admin.user),
    });
  const draw = (eventId: string) =>
    callRoute(drawEvent, {
      method: "POST",
      path: `/api/events/draw/${eventId}`,
      params: { eventId },
      as: signedIn(f.admin.user),
    });

  /** Every entry is in one group of a consistent draw (docs/golf-rules.md#the-draw), or listed ungrouped with no part in it. */
  async function expectConsistentField(eventId: string, drawn: GroupedEntriesDto) {
    const entries = await db.entry.findMany({
      where: { eventId },
      select: {
        id: true,
        playerId: true,
        group: true,
        drawOrder: true,
        marksEntryId: true,
        scoreCard: { select: { id: true } },
      },
    });
    expect(entries.every((entry) => entry.scoreCard !== null)).toBe(true);
    expect(new Set(entries.map((entry) => entry.playerId)).size).toBe(entries.length);
    const grouped = entries.filter((entry) => entry.group !== null);
    for (const entry of entries.filter((entry) => entry.group === null))
      expect(entry).toMatchObject({ drawOrder: null, marksEntryId: null });
    const groupOf = new Map(grouped.map((entry) => [entry.id, entry.group]));
    for (const entry of grouped) {
      expect(entry.drawOrder).not.toBeNull();
      expect(entry.marksEntryId).not.toBe(entry.id);
      expect(groupOf.get(entry.marksEntryId ?? "")).toBe(entry.group);
    }
    expect(new Set(grouped.map((entry) => entry.marksEntryId)).size).toBe(grouped.length);
    expect(new Set(grouped.map((entry) => entry.drawOrder)).size).toBe(grouped.length);
    const sizes = new Map<number, number>();
    for (const entry of grouped) sizes.set(entry.group!, (sizes.get(entry.group!) ?? 0) + 1);
    expect([...sizes.values()].every((size) => size >= 2 && size <= 4)).toBe(true);
    // The draw's answer is what was stored, and the event page lists each entry once.
    expect(drawn.flatMap((group) => group.map((entry) => entry.id)).sort()).toEqual(
      grouped.map((entry) => entry.id).sort(),
    );
    const listed = entryDtoSchema
      .array()
      .parse(await (await callRoute(listGroups, { path: "/x", params: { eventId }, as: signedIn(f.owner) })).json());
    expect(listed.map((entry) => entry.id).sort()).toEqual(entries.map((entry) => entry.id).sort());
    return {
      grouped: new Set(grouped.map((entry) => entry.playerId)),
      entered: new Set(entries.map((entry) => entry.playerId)),
    };
  }

  it("leaves every entry in one group of a consistent draw or ungrouped, whatever commits first", async () => {
    const early = await Promise.all(
      Array.from({ length: 6 }, () => createTestMember(db, f.sweep.id).then((member) => member.user)),
    );
    for (let round = 0; round < 5; round++) {
      const joiners = await Promise.all(
        Array.from({ length: 6 }, () => createTestMember(db, f.sweep.id).then((member) => member.user)),
      );
      const added = await Promise.all(
        Array.from({ length: 3 }, () => createTestMember(db, f.sweep.id).then((member) => member.user)),
      );
      const event = await createTestEvent(db, f.sweep.id, {
        courseId: f.event.courseId,
        date: daysFromToday(7),
        entrants: early,
      });
      // The draw is sent among the entries, at a different place each round.
      const calls = [
        ...joiners.map((user) => () => join(event.id, user)),
        ...added.map((user) => () => adminAdds(event.id, user)),
      ];
      const drawAt = round * 2;
      calls.splice(drawAt, 0, () => draw(event.id));
      const responses = await Promise.all(calls.map((call) => call()));
      const [drawResponse] = responses.splice(drawAt, 1);
      expect(drawResponse!.status).toBe(200);
      const field = await expectConsistentField(event.id, groupedEntriesDtoSchema.parse(await drawResponse!.json()));

      // A member's own entry lands before the draw, in a group, or is refused once it is made; an admin's is
      // taken either way, ungrouped when it came after.
      const joined = responses.slice(0, joiners.length).map((response) => response.status);
      expect(joined.every((status) => status === 200 || status === 409)).toBe(true);
      joiners.forEach((user, at) => expect(field.grouped.has(user.playerId)).toBe(joined[at] === 200));
      expect(responses.slice(joiners.length).map((response) => response.status)).toEqual(added.map(() => 200));
      for (const user of [...early, ...added]) expect(field.entered.has(user.playerId)).toBe(true);
    }
  });
});
