// Shared by the results test files: the course of docs/golf-rules.md#testbrook and fields of players with their cards, and the
// results endpoints called as a member's browser would.
import { randomUUID } from "node:crypto";
import { POST as closeRoute } from "@/app/api/events/close/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { addTestMember, createTestEvent, createTestUser, signedIn, CLOSE_ANYWAY } from "../factories";
import { TESTBROOK } from "../unit/golf/fixtures";
import { callRoute } from "./http";

/** docs/golf-rules.md#testbrook: Testbrook (par 72, front SIs odd, back SIs even) as a course of the sweep. */
export async function createTestbrook(sweepId: string) {
  return db.course.create({
    data: {
      sweepId,
      name: `Testbrook ${randomUUID().slice(0, 8)}`,
      holes: { create: TESTBROOK.map(({ number, par, index }) => ({ number, par, index })) },
    },
    select: { id: true, name: true },
  });
}

/** An approved member of the sweep named "First Last". */
export async function addNamedMember(sweepId: string, firstName: string, lastName = "Vector"): Promise<UserIdentity> {
  const user = await createTestUser(db, { firstName, lastName });
  await addTestMember(db, sweepId, user);
  return user;
}

export type FieldPlayer = { user: UserIdentity; eventHandicap: number; gross?: ReadonlyArray<number | null> };

/**
 * A drawn event on the course with each player's card at their event handicap and their gross written hole by
 * hole (players without gross have an empty card). Returns the event id and each player's card id.
 */
export async function playField(
  sweepId: string,
  courseId: string,
  players: FieldPlayer[],
  options: { date?: string; doublePoints?: boolean } = {},
) {
  const event = await createTestEvent(db, sweepId, {
    courseId,
    drawn: true,
    date: options.date,
    entrants: players.map((p) => p.user),
  });
  if (options.doublePoints) await db.event.update({ where: { id: event.id }, data: { doublePoints: true } });
  const entries = await db.entry.findMany({
    where: { eventId: event.id },
    select: { playerId: true, scoreCard: { select: { id: true } } },
  });
  const cardOf = new Map(entries.map((entry) => [entry.playerId, entry.scoreCard!.id]));
  for (const [at, player] of players.entries()) {
    const cardId = cardOf.get(player.user.playerId)!;
    await db.entry.updateMany({
      where: { eventId: event.id, playerId: player.user.playerId },
      data: { group: Math.floor(at / 4) + 1, drawOrder: at + 1 },
    });
    await db.scorecard.update({ where: { id: cardId }, data: { eventHandicap: player.eventHandicap } });
    if (player.gross) {
      await db.score.createMany({
        data: player.gross.map((gross, i) => ({ scorecardId: cardId, holeNumber: i + 1, gross })),
      });
    }
  }
  return { eventId: event.id, cardOf };
}

export async function closeAs(user: UserIdentity, eventId: string) {
  const response = await callRoute(closeRoute, {
    method: "POST",
    path: `/api/events/close/${eventId}`,
    params: { eventId },
    body: CLOSE_ANYWAY,
    as: signedIn(user),
  });
  if (response.status !== 200) throw new Error(`close answered ${response.status}: ${await response.text()}`);
}

type Handler = Parameters<typeof callRoute>[0];

/** GET a results endpoint as a member and parse it with its DTO schema. */
export async function getAs<T>(
  handler: Handler,
  params: Record<string, string>,
  as: UserIdentity,
  schema: { parse: (value: unknown) => T },
): Promise<T> {
  const response = await callRoute(handler, { path: "/results", params, as: signedIn(as) });
  if (response.status !== 200) throw new Error(`GET answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}
