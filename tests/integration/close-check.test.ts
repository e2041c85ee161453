import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCloseCheck } from "@/app/api/events/[eventId]/close-check/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { closeCheckDtoSchema } from "@/lib/validation/close-check";
import {
  addTestMember,
  addTestScores,
  createSweepFixture,
  createTestEvent,
  createTestUser,
  signAndAttestTestCard,
  signedIn,
  type SweepFixture,
  TEST_HOLES,
} from "../factories";
import { callRoute, readProblem } from "./http";

const PARS = TEST_HOLES.map((hole) => hole.par);

let f: SweepFixture;
beforeAll(async () => {
  f = await createSweepFixture(db);
});

/** A drawn event of the named players, one card each; the caller scores and signs them. */
async function drawnEventOf(names: readonly string[]) {
  const players = await Promise.all(
    names.map(async (name) => {
      const [firstName, lastName] = name.split(" ");
      const user = await createTestUser(db, { firstName, lastName });
      await addTestMember(db, f.sweep.id, user, "approved");
      return user;
    }),
  );
  const event = await createTestEvent(db, f.sweep.id, { drawn: true, entrants: players });
  const entries = await db.entry.findMany({
    where: { eventId: event.id },
    select: { id: true, playerId: true, scoreCard: { select: { id: true } } },
  });
  const byName = new Map<string, { cardId: string; player: UserIdentity; entryId: string }>();
  for (const [at, name] of names.entries()) {
    const player = players[at]!;
    const entry = entries.find((row) => row.playerId === player.playerId)!;
    byName.set(name, { cardId: entry.scoreCard!.id, player, entryId: entry.id });
  }
  // One group, each marking the next, as a draw leaves them.
  const ring = names.map((name) => byName.get(name)!);
  for (const [at, card] of ring.entries()) {
    await db.entry.update({
      where: { id: ring[(at + 1) % ring.length]!.entryId },
      data: { group: 1, marksEntryId: card.entryId },
    });
  }
  return { eventId: event.id, card: (name: string) => byName.get(name)! };
}

const readCheck = async (eventId: string, as: UserIdentity = f.admin.user) =>
  callRoute(getCloseCheck, { path: "/x", params: { eventId }, as: signedIn(as) });

const close = (eventId: string, body?: unknown) =>
  callRoute(closeEvent, {
    method: "POST",
    path: `/api/events/close/${eventId}`,
    params: { eventId },
    body,
    as: signedIn(f.admin.user),
  });

/** The player's and the marker's latest entries on a hole, as the two phones send them. */
async function enteredBy(cardId: string, holeNumber: number, entries: { player: number; marker: number }) {
  const card = await db.scorecard.findUniqueOrThrow({
    where: { id: cardId },
    select: { version: true, entry: { select: { playerId: true, markedBy: { select: { playerId: true } } } } },
  });
  await db.cardChange.createMany({
    data: [
      { role: "player" as const, value: entries.player, byPlayerId: card.entry.playerId },
      { role: "marker" as const, value: entries.marker, byPlayerId: card.entry.markedBy!.playerId },
    ].map((entry) => ({
      ...entry,
      scorecardId: cardId,
      kind: "gross" as const,
      holeNumber,
      cardVersion: card.version,
    })),
  });
}

