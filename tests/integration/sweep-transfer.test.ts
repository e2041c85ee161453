import { beforeAll, describe, expect, it } from "vitest";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { GET as getEventResults } from "@/app/api/events/results/[eventId]/route";
import { GET as exportSweep } from "@/app/api/sweeps/[sweepId]/export/route";
import { GET as getHandicapAudit } from "@/app/api/sweeps/[sweepId]/handicaps/audit/route";
import { GET as listSweepHandicaps } from "@/app/api/sweeps/[sweepId]/handicaps/route";
import { GET as getSweepLeaderboard } from "@/app/api/sweeps/[sweepId]/leaderboard/route";
import { GET as getSweepMoney } from "@/app/api/sweeps/[sweepId]/money/route";
import { POST as importSweep } from "@/app/api/sweeps/import/route";
import type { RouteHandler } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { type SweepExport, sweepImportDtoSchema } from "@/lib/validation/sweep-export";
import {
  addTestHandicap,
  CLOSE_ANYWAY,
  createScoredEvent,
  createTestMember,
  createTestPayment,
  createTestSweep,
  createTestUser,
  signedIn,
  type TestSweep,
} from "../factories";
import { callRoute, readProblem } from "./http";

type Identity = TestSweep["owner"];
let sweep: TestSweep;
let exported: SweepExport;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** An answer with every id masked: a moved sweep has new ids and must otherwise read the same. */
const withoutIds = (value: unknown) => JSON.parse(JSON.stringify(value).replace(UUID, "<id>"));

/** A member's read of a sweep or an event, as its page makes it. */
type Read = RouteHandler;
const get = async (route: Read, params: Record<string, string>, as: Identity) => {
  const response = await callRoute(route, { path: "/x", params, as: signedIn(as) });
  expect(response.status).toBe(200);
  return response.json();
};

const postImport = (file: unknown, commit: boolean, as: Identity = sweep.owner) =>
  callRoute(importSweep, { method: "POST", path: "/api/sweeps/import", body: { file, commit }, as: signedIn(as) });

const rowCounts = async () => ({
  sweeps: await db.sweep.count(),
  players: await db.player.count(),
  events: await db.event.count(),
  entries: await db.entry.count(),
});

const WHITE_YARDS = [382, 405, 164, 498, 356, 421, 178, 394, 512, 368, 152, 527, 401, 337, 189, 415, 489, 428];
/** Each set of tees of the sweep's courses with its yards, by the course's and the tees' names. */
const teeYards = async (sweepId: string) =>
  Object.fromEntries(
    (
      await db.courseTee.findMany({
        where: { course: { sweepId } },
        select: { name: true, yards: true, course: { select: { name: true } } },
      })
    ).map((tee) => [`${tee.course.name} ${tee.name}`, tee.yards]),
  );

const closedEventIds = async (sweepId: string) =>
  (
    await db.event.findMany({
      where: { sweepId, closedAt: { not: null } },
      orderBy: { date: "asc" },
      select: { id: true },
    })
  ).map((event) => event.id);

