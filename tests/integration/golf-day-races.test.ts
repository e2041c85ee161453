// Golf-day writes fired together with the writes that change their event's state (ARCHITECTURE.md "Lock order").
// Each pair runs many times; every run must end in a state some one-at-a-time order of the accepted writes explains.
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT as updateCourseRoute } from "@/app/api/courses/[courseId]/route";
import { POST as enterRoute } from "@/app/api/entries/enter/route";
import { DELETE as deleteEventRoute } from "@/app/api/events/[eventId]/route";
import { DELETE as removePlayerRoute } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { POST as closeRoute } from "@/app/api/events/close/[eventId]/route";
import { POST as drawRoute } from "@/app/api/events/draw/[eventId]/route";
import { POST as reopenRoute } from "@/app/api/events/reopen/[eventId]/route";
import { POST as createHandicapRoute } from "@/app/api/sweeps/[sweepId]/players/[playerId]/handicaps/route";
import { POST as updateScoreRoute } from "@/app/api/scores/route";
import { POST as updateCardRoute } from "@/app/api/scorecards/update/route";
import { db } from "@/lib/server/db/infra/client";
import { withdrawalDtoSchema } from "@/lib/validation/entries";
import {
  addTestHandicap,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
  CLOSE_ANYWAY,
} from "../factories";
import { callRoute, readProblem } from "./http";
import { createMarkingPair, type Pair, putScore, readCard, scoreOf, sign } from "./scorecards-helpers";

const RUNS = 12;

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});
// One admin closes, draws and edits for every test of this file, more writes in a minute than a person makes; the
// write limits have their own suite (write-limits.test.ts), so each test here starts with the admin's count at zero.
beforeEach(async () => {
  await db.writeLimitWindow.deleteMany({});
});

/** Starts a call after a random pause of a few milliseconds, so that runs land on every side of the race. */
const jittered = async <T>(call: () => Promise<T>): Promise<T> => {
  await sleep(Math.floor(Math.random() * 12));
  return call();
};

const close = (eventId: string) =>
  callRoute(closeRoute, {
    method: "POST",
    path: `/api/events/close/${eventId}`,
    params: { eventId },
    body: CLOSE_ANYWAY,
    as: signedIn(f.admin.user),
  });

/** A drawn pair whose cards have holes 1–17 scored by both, hole 18 still open. */
async function pairReadyForHole18(): Promise<Pair> {
  const pair = await createMarkingPair(f.sweep.id);
  await readCard(pair.markerCardId, pair.marker);
  for (const cardId of [pair.cardId, pair.markerCardId]) {
    await db.score.updateMany({ where: { scorecardId: cardId, holeNumber: { lt: 18 } }, data: { gross: 4 } });
  }
  return pair;
}

/**
 * Every card of the closed event: the Stableford points stored at close are the points the card shows now; a card
 * whose 18th hole the close came before is stored as a non-return (docs/golf-rules.md#non-returns), with no points.
 */
async function expectStoredResultsMatchCards(pair: Pair) {
  for (const [cardId, player] of [
    [pair.cardId, pair.player],
    [pair.markerCardId, pair.marker],
  ] as const) {
    const card = await readCard(cardId, player);
    const unentered = await db.score.count({ where: { scorecardId: cardId, gross: null } });
    const stored = await db.oomResult.findUnique({
      where: { eventId_playerId: { eventId: pair.eventId, playerId: player.playerId } },
    });
    expect(stored?.nonReturn, `card of ${player.name}`).toBe(unentered > 0);
    expect(stored?.stablefordPoints, `card of ${player.name}`).toBe(unentered > 0 ? null : card.totalPoints);
  }
}

async function expectRefusedAsClosed(response: Response) {
  expect(response.status).toBe(409);
  expect((await readProblem(response)).detail).toContain("The event is closed");
}

