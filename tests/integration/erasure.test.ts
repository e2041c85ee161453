// A member's data can be downloaded and erased (docs/self-hosting.md#privacy): after an erasure no text or JSON
// column of any table holds their name or email, and the sweep's results and order of merit read as before with
// "Former member" in their place.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as accountRoute } from "@/app/api/account/route";
import { GET as accountDataRoute } from "@/app/api/account/data/route";
import { POST as eraseAccountRoute } from "@/app/api/account/erasure/route";
import { POST as closeEventRoute } from "@/app/api/events/close/[eventId]/route";
import { GET as resultsRoute } from "@/app/api/events/results/[eventId]/route";
import { GET as orderOfMeritRoute } from "@/app/api/sweeps/[sweepId]/order-of-merit/route";
import { POST as eraseMemberRoute } from "@/app/api/sweeps/[sweepId]/players/[playerId]/erasure/route";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { createCalendarFeed } from "@/lib/server/db/calendar-feeds";
import { db } from "@/lib/server/db/infra/client";
import { queryRows } from "@/lib/server/db/query-rows";
import { Prisma } from "@/lib/server/db/generated/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { accountDataDtoSchema } from "@/lib/validation/account-data";
import { z } from "zod";
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

const NAME = "Zebedee Quartermain";

let sweep: TestSweep;
let leaver: UserIdentity;
let partner: UserIdentity;
let eventId: string;
beforeAll(async () => {
  sweep = await createTestSweep(db);
  leaver = (await createTestMember(db, sweep.id, "approved", "Zebedee")).user;
  await db.user.update({
    where: { id: leaver.id },
    data: { lastName: "Quartermain", oidcIssuer: "https://id.example.test", oidcSubject: "zq-1" },
  });
  await db.player.update({ where: { id: leaver.playerId }, data: { fullName: NAME } });
  partner = (await createTestMember(db, sweep.id, "approved", "Partner")).user;
  await addTestHandicap(db, sweep.id, leaver.playerId, 12);
  await addTestHandicap(db, sweep.id, partner.playerId, 20);
  const event = await createScoredEvent(db, sweep.id, [leaver, partner]);
  eventId = event.id;
  const closed = await callRoute(closeEventRoute, {
    method: "POST",
    path: "/x",
    params: { eventId },
    body: CLOSE_ANYWAY,
    as: signedIn(sweep.owner),
  });
  expect(closed.status).toBe(200);
  // Free text that copied the name or the address: a ledger memo, a card change's reason, an admin's email.
  await db.$transaction(async (tx) => {
    const paymentId = await createTestPayment(tx, sweep.id, leaver.playerId);
    await tx.$executeRaw`SELECT set_config('sweeps.erasure', 'on', true)`;
    await tx.ledgerEntry.update({ where: { id: paymentId }, data: { reference: `Paid in by ${NAME}` } });
  });
  await db.cardChange.create({
    data: {
      scorecardId: event.cards.member,
      kind: "gross",
      holeNumber: 1,
      value: 4,
      role: "admin",
      byPlayerId: sweep.owner.playerId,
      reason: `${NAME} told me at the bar`,
      cardVersion: 1,
    },
  });
  await db.notification.create({
    data: {
      key: `join-request:${leaver.id}:${sweep.owner.id}`,
      kind: "join-request",
      userId: sweep.owner.id,
      payload: { sweepId: sweep.id, requester: NAME, contact: leaver.email },
    },
  });
  await db.notification.create({
    data: { key: `draw:${leaver.id}`, kind: "draw", userId: leaver.id, payload: { sweepId: sweep.id, name: NAME } },
  });
  await db.notificationOptOut.create({ data: { userId: leaver.id, kind: "owner-message" } });
  await db.signInAttempt.create({ data: { key: `account:${leaver.email}` } });
  await createApiToken(db, leaver.id, "Scorer script");
  await createCalendarFeed(db, leaver.id);
});

const asJson = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
};
const orderOfMerit = async () =>
  asJson(
    await callRoute(orderOfMeritRoute, {
      path: "/x",
      params: { sweepId: sweep.id },
      as: signedIn(partner),
    }),
  );
const results = async () =>
  asJson(await callRoute(resultsRoute, { path: "/x", params: { eventId }, as: signedIn(partner) }));