describe("closing with everything in view (docs/screens-and-api.md#closing-with-everything-in-view)", () => {
  let field: Awaited<ReturnType<typeof drawnEventOf>>;
  beforeAll(async () => {
    field = await drawnEventOf([
      "Ann Agreed",
      "Ben Stopped",
      "Cal Noscore",
      "Dee Disputed",
      "Eve Unsigned",
      "Fay Signed",
    ]);
    const { card } = field;
    await addTestScores(db, card("Ann Agreed").cardId, PARS);
    await signAndAttestTestCard(db, card("Ann Agreed").cardId);
    // Stopped on hole 12, with a "no score" (0) on hole 4 that counts as entered.
    await addTestScores(
      db,
      card("Ben Stopped").cardId,
      PARS.map((par, at) => (at === 3 ? 0 : at < 12 ? par : null)),
    );
    await addTestScores(db, card("Dee Disputed").cardId, PARS);
    await enteredBy(card("Dee Disputed").cardId, 7, { player: 4, marker: 5 });
    await enteredBy(card("Dee Disputed").cardId, 11, { player: 3, marker: 3 });
    await addTestScores(db, card("Eve Unsigned").cardId, PARS);
    await addTestScores(db, card("Fay Signed").cardId, PARS);
    await db.cardChange.create({
      data: {
        scorecardId: card("Fay Signed").cardId,
        kind: "signature",
        role: "player",
        byPlayerId: card("Fay Signed").player.playerId,
        cardVersion: 0,
      },
    });
  });

  it("names every card needing a decision, by player, with why: every kind", async () => {
    const response = await readCheck(field.eventId);
    expect(response.status).toBe(200);
    const check = closeCheckDtoSchema.parse(await response.json());
    expect(check.decisions).toEqual(["noScore", "incomplete", "disagreement", "unsigned"]);
    expect(
      check.cards.map((card) => ({
        name: card.player.fullName,
        decisions: card.decisions,
        holesEntered: card.holesEntered,
        missingHoles: card.missingHoles,
        disagreementHoles: card.disagreementHoles,
        signed: card.signed,
        attested: card.attested,
      })),
    ).toEqual([
      {
        name: "Ben Stopped",
        decisions: ["incomplete"],
        holesEntered: 12,
        missingHoles: [13, 14, 15, 16, 17, 18],
        disagreementHoles: [],
        signed: false,
        attested: false,
      },
      {
        name: "Cal Noscore",
        decisions: ["noScore"],
        holesEntered: 0,
        missingHoles: TEST_HOLES.map((hole) => hole.number),
        disagreementHoles: [],
        signed: false,
        attested: false,
      },
      {
        name: "Dee Disputed",
        decisions: ["disagreement"],
        holesEntered: 18,
        missingHoles: [],
        disagreementHoles: [7],
        signed: false,
        attested: false,
      },
      {
        name: "Eve Unsigned",
        decisions: ["unsigned"],
        holesEntered: 18,
        missingHoles: [],
        disagreementHoles: [],
        signed: false,
        attested: false,
      },
      {
        name: "Fay Signed",
        decisions: ["unsigned"],
        holesEntered: 18,
        missingHoles: [],
        disagreementHoles: [],
        signed: true,
        attested: false,
      },
    ]);
    expect(check.cards.map((card) => card.cardId)).toContain(field.card("Ben Stopped").cardId);
  });

  it("is the admins' list: a member is refused", async () => {
    expect((await readCheck(field.eventId, f.member.user)).status).toBe(403);
  });

  it("refuses a close that does not confirm every kind present, naming the kinds and the players", async () => {
    const unconfirmed = await close(field.eventId, { confirm: [] });
    expect(unconfirmed.status).toBe(409);
    const problem = (await readProblem(unconfirmed)) as Awaited<ReturnType<typeof readProblem>> & {
      unconfirmed: string[];
      cards: unknown[];
    };
    expect(problem.unconfirmed).toEqual(["noScore", "incomplete", "disagreement", "unsigned"]);
    expect(problem.cards).toHaveLength(5);
    expect(problem.detail).toContain("Not finished: Ben Stopped");
    expect(problem.detail).toContain("Player and marker disagree: Dee Disputed");
    expect(problem.detail).toContain("Not signed or attested: Eve Unsigned, Fay Signed");

    const partly = await close(field.eventId, { confirm: ["noScore", "incomplete"] });
    expect(partly.status).toBe(409);
    expect(((await readProblem(partly)) as unknown as { unconfirmed: string[] }).unconfirmed).toEqual([
      "disagreement",
      "unsigned",
    ]);
    expect(await db.event.findUniqueOrThrow({ where: { id: field.eventId }, select: { complete: true } })).toEqual({
      complete: false,
    });

    const unknownKind = await close(field.eventId, { confirm: ["everything"] });
    expect(unknownKind.status).toBe(400);

    const confirmed = await close(field.eventId, { confirm: ["unsigned", "disagreement", "incomplete", "noScore"] });
    expect(confirmed.status).toBe(200);
    expect(await db.oomResult.count({ where: { eventId: field.eventId } })).toBe(5);
  });

  it("closes without a body as the specification calls it, whatever its cards: its clients know no signatures", async () => {
    const unsigned = await drawnEventOf(["Kim Unsigned", "Lou Stopped"]);
    await addTestScores(db, unsigned.card("Kim Unsigned").cardId, PARS);
    await addTestScores(db, unsigned.card("Lou Stopped").cardId, PARS.slice(0, 9));
    expect((await close(unsigned.eventId)).status).toBe(200);
    expect(await db.oomResult.count({ where: { eventId: unsigned.eventId } })).toBe(2);
  });

  it("closes an event whose every card is finished, agreed, signed and attested with nothing to confirm", async () => {
    const agreed = await drawnEventOf(["Gus Good", "Hal Good"]);
    for (const name of ["Gus Good", "Hal Good"]) {
      await addTestScores(db, agreed.card(name).cardId, PARS);
      await signAndAttestTestCard(db, agreed.card(name).cardId);
    }
    const check = closeCheckDtoSchema.parse(await (await readCheck(agreed.eventId)).json());
    expect(check).toEqual({ cards: [], decisions: [] });
    expect((await close(agreed.eventId, { confirm: [] })).status).toBe(200);
  });

  it("takes a signature as given only at the card's current version: a later change asks again", async () => {
    const changed = await drawnEventOf(["Ivy Changed", "Jon Marker"]);
    const { cardId } = changed.card("Ivy Changed");
    await addTestScores(db, cardId, PARS);
    await signAndAttestTestCard(db, cardId);
    await db.scorecard.update({ where: { id: cardId }, data: { version: { increment: 1 } } });
    const check = closeCheckDtoSchema.parse(await (await readCheck(changed.eventId)).json());
    expect(check.cards.find((card) => card.cardId === cardId)).toMatchObject({
      decisions: ["unsigned"],
      signed: false,
      attested: false,
    });
  });
});