beforeAll(async () => {
  sweep = await createTestSweep(db, { name: "Moving Society" });
  const ann = (await createTestMember(db, sweep.id, "approved", "Ann")).user;
  const ben = (await createTestMember(db, sweep.id, "admin", "Ben")).user;
  await addTestHandicap(db, sweep.id, ann.playerId, 18, { created: new Date("2026-01-01") });
  await addTestHandicap(db, sweep.id, ben.playerId, 9, { created: new Date("2026-01-01") });
  await addTestHandicap(db, sweep.id, sweep.owner.playerId, 12, { created: new Date("2026-01-01") });
  const first = await createScoredEvent(db, sweep.id, [ann, ben], "2026-05-03");
  const second = await createScoredEvent(db, sweep.id, [ben, sweep.owner], "2026-06-07");
  for (const event of [first, second]) {
    const closed = await callRoute(closeEvent, {
      method: "POST",
      path: `/api/events/close/${event.id}`,
      params: { eventId: event.id },
      body: CLOSE_ANYWAY,
      as: signedIn(sweep.owner),
    });
    expect(closed.status).toBe(200);
  }
  await createTestPayment(db, sweep.id, ann.playerId, 1500);
  const { courseId } = await db.event.findUniqueOrThrow({ where: { id: first.id }, select: { courseId: true } });
  await db.courseTee.createMany({
    data: [
      { courseId, name: "White", courseRatingTenths: 712, slopeRating: 125, yards: WHITE_YARDS },
      { courseId, name: "Red", courseRatingTenths: 731, slopeRating: 128 },
    ],
  });
  const response = await callRoute(exportSweep, {
    path: `/api/sweeps/${sweep.id}/export`,
    params: { sweepId: sweep.id },
    as: signedIn(sweep.owner),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="moving-society-export-.*\.json"$/,
  );
  exported = await response.json();
});

describe("exporting a sweep", () => {
  it("writes every record in the versioned format, and players by name only", () => {
    expect(exported).toMatchObject({ format: "sweeps-export", version: 1, sweep: { name: "Moving Society" } });
    expect(exported.members).toHaveLength(3);
    expect(exported.events.map((event) => event.closedAt !== null)).toEqual([true, true]);
    expect(exported.events.flatMap((event) => event.results)).toHaveLength(4);
    expect(exported.ledger.length).toBeGreaterThan(0);
    expect(Object.keys(exported.players[0]!).sort()).toEqual(["fullName", "guestEmail", "id"]);
    const tees = exported.courses.flatMap((course) => course.tees);
    expect(tees.map(({ name, yards }) => ({ name, yards }))).toEqual([
      { name: "Red", yards: [] },
      { name: "White", yards: WHITE_YARDS },
    ]);
  });
});

describe("importing a sweep", () => {
  it("previews the name, the counts and no errors, and writes nothing", async () => {
    const before = await rowCounts();
    const response = await postImport(exported, false);
    expect(response.status).toBe(200);
    const preview = sweepImportDtoSchema.parse(await response.json());
    expect(preview).toMatchObject({ name: "Moving Society", errors: [], sweepId: null });
    expect(preview.counts).toMatchObject({ members: 3, events: 2, closedEvents: 2, cards: 4, results: 4 });
    expect(await rowCounts()).toEqual(before);
  });

  it("makes a new sweep with new ids and the same results, standings, handicaps and money", async () => {
    // The owner moves to a new server and registers there under their own name.
    const { firstName, lastName } = await db.user.findUniqueOrThrow({ where: { email: sweep.owner.email } });
    const newServerOwner = await createTestUser(db, { firstName, lastName });
    const response = await postImport(exported, true, newServerOwner);
    expect(response.status).toBe(200);
    const { sweepId } = sweepImportDtoSchema.parse(await response.json());
    expect(sweepId).not.toBeNull();
    const moved = await db.sweep.findUniqueOrThrow({ where: { id: sweepId! }, include: { members: true } });
    expect(moved).toMatchObject({ name: "Moving Society", ownerId: newServerOwner.playerId });
    expect(moved.members).toHaveLength(3);
    const others = await db.player.findMany({
      where: { memberships: { some: { sweepId: sweepId! } }, id: { not: newServerOwner.playerId } },
      select: { userId: true },
    });
    expect(others.map((player) => player.userId)).toEqual([null, null]);

    const sameAnswer = async (route: Read, source: Record<string, string>, target: Record<string, string>) =>
      expect(withoutIds(await get(route, target, newServerOwner))).toEqual(
        withoutIds(await get(route, source, sweep.owner)),
      );
    for (const route of [getSweepLeaderboard, listSweepHandicaps, getHandicapAudit, getSweepMoney]) {
      await sameAnswer(route, { sweepId: sweep.id }, { sweepId: sweepId! });
    }
    const [sourceEvents, movedEvents] = [await closedEventIds(sweep.id), await closedEventIds(sweepId!)];
    expect(movedEvents).toHaveLength(2);
    expect(movedEvents.some((id) => sourceEvents.includes(id))).toBe(false);
    for (const [i, eventId] of sourceEvents.entries()) {
      await sameAnswer(getEventResults, { eventId }, { eventId: movedEvents[i]! });
    }
    expect(await teeYards(sweepId!)).toEqual(await teeYards(sweep.id));
  });

  it("imports a file written before tees had yards, its tees without yards", async () => {
    const older = structuredClone(exported) as unknown as {
      sweep: { name: string };
      courses: Array<{ tees: Array<Record<string, unknown>> }>;
    };
    older.sweep.name = "Moving Society, an older file";
    for (const course of older.courses) for (const tee of course.tees) delete tee.yards;
    // Someone else imports it: each import counts as a new sweep, of which a person makes 5 an hour
    // (lib/server/auth/write-limits.ts).
    const response = await postImport(older, true, await createTestUser(db));
    expect(response.status).toBe(200);
    const { sweepId, errors } = sweepImportDtoSchema.parse(await response.json());
    expect(errors).toEqual([]);
    expect(Object.values(await teeYards(sweepId!))).toEqual([[], []]);
  });
});

describe("a file that cannot be imported", () => {
  const broken = (change: (file: SweepExport) => void): unknown => {
    const file = structuredClone(exported);
    change(file);
    return file;
  };
  const cases: Array<[string, () => unknown, string, RegExp]> = [
    [
      "a newer format version",
      () => ({ ...exported, version: 2 }),
      "version",
      /version 2, written by a newer Sweeps; this server reads version 1/,
    ],
    [
      "a broken reference",
      () => broken((file) => (file.events[0]!.entries[0]!.playerId = "00000000-0000-4000-8000-000000000000")),
      "events[0].entries[0].playerId",
      /No player in the file has the id 00000000-0000-4000-8000-000000000000/,
    ],
    [
      "a wrong type",
      () => broken((file) => Object.assign(file.events[1]!, { date: 20260607 })),
      "events[1].date",
      /Expected a day/,
    ],
    [
      "tees with yards for some holes only",
      () => broken((file) => (file.courses[0]!.tees[1]!.yards = WHITE_YARDS.slice(0, 9))),
      "courses[0].tees[1].yards",
      /The tees' yards are one per hole of the course \(18\), or none/,
    ],
    [
      "a time the database cannot hold",
      () => broken((file) => (file.members[0]!.requestedAt = "0000-01-01T00:00:00.000Z")),
      "members[0].requestedAt",
      /Expected a time between 1900 and 2100/,
    ],
  ];

  it.each(cases)("names %s and where it is, and imports nothing", async (_, fileOf, where, message) => {
    const file = fileOf();
    const before = await rowCounts();
    const preview = sweepImportDtoSchema.parse(await (await postImport(file, false)).json());
    expect(preview.sweepId).toBeNull();
    expect(preview.counts).toBeNull();
    expect(preview.name).toBe("Moving Society");
    expect(preview.errors).toEqual([{ where, message: expect.stringMatching(message) }]);
    const refused = await postImport(file, true);
    expect(refused.status).toBe(422);
    expect((await readProblem(refused)).detail).toMatch(/Nothing was imported: the file has 1 error/);
    expect(await rowCounts()).toEqual(before);
  });

  it("costs the caller none of their new sweeps an hour, so a corrected file still goes in", async () => {
    const importer = await createTestUser(db);
    const refusedFile = broken((file) => Object.assign(file.events[1]!, { date: 20260607 }));
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await postImport(refusedFile, true, importer)).status).toBe(422);
    const imported = await postImport(exported, true, importer);
    expect(imported.status).toBe(200);
    expect(sweepImportDtoSchema.parse(await imported.json()).sweepId).not.toBeNull();
  });
});