describe("a close racing the saves of its cards", () => {
  it("keeps every save it answered 2xx in the stored results, and refuses the saves that come after it (every save route)", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await pairReadyForHole18();
      const [playerCard, markerCard] = await Promise.all([
        readCard(pair.cardId, pair.player),
        readCard(pair.markerCardId, pair.marker),
      ]);
      const hole18 = scoreOf(playerCard, 18);
      const markerHole18 = scoreOf(markerCard, 18);
      const saves = [
        () => putScore(pair.cardId, pair.player, { hole: 18, gross: 3, scoreId: hole18.id, version: hole18.version }),
        () =>
          callRoute(updateScoreRoute, {
            method: "POST",
            path: "/api/scores",
            as: signedIn(pair.marker),
            body: { id: markerHole18.id, holeNumber: 18, gross: 2, version: markerHole18.version },
          }),
        () =>
          callRoute(updateCardRoute, {
            method: "POST",
            path: "/api/scorecards/update",
            as: signedIn(pair.marker),
            body: { id: pair.cardId, scores: [{ holeNumber: 17, gross: 6, version: scoreOf(playerCard, 17).version }] },
          }),
      ];
      const [closed, ...answers] = await Promise.all([
        jittered(() => close(pair.eventId)),
        ...saves.map((save) => jittered(save)),
      ]);
      expect(closed.status).toBe(200);
      for (const answer of answers) if (answer.status !== 200) await expectRefusedAsClosed(answer);
      await expectStoredResultsMatchCards(pair);
    }
  });

  it("either stores the signature (it came first) or refuses it as closed", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await pairReadyForHole18();
      await db.score.updateMany({ where: { scorecardId: pair.cardId }, data: { gross: 4 } });
      const card = await readCard(pair.cardId, pair.player);
      const [closed, signed] = await Promise.all([
        jittered(() => close(pair.eventId)),
        jittered(() => sign(pair.cardId, pair.player, card.version)),
      ]);
      expect(closed.status).toBe(200);
      if (signed.status !== 200) await expectRefusedAsClosed(signed);
      const signature = await db.cardChange.findFirst({ where: { scorecardId: pair.cardId, kind: "signature" } });
      expect(signature !== null).toBe(signed.status === 200);
    }
  });
});

describe("a reopen racing a save", () => {
  it("accepts the save only once the event is open again, and the next close counts it", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await pairReadyForHole18();
      const hole18 = scoreOf(await readCard(pair.cardId, pair.player), 18);
      expect((await close(pair.eventId)).status).toBe(200);
      const [reopened, saved] = await Promise.all([
        jittered(() =>
          callRoute(reopenRoute, {
            method: "POST",
            path: `/api/events/reopen/${pair.eventId}`,
            params: { eventId: pair.eventId },
            as: signedIn(f.owner),
          }),
        ),
        jittered(() =>
          putScore(pair.cardId, pair.player, { hole: 18, gross: 3, scoreId: hole18.id, version: hole18.version }),
        ),
      ]);
      expect(reopened.status).toBe(200);
      if (saved.status !== 200) await expectRefusedAsClosed(saved);
      expect((await close(pair.eventId)).status).toBe(200);
      await expectStoredResultsMatchCards(pair);
    }
  });
});

describe("a withdrawal racing the card's first save", () => {
  it("either withdraws the player (and the save finds no card) or keeps the scored card (and refuses the withdrawal)", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await createMarkingPair(f.sweep.id);
      const hole1 = scoreOf(await readCard(pair.cardId, pair.player), 1);
      const [withdrawn, saved] = await Promise.all([
        jittered(() =>
          callRoute(removePlayerRoute, {
            method: "DELETE",
            path: "/x",
            params: { eventId: pair.eventId, playerId: pair.player.playerId },
            as: signedIn(f.admin.user),
          }),
        ),
        jittered(() =>
          putScore(pair.cardId, pair.marker, { hole: 1, gross: 4, scoreId: hole1.id, version: hole1.version }),
        ),
      ]);
      const entry = await db.entry.findUnique({
        where: { eventId_playerId: { eventId: pair.eventId, playerId: pair.player.playerId } },
      });
      if (saved.status === 200) {
        expect(withdrawn.status).toBe(409);
        expect((await readProblem(withdrawn)).detail).toContain("already has scores");
        expect(entry).not.toBeNull();
      } else {
        expect(withdrawalDtoSchema.parse(await withdrawn.json()).withdrawn).toBe(true);
        expect(saved.status).toBe(404);
        expect(entry).toBeNull();
      }
    }
  });
});

describe("an event's deletion racing its first save", () => {
  it("either deletes the event (and the save finds no card) or keeps the scored event (and refuses the deletion)", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await createMarkingPair(f.sweep.id);
      const hole1 = scoreOf(await readCard(pair.cardId, pair.player), 1);
      const [deleted, saved] = await Promise.all([
        jittered(() =>
          callRoute(deleteEventRoute, {
            method: "DELETE",
            path: "/x",
            params: { eventId: pair.eventId },
            as: signedIn(f.admin.user),
          }),
        ),
        jittered(() =>
          putScore(pair.cardId, pair.player, { hole: 1, gross: 4, scoreId: hole1.id, version: hole1.version }),
        ),
      ]);
      const event = await db.event.findUnique({ where: { id: pair.eventId } });
      if (saved.status === 200) {
        expect(deleted.status).toBe(409);
        expect((await readProblem(deleted)).detail).toContain("Scores have been entered");
        expect(event).not.toBeNull();
      } else {
        expect(deleted.status).toBe(204);
        expect(saved.status).toBe(404);
        expect(event).toBeNull();
      }
    }
  });
});

