import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as updateScoreRoute } from "@/app/api/scores/route";
import { db } from "@/lib/server/db/infra/client";
import type { LiveNotice } from "@/lib/server/live/listener";
import { liveListener } from "@/lib/server/live/process-listener";
import { scoreConflictSchema, scoreSaveDtoSchema } from "@/lib/validation/scorecards";
import { createSweepFixture, createTestMember, signedIn, type SweepFixture } from "../factories";
import { CARDS_A, TESTBROOK } from "../unit/golf/fixtures";
import { callRoute, readProblem } from "./http";
import { createMarkingPair, type Pair, putScore, readCard, scoreOf } from "./scorecards-helpers";

let f: SweepFixture;
let pair: Pair;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

const changesOf = (cardId: string) =>
  db.cardChange.findMany({ where: { scorecardId: cardId }, orderBy: { createdAt: "asc" } });

describe("PUT /api/cards/{cardId}/scores/{scoreId}", () => {
  beforeAll(async () => {
    pair = await createMarkingPair(f.sweep.id);
  });

  it("saves a hole and answers it with its nett and points and the card's new totals", async () => {
    const response = await putScore(pair.cardId, pair.player, { hole: 1, gross: 5 });
    expect(response.status).toBe(200);
    const saved = scoreSaveDtoSchema.parse(await response.json());
    expect(saved).toMatchObject({ holeNumber: 1, par: 4, gross: 5, nett: 5, points: 1, version: 1 });
    expect(saved.card).toMatchObject({ version: 1, outPoints: 1, totalPoints: 1, holesPlayed: 1, holesEntered: 1 });
    const [change] = await changesOf(pair.cardId);
    expect(change).toMatchObject({
      kind: "gross",
      holeNumber: 1,
      previousValue: null,
      value: 5,
      role: "player",
      byPlayerId: pair.player.playerId,
      cardVersion: 1,
    });
  });

  it("stores 0 as no score: the hole has no points and its nine and the total are NR", async () => {
    const saved = scoreSaveDtoSchema.parse(
      await (await putScore(pair.cardId, pair.player, { hole: 12, gross: 0 })).json(),
    );
    expect(saved).toMatchObject({ holeNumber: 12, gross: 0, nett: null, points: 0 });
    expect(saved.card).toMatchObject({
      inGross: 0,
      totalGross: 0,
      outGross: 0,
      noReturn: { out: true, in: true, total: true },
      holesEntered: 2,
      holesPlayed: 1,
    });
  });

  it("answers a retry with the same Idempotency-Key as the first time and changes nothing", async () => {
    const key = randomUUID();
    const first = await putScore(pair.cardId, pair.player, { hole: 2, gross: 4, key });
    const before = await changesOf(pair.cardId);
    const retry = await putScore(pair.cardId, pair.player, { hole: 2, gross: 4, key, version: 0 });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
    expect(await changesOf(pair.cardId)).toHaveLength(before.length);
    expect(before.filter((change) => change.idempotencyKey === key)).toHaveLength(1);
    const reused = await putScore(pair.cardId, pair.player, { hole: 2, gross: 6, key, version: 1 });
    expect(reused.status).toBe(422);
    expect((await readProblem(reused)).detail).toMatch(/Idempotency-Key was used for another request/);
    expect(scoreOf(await readCard(pair.cardId, pair.player), 2).gross).toBe(4);
  });

  it("answers concurrent retries of one save once", async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => putScore(pair.cardId, pair.marker, { hole: 3, gross: 3, key, version: 0 })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await changesOf(pair.cardId)).filter((change) => change.idempotencyKey === key)).toHaveLength(1);
  });

  it("refuses a write based on an old version with 409, the current value and who wrote it", async () => {
    await putScore(pair.cardId, pair.player, { hole: 4, gross: 5 });
    const stale = await putScore(pair.cardId, pair.marker, { hole: 4, gross: 6, version: 0 });
    expect(stale.status).toBe(409);
    const problem = (await stale.json()) as { detail: string; conflict: unknown };
    expect(problem.detail).toMatch(/Hole 4 was changed to 5 by Player .* \(player\)/);
    expect(scoreConflictSchema.parse(problem.conflict)).toEqual({
      holeNumber: 4,
      current: { gross: 5, version: 1, by: { id: pair.player.playerId, fullName: pair.player.name }, role: "player" },
    });
    expect(scoreOf(await readCard(pair.cardId, pair.player), 4)).toMatchObject({ gross: 5, version: 1 });
  });

  it("accepts a stale write that agrees with the current gross as the marker's entry, moving no version", async () => {
    await putScore(pair.cardId, pair.player, { hole: 5, gross: 4 });
    const before = await readCard(pair.cardId, pair.player);
    const agreeing = await putScore(pair.cardId, pair.marker, { hole: 5, gross: 4, version: 0 });
    expect(agreeing.status).toBe(200);
    const saved = scoreSaveDtoSchema.parse(await agreeing.json());
    expect(saved).toMatchObject({ gross: 4, version: 1 });
    expect(saved.card.version).toBe(before.version);
    const hole5 = (await changesOf(pair.cardId)).filter((change) => change.holeNumber === 5);
    expect(hole5.map((change) => [change.role, change.value])).toEqual([
      ["player", 4],
      ["marker", 4],
    ]);
  });

  it("shows the holes where the player's and the marker's latest entries differ", async () => {
    await putScore(pair.cardId, pair.player, { hole: 6, gross: 4 });
    const saved = scoreSaveDtoSchema.parse(
      await (await putScore(pair.cardId, pair.marker, { hole: 6, gross: 5 })).json(),
    );
    expect(saved.card.mismatches).toContainEqual({ holeNumber: 6, player: 4, marker: 5, correction: null });
    const resolved = scoreSaveDtoSchema.parse(
      await (await putScore(pair.cardId, pair.player, { hole: 6, gross: 5 })).json(),
    );
    expect(resolved.card.mismatches.map((m) => m.holeNumber)).not.toContain(6);
  });

  it("refuses a gross out of range naming the hole, a hole that is not the score's, and a score of another card", async () => {
    const tooMany = await putScore(pair.cardId, pair.player, { hole: 7, gross: 21 });
    expect(tooMany.status).toBe(400);
    expect((await readProblem(tooMany)).errors).toContainEqual({
      field: "gross",
      message: "Hole 7: enter a gross from 1 to 20, or 0 for no score.",
    });
    const hole8 = scoreOf(await readCard(pair.cardId, pair.player), 8);
    const wrongHole = await putScore(pair.cardId, pair.player, { hole: 9, gross: 4, scoreId: hole8.id, version: 0 });
    expect(wrongHole.status).toBe(400);
    expect((await readProblem(wrongHole)).detail).toMatch(/^Hole 9: this score is hole 8's/);
    const otherCardScore = scoreOf(await readCard(pair.markerCardId, pair.marker), 1);
    const elsewhere = await putScore(pair.cardId, pair.player, {
      hole: 1,
      gross: 4,
      scoreId: otherCardScore.id,
      version: 0,
    });
    expect(elsewhere.status).toBe(404);
  });

  it("lets admins mark any card of the sweep and other members only look", async () => {
    const byAdmin = await putScore(pair.cardId, f.admin.user, { hole: 9, gross: 6 });
    expect(byAdmin.status).toBe(200);
    expect((await changesOf(pair.cardId)).at(-1)).toMatchObject({
      holeNumber: 9,
      role: "admin",
      byPlayerId: f.admin.user.playerId,
    });
    const bystander = (await createTestMember(db, f.sweep.id)).user;
    expect((await putScore(pair.cardId, bystander, { hole: 10, gross: 4 })).status).toBe(403);
    expect((await putScore(pair.cardId, f.outsider, { hole: 10, gross: 4, version: 0 })).status).toBe(403);
  });
});