const found = z.object({ place: z.string() });
/** Every text, character and JSON column of every table, in every schema but the catalogue's, holding `needle`. */
async function whereFound(needle: string): Promise<string[]> {
  const columns = await queryRows(
    db,
    z.object({ schema: z.string(), table: z.string(), column: z.string() }),
    Prisma.sql`
      SELECT c.table_schema AS "schema", c.table_name AS "table", c.column_name AS "column"
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
    expect.arrayContaining(["User.email", "Player.fullName", "Notification.payload", "LedgerEntry.memo"]),
  );
  const places: string[] = [];
  for (const { schema, table, column } of columns) {
    const quoted = Prisma.raw(`"${schema}"."${table}"."${column}"`);
    const from = Prisma.raw(`"${schema}"."${table}"`);
    const rows = await queryRows(
      db,
      found,
      Prisma.sql`SELECT ${`${table}.${column}`} AS "place" FROM ${from} WHERE ${quoted}::text ILIKE ${`%${needle}%`} LIMIT 1`,
    );
    places.push(...rows.map((row) => row.place));
  }
  return places;
}

describe("a member's own data and erasure", () => {
  it("downloads everything stored about them", async () => {
    const response = await callRoute(accountDataRoute, { path: "/x", as: signedIn(leaver) });
    const data = accountDataDtoSchema.parse(await asJson(response));
    expect(data.account).toMatchObject({ email: leaver.email, firstName: "Zebedee", lastName: "Quartermain" });
    expect(data.player.fullName).toBe(NAME);
    expect(data.memberships.map((m) => m.sweepId)).toEqual([sweep.id]);
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]!.scores).toHaveLength(18);
    expect(data.handicaps.length).toBeGreaterThanOrEqual(1);
    expect(data.orderOfMerit).toHaveLength(1);
    expect(data.ledgerLines.map((line) => line.amount)).toContain(500);
    expect(data.apiTokens.map((t) => t.name)).toEqual(["Scorer script"]);
    expect(data.notificationOptOuts.map((o) => o.kind)).toEqual(["owner-message"]);
    expect(data.notifications.map((n) => n.kind)).toEqual(["draw"]);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash|passwordHash/);
  });

  it("refuses an erasure that is not confirmed with the account's email", async () => {
    const response = await callRoute(eraseAccountRoute, {
      method: "POST",
      path: "/x",
      body: { confirmation: "someone.else@example.test" },
      as: signedIn(leaver),
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([
      { field: "confirmation", message: "Type your email address exactly as it is shown." },
    ]);
  });

  it("erases every trace of the name and email, and leaves the results and order of merit as they were", async () => {
    const [meritBefore, resultsBefore] = [await orderOfMerit(), await results()];
    expect(await whereFound(NAME)).not.toEqual([]);

    const response = await callRoute(eraseAccountRoute, {
      method: "POST",
      path: "/x",
      body: { confirmation: ` ${leaver.email.toUpperCase()} ` },
      as: signedIn(leaver),
    });
    expect(response.status).toBe(204);

    expect(await whereFound(NAME)).toEqual([]);
    expect(await whereFound(leaver.email)).toEqual([]);
    expect(await whereFound("Quartermain")).toEqual([]);
    const renamed = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(NAME, "Former member"));
    expect(await orderOfMerit()).toEqual(renamed(meritBefore));
    // The results' list of names is in name order, so the new name may move in it; nothing else may change.
    const namesById = (value: unknown) => {
      const answer = value as { playerNames: Array<{ id: string }> };
      return { ...answer, playerNames: answer.playerNames.toSorted((a, b) => a.id.localeCompare(b.id)) };
    };
    expect(namesById(await results())).toEqual(namesById(renamed(resultsBefore)));

    const oldSession = { kind: "session" as const, user: leaver, sessionVersion: 0 };
    expect((await callRoute(accountRoute, { path: "/x", as: oldSession })).status).toBe(401);
    const erasure = await db.accountErasure.findUniqueOrThrow({ where: { playerId: leaver.playerId } });
    expect(erasure.byPlayerId).toBeNull();
    const membership = await db.sweepMember.findFirstOrThrow({ where: { playerId: leaver.playerId } });
    expect(membership.removedAt).not.toBeNull();
  });

  it("refuses the owner of a sweep, naming the sweep and what to do", async () => {
    const response = await callRoute(eraseAccountRoute, {
      method: "POST",
      path: "/x",
      body: { confirmation: sweep.owner.email },
      as: signedIn(sweep.owner),
    });
    expect(response.status).toBe(409);
    const { detail } = await readProblem(response);
    expect(detail).toContain(`You own the sweep “${sweep.name}”`);
    expect(detail).toContain("make another member its owner");
    expect(await db.user.findUnique({ where: { id: sweep.owner.id } })).not.toBeNull();
  });
});

describe("the owner erases a member who asks", () => {
  const eraseMember = (playerId: string, confirmation: string, as = sweep.owner) =>
    callRoute(eraseMemberRoute, {
      method: "POST",
      path: "/x",
      params: { sweepId: sweep.id, playerId },
      body: { confirmation },
      as: signedIn(as),
    });

  it("erases a member of this sweep only, confirmed with their name", async () => {
    const asker = (await createTestMember(db, sweep.id, "approved", "Asker")).user;
    const name = (await db.player.findUniqueOrThrow({ where: { id: asker.playerId } })).fullName;
    expect((await eraseMember(asker.playerId, "Someone Else")).status).toBe(400);
    expect((await eraseMember(asker.playerId, name)).status).toBe(204);
    expect(await db.user.findUnique({ where: { id: asker.id } })).toBeNull();
    expect(await db.player.findUniqueOrThrow({ where: { id: asker.playerId } })).toMatchObject({
      fullName: "Former member",
      userId: null,
    });
    const erasure = await db.accountErasure.findUniqueOrThrow({ where: { playerId: asker.playerId } });
    expect(erasure.byPlayerId).toBe(sweep.owner.playerId);
  });

  it("refuses a member of another sweep too, who erases their own account", async () => {
    const other = await createTestSweep(db);
    const both = (await createTestMember(db, sweep.id, "approved", "Both")).user;
    await db.sweepMember.create({ data: { sweepId: other.id, playerId: both.playerId, approved: true } });
    const name = (await db.player.findUniqueOrThrow({ where: { id: both.playerId } })).fullName;
    const response = await eraseMember(both.playerId, name);
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toContain(`also a member of “${other.name}”`);
    expect(await db.user.findUnique({ where: { id: both.id } })).not.toBeNull();
  });

  it("answers 404 for a player who was never a member of the sweep", async () => {
    const stranger = await createTestUser(db);
    expect((await eraseMember(stranger.playerId, "Player")).status).toBe(404);
  });
});
