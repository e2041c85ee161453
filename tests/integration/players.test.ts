import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as getPlayerId } from "@/app/api/player/getPlayerId/route";
import { GET as getUserPlayerRoute } from "@/app/api/player/getUserPlayer/route";
import { GET as getPlayerRoute } from "@/app/api/players/[playerId]/route";
import { db } from "@/lib/server/db/infra/client";
import { getUserPlayer } from "@/lib/server/db/players";
import { playerDtoSchema, playerIdDtoSchema } from "@/lib/validation/players";
import {
  addTestHandicap,
  addTestMember,
  addTestOomResult,
  createTestEvent,
  createTestSweep,
  createTestUser,
  signedIn,
} from "../factories";
import { callRoute, readProblem } from "./http";

/** A player in two sweeps (and removed from a third), with history and results in each. */
async function playerInThreeSweeps() {
  const player = await createTestUser(db, { firstName: "Pat", lastName: "Golfer" });
  const sunday = await createTestSweep(db, { name: "Sunday" });
  const thursday = await createTestSweep(db, { name: "Thursday" });
  const former = await createTestSweep(db, { name: "Former" });
  await addTestMember(db, sunday.id, player);
  await addTestMember(db, thursday.id, player);
  await addTestMember(db, former.id, player, "removed");
  await addTestHandicap(db, sunday.id, player.playerId, 12.4, { created: new Date("2026-01-01T09:00:00Z") });
  await addTestHandicap(db, thursday.id, player.playerId, -2, { created: new Date("2026-02-01T09:00:00Z") });
  await addTestHandicap(db, former.id, player.playerId, 20, { created: new Date("2025-06-01T09:00:00Z") });
  const played = await createTestEvent(db, sunday.id, { date: "2026-01-10", complete: true, entrants: [player] });
  await addTestOomResult(db, played.id, player.playerId, 2, 18.5);
  await createTestEvent(db, thursday.id, { date: "2026-02-20", entrants: [player] });
  await createTestEvent(db, former.id, { date: "2025-06-10", entrants: [player] });
  return { player, sunday, thursday, former, played };
}

describe("the player's own pages", () => {
  it("GET /api/player/getPlayerId gives the caller's player id", async () => {
    const user = await createTestUser(db);
    const response = await callRoute(getPlayerId, { path: "/", as: signedIn(user) });
    expect(playerIdDtoSchema.parse(await response.json())).toEqual({ playerId: user.playerId });
  });

  it("GET /api/player/getUserPlayer gives handicaps per sweep, history and events in every sweep of theirs", async () => {
    const { player, sunday, thursday, former, played } = await playerInThreeSweeps();
    const response = await callRoute(getUserPlayerRoute, { path: "/", as: signedIn(player) });
    expect(response.status).toBe(200);
    const dto = playerDtoSchema.parse(await response.json());
    expect(dto).toMatchObject({
      id: player.playerId,
      userId: player.id,
      fullName: "Pat Golfer",
      user: { firstName: "Pat", lastName: "Golfer" },
      currentHandicap: -2,
      currentExactHandicap: -2,
    });
    expect(dto.sweeps).toEqual([
      { sweep: { id: former.id, name: "Former" }, currentHandicap: 20, currentExactHandicap: 20 },
      { sweep: { id: sunday.id, name: "Sunday" }, currentHandicap: 12, currentExactHandicap: 12.4 },
      { sweep: { id: thursday.id, name: "Thursday" }, currentHandicap: -2, currentExactHandicap: -2 },
    ]);
    expect(dto.handicaps.map((h) => h.sweep.name)).toEqual(["Thursday", "Sunday", "Former"]);
    expect(dto.events.map((e) => [e.date, e.sweep.name, e.complete, e.position, e.oomPoints])).toEqual([
      ["2026-02-20", "Thursday", false, null, null],
      ["2026-01-10", "Sunday", true, 2, 18.5],
      ["2025-06-10", "Former", false, null, null],
    ]);
    expect(dto.events[1]).toMatchObject({ id: played.id, cardId: expect.any(String) });
    expect(await getUserPlayer(db, player.playerId)).toEqual(dto);
  });

  it("a new user has no handicap yet", async () => {
    const user = await createTestUser(db);
    const dto = playerDtoSchema.parse(
      await (await callRoute(getUserPlayerRoute, { path: "/", as: signedIn(user) })).json(),
    );
    expect(dto).toMatchObject({
      currentHandicap: null,
      currentExactHandicap: null,
      sweeps: [],
      handicaps: [],
      events: [],
    });
  });
});

describe("GET /api/players/{playerId}", () => {
  it("shows a fellow member only what is in the sweeps they share", async () => {
    const { player, sunday } = await playerInThreeSweeps();
    const response = await callRoute(getPlayerRoute, {
      path: "/",
      params: { playerId: player.playerId },
      as: signedIn(sunday.owner),
    });
    expect(response.status).toBe(200);
    const dto = playerDtoSchema.parse(await response.json());
    expect(dto.sweeps.map((s) => s.sweep.name)).toEqual(["Sunday"]);
    expect(dto.handicaps.map((h) => h.exact)).toEqual([12.4]);
    expect(dto.events.map((e) => e.sweep.name)).toEqual(["Sunday"]);
    expect(dto).toMatchObject({ currentHandicap: 12, currentExactHandicap: 12.4 });
  });

  it("shows a former member's history to current members of that sweep", async () => {
    const { player, former } = await playerInThreeSweeps();
    const response = await callRoute(getPlayerRoute, {
      path: "/",
      params: { playerId: player.playerId },
      as: signedIn(former.owner),
    });
    const dto = playerDtoSchema.parse(await response.json());
    expect(dto.sweeps).toEqual([
      { sweep: { id: former.id, name: "Former" }, currentHandicap: 20, currentExactHandicap: 20 },
    ]);
  });

  it("gives a player their own full page, refuses strangers (403) and answers 404 for unknown or malformed ids", async () => {
    const { player } = await playerInThreeSweeps();
    const own = playerDtoSchema.parse(
      await (
        await callRoute(getPlayerRoute, { path: "/", params: { playerId: player.playerId }, as: signedIn(player) })
      ).json(),
    );
    expect(own.sweeps).toHaveLength(3);
    const stranger = await createTestUser(db);
    const refused = await callRoute(getPlayerRoute, {
      path: "/",
      params: { playerId: player.playerId },
      as: signedIn(stranger),
    });
    expect(refused.status).toBe(403);
    expect((await readProblem(refused)).detail).toBe(
      "You can only see players who are members of a sweep you belong to.",
    );
    for (const playerId of [randomUUID(), "abc"]) {
      const missing = await callRoute(getPlayerRoute, { path: "/", params: { playerId }, as: signedIn(stranger) });
      expect(missing.status).toBe(404);
    }
    const anonymous = await callRoute(getPlayerRoute, { path: "/", params: { playerId: player.playerId } });
    expect(anonymous.status).toBe(401);
  });
});