describe("a course edit racing a close of an event on the course", () => {
  it("either changes the holes before the close (which scores with them) or is refused after it", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await pairReadyForHole18();
      await db.score.updateMany({
        where: { scorecardId: { in: [pair.cardId, pair.markerCardId] } },
        data: { gross: 4 },
      });
      const { courseId } = await db.event.findUniqueOrThrow({
        where: { id: pair.eventId },
        select: { courseId: true },
      });
      const holes = TEST_HOLES.map((hole) => ({ ...hole, par: hole.par === 3 ? 4 : hole.par }));
      const [closed, edited] = await Promise.all([
        jittered(() => close(pair.eventId)),
        jittered(() =>
          callRoute(updateCourseRoute, {
            method: "PUT",
            path: "/x",
            params: { courseId },
            body: { name: `Edited ${run}`, holes },
            as: signedIn(f.admin.user),
          }),
        ),
      ]);
      expect(closed.status).toBe(200);
      if (edited.status !== 200) {
        expect(edited.status).toBe(409);
        expect((await readProblem(edited)).detail).toContain("part of the results of closed events");
      }
      await expectStoredResultsMatchCards(pair);
    }
  });
});

describe("a draw racing an entry", () => {
  it("either enters the member before the draw (and draws them) or refuses the entry after it", async () => {
    for (let run = 0; run < RUNS; run++) {
      const [first, second, late] = await Promise.all(
        [1, 2, 3].map((n) => createTestMember(db, f.sweep.id, "approved", `Racer${n}`)),
      );
      const event = await createTestEvent(db, f.sweep.id, {
        date: daysFromToday(7),
        entrants: [first!.user, second!.user],
      });
      const [drawn, entered] = await Promise.all([
        jittered(() =>
          callRoute(drawRoute, {
            method: "POST",
            path: "/x",
            params: { eventId: event.id },
            as: signedIn(f.admin.user),
          }),
        ),
        jittered(() =>
          callRoute(enterRoute, {
            method: "POST",
            path: "/api/entries/enter",
            body: { id: event.id },
            as: signedIn(late!.user),
          }),
        ),
      ]);
      expect(drawn.status).toBe(200);
      const entry = await db.entry.findUnique({
        where: { eventId_playerId: { eventId: event.id, playerId: late!.user.playerId } },
      });
      if (entered.status === 200) expect(entry?.group).not.toBeNull();
      else {
        expect(entered.status).toBe(409);
        expect(entry).toBeNull();
      }
    }
  });
});

describe("an admin's handicap entry racing a close", () => {
  it("is either adjusted from by the close or written after its adjustment, never hidden behind it", async () => {
    for (let run = 0; run < RUNS; run++) {
      const pair = await pairReadyForHole18();
      // Finished cards: a non-return's handicap does not change (docs/golf-rules.md#non-returns).
      await db.score.updateMany({
        where: { scorecardId: { in: [pair.cardId, pair.markerCardId] }, holeNumber: 18 },
        data: { gross: 4 },
      });
      await addTestHandicap(db, f.sweep.id, pair.player.playerId, 10, { created: new Date(Date.now() - 86_400_000) });
      const [closed, entered] = await Promise.all([
        jittered(() => close(pair.eventId)),
        jittered(() =>
          callRoute(createHandicapRoute, {
            method: "POST",
            path: "/x",
            params: { sweepId: f.sweep.id, playerId: pair.player.playerId },
            body: { handicap: 20 },
            as: signedIn(f.admin.user),
          }),
        ),
      ]);
      expect([closed.status, entered.status]).toEqual([200, 201]);
      const entries = await db.handicapEntry.findMany({
        where: { sweepId: f.sweep.id, playerId: pair.player.playerId },
        orderBy: [{ created: "desc" }, { id: "desc" }],
      });
      const adjustment = entries.find((entry) => entry.eventId === pair.eventId);
      const admins = entries.find((entry) => entry.exactTenths === 200);
      // 18 fours off 10 or 20 score far above the buffer: the close always cuts, from 10 to below 10 and from 20 by
      // far less than 10.
      expect(adjustment, "the close's adjustment").toBeDefined();
      const adjustedFromAdmins = adjustment!.exactTenths > 100;
      expect(entries[0]!.id, adjustedFromAdmins ? "the adjustment of the admin's entry" : "the admin's entry").toBe(
        adjustedFromAdmins ? adjustment!.id : admins!.id,
      );
    }
  });
});
