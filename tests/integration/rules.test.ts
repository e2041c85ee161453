import { beforeAll, describe, expect, it } from "vitest";
import { POST as addEventPlayer } from "@/app/api/events/[eventId]/players/[playerId]/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { GET as getExplanation } from "@/app/api/sweeps/[sweepId]/players/[playerId]/explanation/route";
import { GET as getOrderOfMerit } from "@/app/api/sweeps/[sweepId]/order-of-merit/route";
import { POST as previewRules } from "@/app/api/sweeps/[sweepId]/rules/preview/route";
import { POST as recompute } from "@/app/api/sweeps/[sweepId]/rules/recompute/route";
import { GET as getRules, PUT as putRules } from "@/app/api/sweeps/[sweepId]/rules/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { orderOfMeritDtoSchema } from "@/lib/validation/results";
import {
  explanationDtoSchema,
  recomputeDtoSchema,
  rulesPreviewDtoSchema,
  sweepRulesPageDtoSchema,
} from "@/lib/validation/rules";
import {
  addTestHandicap,
  addTestScores,
  CLOSE_ANYWAY,
  createScoredEvent,
  createSweepFixture,
  createTestEvent,
  createTestMember,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
} from "../factories";
import { callRoute, readProblem } from "./http";

let f: SweepFixture;
let walker: Awaited<ReturnType<typeof createTestMember>>;
beforeAll(async () => {
  f = await createSweepFixture(db);
  walker = await createTestMember(db, f.sweep.id, "approved", "Walker");
  const before = { created: new Date("2025-01-01") };
  await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 20, before);
  await addTestHandicap(db, f.sweep.id, f.marker.user.playerId, 10, before);
  await addTestHandicap(db, f.sweep.id, walker.user.playerId, 18.2, before);
});

const sweepPath = () => `/api/sweeps/${f.sweep.id}/rules`;
const rulesAs = (as: UserIdentity) =>
  callRoute(getRules, { path: sweepPath(), params: { sweepId: f.sweep.id }, as: signedIn(as) });
const save = (body: unknown, as: UserIdentity = f.owner) =>
  callRoute(putRules, { method: "PUT", path: sweepPath(), params: { sweepId: f.sweep.id }, body, as: signedIn(as) });
const close = (eventId: string) =>
  callRoute(closeEvent, {
    method: "POST",
    path: `/api/events/close/${eventId}`,
    params: { eventId },
    body: CLOSE_ANYWAY,
    as: signedIn(f.admin.user),
  });

/** A closed event where the member and the marker finish (the member wins) and Walker stops after 12 holes. */
async function closedEventWithNonReturn(date: string) {
  const event = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user], date);
  const entry = await db.entry.create({
    data: { eventId: event.id, playerId: walker.user.playerId, group: 2, scoreCard: { create: { eventHandicap: 0 } } },
    select: { scoreCard: { select: { id: true } } },
  });
  await addTestScores(db, entry.scoreCard!.id, [...TEST_HOLES.slice(0, 12).map((hole) => hole.par - 1)]);
  expect((await close(event.id)).status).toBe(200);
  return event;
}

describe("the rules of a sweep", () => {
  it("admins read them with their defaults; only the owner may change them", async () => {
    const asAdmin = sweepRulesPageDtoSchema.parse(await (await rulesAs(f.admin.user)).json());
    expect(asAdmin).toMatchObject({ editable: false, changes: [] });
    expect(asAdmin.oomRules).toMatchObject({ bestN: null, nonReturnPoints: false });
    expect(asAdmin.handicapRules).toMatchObject({
      nonReturn: "noChange",
      allowances: { competition: 1, winter: 0.75 },
    });
    expect(sweepRulesPageDtoSchema.parse(await (await rulesAs(f.owner)).json()).editable).toBe(true);
    expect((await save({ oomRules: { bestN: 6 }, handicapRules: {} }, f.admin.user)).status).toBe(403);
  });

  it("refuses an allowance that is not 100, 95, 90 or 75 %, naming the field", async () => {
    const response = await save({ oomRules: {}, handicapRules: { allowances: { competition: 0.8 } } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await readProblem(response))).toContain("allowances");
  });
});