describe("live updates", () => {
  it("announce an accepted save to the event's streams, and a refused one not at all", async () => {
    const own = await createMarkingPair(f.sweep.id);
    const notices: LiveNotice[] = [];
    const unsubscribe = await liveListener().subscribe(own.eventId, (notice) => notices.push(notice));
    try {
      await putScore(own.cardId, own.player, { hole: 4, gross: 5 });
      expect((await putScore(own.cardId, own.marker, { hole: 4, gross: 6, version: 0 })).status).toBe(409);
      await expect.poll(() => notices.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(notices).toEqual([{ type: "card", eventId: own.eventId, cardId: own.cardId, hole: 4, version: 1 }]);
    } finally {
      unsubscribe();
    }
  });
});

describe("POST /api/scores", () => {
  it("saves a hole named by its score id, as the PUT does", async () => {
    const own = await createMarkingPair(f.sweep.id);
    const score = scoreOf(await readCard(own.cardId, own.player), 3);
    const save = (body: Record<string, unknown>) =>
      callRoute(updateScoreRoute, { method: "POST", path: "/api/scores", body, as: signedIn(own.marker) });
    const response = await save({ id: score.id, gross: 2, holeNumber: 3, version: 0 });
    expect(response.status).toBe(200);
    expect(scoreSaveDtoSchema.parse(await response.json())).toMatchObject({
      holeNumber: 3,
      gross: 2,
      points: 3,
      version: 1,
    });
    expect((await save({ id: score.id, gross: 4, holeNumber: 4, version: 1 })).status).toBe(400);
    expect((await save({ id: randomUUID(), gross: 4, version: 0 })).status).toBe(404);
  });
});

describe("a closed event", () => {
  it("keeps its cards read-only", async () => {
    const own = await createMarkingPair(f.sweep.id);
    await db.event.update({ where: { id: own.eventId }, data: { complete: true, closedAt: new Date() } });
    const refused = await putScore(own.cardId, f.admin.user, { hole: 1, gross: 4 });
    expect(refused.status).toBe(409);
    expect((await readProblem(refused)).detail).toMatch(/^The event is closed/);
    expect((await readCard(own.cardId, own.player)).viewer).toMatchObject({ canMark: false, canSign: false });
  });

  it("still answers a retry of a save that landed before it closed", async () => {
    const own = await createMarkingPair(f.sweep.id);
    const key = randomUUID();
    const first = await putScore(own.cardId, own.player, { hole: 1, gross: 4, key });
    await db.event.update({ where: { id: own.eventId }, data: { complete: true, closedAt: new Date() } });
    const retry = await putScore(own.cardId, own.player, { hole: 1, gross: 4, key, version: 0 });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
  });
});

describe("docs/golf-rules.md#vector-a-full-cards entered hole by hole", () => {
  it.each(CARDS_A.map((vector) => [vector.name, vector] as const))(
    "%s's card scores as the vector says",
    async (_name, vector) => {
      const own = await createMarkingPair(f.sweep.id, { holes: TESTBROOK, eventHandicap: vector.ph });
      let last;
      for (const [at, gross] of vector.gross.entries()) {
        const response = await putScore(own.cardId, own.player, { hole: at + 1, gross });
        expect(response.status).toBe(200);
        last = scoreSaveDtoSchema.parse(await response.json());
        expect(last).toMatchObject({
          holeNumber: at + 1,
          strokes: vector.strokes[at],
          nett: vector.nett[at],
          points: vector.points[at],
        });
      }
      expect(last?.card).toMatchObject({
        outPoints: vector.out,
        inPoints: vector.in,
        totalPoints: vector.total,
        lastSixPoints: vector.l6,
        lastThreePoints: vector.l3,
        outGross: vector.grossTotals[0],
        inGross: vector.grossTotals[1],
        totalGross: vector.grossTotals[2],
        outNett: vector.nettTotals[0],
        inNett: vector.nettTotals[1],
        totalNett: vector.nettTotals[2],
        holesPlayed: 18,
      });
    },
  );
});

describe("50 concurrent writes to one card by its player and marker", () => {
  it("leave each hole at its last accepted write and one history row per accepted write", async () => {
    const own = await createMarkingPair(f.sweep.id);
    const card = await readCard(own.cardId, own.player);
    const writes = Array.from({ length: 50 }, (_, i) => {
      const hole = (i % 6) + 1;
      const as = i % 2 === 0 ? own.player : own.marker;
      // Every write starts from the card as loaded (version 0): after the first change of a hole the rest are stale,
      // and are accepted only when they agree with what is there.
      return { as, hole, gross: 3 + ((i * 7) % 4), scoreId: scoreOf(card, hole).id, version: 0 };
    });
    const responses = await Promise.all(writes.map((write) => putScore(own.cardId, write.as, write)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const accepted = await Promise.all(
      responses.flatMap((response, i) =>
        response.status === 200
          ? [response.json().then((body) => ({ write: writes[i]!, saved: scoreSaveDtoSchema.parse(body) }))]
          : [],
      ),
    );
    const changes = await changesOf(own.cardId);
    expect(changes).toHaveLength(accepted.length);
    const after = await readCard(own.cardId, own.player);
    for (let hole = 1; hole <= 6; hole++) {
      const rows = changes.filter((change) => change.holeNumber === hole);
      expect(rows.length).toBeGreaterThan(0);
      // The first accepted write of a hole changes it; every later one agrees with it.
      expect(rows.every((row) => row.value === rows[0]!.value)).toBe(true);
      expect(scoreOf(after, hole)).toMatchObject({ gross: rows.at(-1)!.value, version: 1 });
    }
    expect(after.version).toBe(6);
    expect(statuses.filter((status) => status === 409).length).toBe(50 - accepted.length);
  });

  it("never lose an update when every write is based on the version it saw", async () => {
    const own = await createMarkingPair(f.sweep.id);
    const card = await readCard(own.cardId, own.player);
    const rounds = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const hole = (i % 9) + 1;
        const as = i % 2 === 0 ? own.player : own.marker;
        const gross = 2 + (i % 7);
        const response = await putScore(own.cardId, as, {
          hole,
          gross,
          scoreId: scoreOf(card, hole).id,
          version: Math.floor(i / 9),
        });
        return { hole, gross, status: response.status };
      }),
    );
    const changes = await changesOf(own.cardId);
    expect(changes).toHaveLength(rounds.filter((round) => round.status === 200).length);
    const after = await readCard(own.cardId, own.player);
    for (let hole = 1; hole <= 9; hole++) {
      const last = changes.filter((change) => change.holeNumber === hole).at(-1);
      expect(scoreOf(after, hole).gross).toBe(last?.value ?? null);
      const realChanges = changes.filter(
        (change) => change.holeNumber === hole && change.previousValue !== change.value,
      ).length;
      expect(scoreOf(after, hole).version).toBe(realChanges);
    }
    expect(after.version).toBe(changes.filter((change) => change.previousValue !== change.value).length);
  });
});