describe("non-returns at the close, a change of rules, its preview and a recompute", () => {
  it("a non-return gets no position, no points and no handicap change by default", async () => {
    const event = await closedEventWithNonReturn("2025-05-01");
    const rows = await db.oomResult.findMany({ where: { eventId: event.id }, orderBy: { position: "asc" } });
    expect(rows.map((row) => [row.playerId, row.position, row.points, row.nonReturn])).toEqual([
      [f.member.user.playerId, 1, 10, false],
      [f.marker.user.playerId, 2, 8, false],
      [walker.user.playerId, 3, 0, true],
    ]);
    expect(await db.handicapEntry.count({ where: { eventId: event.id, playerId: walker.user.playerId } })).toBe(0);
  });

  it("the preview shows what paying non-returns and a cut for 1st would change, and stores nothing", async () => {
    const proposed = { oomRules: { nonReturnPoints: true }, handicapRules: { positionCuts: { "1": 1 } } };
    const response = await callRoute(previewRules, {
      method: "POST",
      path: `${sweepPath()}/preview`,
      params: { sweepId: f.sweep.id },
      body: proposed,
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(200);
    const preview = rulesPreviewDtoSchema.parse(await response.json());
    expect(preview).toMatchObject({ season: 2025, events: 1 });
    const walkerRow = preview.orderOfMerit.find((row) => row.player.id === walker.user.playerId);
    expect(walkerRow).toMatchObject({ current: { totalPoints: 0 }, proposed: { totalPoints: 1 } });
    expect(preview.handicaps.map((row) => [row.player.id, row.proposed - row.current])).toEqual([
      [f.member.user.playerId, -1],
    ]);
    expect(await db.rulesChange.count({ where: { sweepId: f.sweep.id } })).toBe(0);
  });

  it("a change is audited before → after, applies from the next close, and a recompute rewrites the season in one audited step", async () => {
    const saved = await save({ oomRules: { bestN: 6, nonReturnPoints: true }, handicapRules: {} });
    expect(saved.status).toBe(200);
    const page = sweepRulesPageDtoSchema.parse(await saved.json());
    expect(page.changes[0]).toMatchObject({
      kind: "rules",
      by: { id: f.owner.playerId },
      summary: "best N: none \u2192 6; participation points for non-returns: no \u2192 yes",
    });
    expect((await save({ oomRules: { bestN: 6, nonReturnPoints: true }, handicapRules: {} })).status).toBe(409);

    const oom = async () =>
      orderOfMeritDtoSchema.parse(
        await (
          await callRoute(getOrderOfMerit, {
            path: "/x",
            params: { sweepId: f.sweep.id },
            as: signedIn(f.member.user),
          })
        ).json(),
      );
    const walkerTotal = async () =>
      (await oom()).entries.find((row) => row.player.id === walker.user.playerId)?.totalPoints;
    expect(await walkerTotal()).toBe(0);

    const response = await callRoute(recompute, {
      method: "POST",
      path: `${sweepPath()}/recompute`,
      params: { sweepId: f.sweep.id },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(200);
    const result = recomputeDtoSchema.parse(await response.json());
    expect(result.eventsChanged).toBe(1);
    expect(result.change).toMatchObject({ kind: "recompute", by: { id: f.owner.playerId } });
    expect(result.change.summary).toContain("the points of 1 changed (2025-05-01)");
    expect(result.change.summary).toContain("no handicap changed");
    expect(await walkerTotal()).toBe(1);
    const audit = sweepRulesPageDtoSchema.parse(await (await rulesAs(f.admin.user)).json()).changes;
    expect(audit.map((change) => change.kind)).toEqual(["recompute", "rules"]);
  });
});

describe("GET /api/sweeps/{sweepId}/players/{playerId}/explanation", () => {
  const explain = (playerId: string, as: UserIdentity) =>
    callRoute(getExplanation, { path: "/x", params: { sweepId: f.sweep.id, playerId }, as: signedIn(as) });

  it("tells a member why their handicap and points are what they are, in words", async () => {
    const response = await explain(f.member.user.playerId, f.member.user);
    expect(response.status).toBe(200);
    const explanation = explanationDtoSchema.parse(await response.json());
    expect(explanation.handicap[0]).toMatchObject({ event: null, text: "Set to 20 by an admin" });
    expect(explanation.handicap[1]?.text).toMatch(/^1st with 56 points: cut [0-9.]+ \(20 over 36\), 20 \u2192 /);
    expect(explanation.orderOfMerit.lines.map((line) => line.text)).toEqual(["10 points: 1st of 2"]);
    const walkers = explanationDtoSchema.parse(await (await explain(walker.user.playerId, f.admin.user)).json());
    expect(walkers.orderOfMerit.lines.map((line) => line.text)).toEqual([
      "1 point: a non-return, paid the participation points",
    ]);
  });

  it("refuses a member another member's, and answers 404 for a player who never joined", async () => {
    expect((await explain(f.member.user.playerId, f.marker.user)).status).toBe(403);
    expect((await explain(f.outsider.playerId, f.owner)).status).toBe(404);
  });
});

describe("the allowance and cap apply to the playing handicaps of cards not yet scored", () => {
  it("a competition at 90 % with a cap of 15 plays Walker's 18.2 off 15, not 16", async () => {
    await save({
      oomRules: { bestN: 6, nonReturnPoints: true },
      handicapRules: { allowances: { competition: 0.9 }, competitionCap: 15 },
    });
    const event = await createTestEvent(db, f.sweep.id, { date: "2026-07-01", entrants: [] });
    const response = await callRoute(addEventPlayer, {
      method: "POST",
      path: "/x",
      params: { eventId: event.id, playerId: walker.user.playerId },
      as: signedIn(f.admin.user),
    });
    expect(response.status).toBeLessThan(300);
    const card = await db.scorecard.findFirstOrThrow({ where: { entry: { eventId: event.id } } });
    expect(card.eventHandicap).toBe(15);
  });
});

describe("a recompute under new handicap rules", () => {
  it("rewrites the handicap entries the closes wrote, keeping the history, and says so", async () => {
    await save({ oomRules: { bestN: 6, nonReturnPoints: true }, handicapRules: { nonReturn: "upOneTenth" } });
    const event = await db.event.findFirstOrThrow({
      where: { sweepId: f.sweep.id, date: new Date("2025-05-01T00:00:00Z") },
    });
    const inForce = () =>
      db.handicapEntry.findMany({
        where: { eventId: event.id, withdrawnAt: null, correctedAt: null },
        select: { id: true, playerId: true, exactTenths: true, reason: true },
      });
    const before = await inForce();
    expect(before.map((entry) => entry.playerId)).not.toContain(walker.user.playerId);

    const response = await callRoute(recompute, {
      method: "POST",
      path: `${sweepPath()}/recompute`,
      params: { sweepId: f.sweep.id },
      as: signedIn(f.owner),
    });
    expect(response.status).toBe(200);
    const result = recomputeDtoSchema.parse(await response.json());
    expect(result.change.summary).toContain("the handicap entries of 1 member were rewritten");

    const after = await inForce();
    const walkers = after.find((entry) => entry.playerId === walker.user.playerId);
    expect(walkers).toMatchObject({ exactTenths: 183, reason: expect.stringMatching(/recomputed/) });
    // The finishers' adjustments are the same under the new rules, so their entries stand as the close wrote them.
    expect(after.filter((entry) => entry.playerId !== walker.user.playerId)).toEqual(before);
  });
});
