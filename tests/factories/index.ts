// Test data factories: each takes the database first (the per-file test database, or a benchmark's) and
// returns the ids a test needs. Unique names come from a counter, so factories can be called freely.
import { DEFAULT_HANDICAP_RULES, DEFAULT_OOM_RULES, roundHalfUp, type Hole } from "@/lib/golf";
import type { Db } from "@/lib/server/db/infra/client";
import { createUser, type UserIdentity } from "@/lib/server/db/users";
import { CARD_DECISIONS } from "@/lib/validation/card-decisions";

let sequence = 0;
const next = () => ++sequence;

export async function createTestUser(
  db: Db,
  name: { firstName?: string; lastName?: string } = {},
): Promise<UserIdentity> {
  const n = next();
  return createUser(db, {
    email: `player${n}-${process.pid}@example.test`,
    firstName: name.firstName ?? "Player",
    lastName: name.lastName ?? `Number${n}`,
  });
}

export type TestSweep = { id: string; name: string; owner: UserIdentity };

/** A sweep with its owner as an approved admin member, as POST /api/sweeps/createSweep makes it. */
export async function createTestSweep(
  db: Db,
  options: { owner?: UserIdentity; name?: string } = {},
): Promise<TestSweep> {
  const owner = options.owner ?? (await createTestUser(db, { firstName: "Owner" }));
  const name = options.name ?? `Sweep ${next()}`;
  const sweep = await db.sweep.create({
    data: {
      name,
      ownerId: owner.playerId,
      oomRules: { ...DEFAULT_OOM_RULES },
      handicapRules: { ...DEFAULT_HANDICAP_RULES },
      members: { create: { playerId: owner.playerId, approved: true, isAdmin: true, approvedAt: new Date() } },
    },
    select: { id: true },
  });
  return { id: sweep.id, name, owner };
}

export type MembershipState = "approved" | "pending" | "admin" | "removed" | "declined";

/** A membership row in the given state; returns its id (the memberId of the API). */
export async function addTestMember(
  db: Db,
  sweepId: string,
  player: { playerId: string },
  state: MembershipState = "approved",
) {
  const now = new Date();
  const wasApproved = state === "approved" || state === "admin" || state === "removed";
  const row = await db.sweepMember.create({
    data: {
      sweepId,
      playerId: player.playerId,
      approved: wasApproved,
      isAdmin: state === "admin",
      approvedAt: wasApproved ? now : null,
      removedAt: state === "removed" || state === "declined" ? now : null,
    },
    select: { id: true },
  });
  return row.id;
}

/** A user who is a member of the sweep in the given state. */
export async function createTestMember(
  db: Db,
  sweepId: string,
  state: MembershipState = "approved",
  firstName?: string,
) {
  const user = await createTestUser(db, { firstName: firstName ?? state[0]!.toUpperCase() + state.slice(1) });
  const memberId = await addTestMember(db, sweepId, user, state);
  return { user, memberId };
}

export async function addTestHandicap(
  db: Db,
  sweepId: string,
  playerId: string,
  exact: number,
  options: { created?: Date; eventId?: string } = {},
) {
  const exactTenths = Math.round(exact * 10);
  return db.handicapEntry.create({
    data: {
      sweepId,
      playerId,
      exactTenths,
      playingHandicap: roundHalfUp(exactTenths / 10),
      created: options.created,
      eventId: options.eventId,
    },
    select: { id: true, exactTenths: true, playingHandicap: true, created: true },
  });
}

/** Par 72: pars 4,4,3,5,4,4,3,4,5 on each nine; stroke indexes odd on the front nine, even on the back. */
export const TEST_HOLES: readonly Hole[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5].map((par, i) => ({
  number: i + 1,
  par,
  index: i < 9 ? 2 * i + 1 : 2 * (i - 9) + 2,
}));

/** A course of the sweep with the TEST_HOLES. */
export function createTestCourse(db: Db, sweepId: string, name = `Course ${next()}`) {
  return db.course.create({
    data: { sweepId, name, holes: { create: TEST_HOLES.map(({ number, par, index }) => ({ number, par, index })) } },
    select: { id: true, name: true },
  });
}

/** The calendar day `days` from today in the local zone, as YYYY-MM-DD (events ahead are open for entries). */
export function daysFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** An event on a course (a new 18-hole course of the sweep unless given), with entrants who each have an empty card. */
export async function createTestEvent(
  db: Db,
  sweepId: string,
  options: {
    courseId?: string;
    date?: string;
    complete?: boolean;
    closedAt?: Date;
    drawn?: boolean;
    winterHandicaps?: boolean;
    entriesOpenAfterDraw?: boolean;
    maxField?: number | null;
    entryDeadline?: string | null;
    entrants?: Array<{ playerId: string }>;
  } = {},
) {
  const courseId = options.courseId ?? (await createTestCourse(db, sweepId)).id;
  return db.event.create({
    data: {
      sweepId,
      courseId,
      date: new Date(`${options.date ?? "2026-06-07"}T00:00:00Z`),
      complete: options.complete ?? false,
      closedAt: options.closedAt ?? (options.complete ? new Date() : null),
      drawn: options.drawn ?? false,
      winterHandicaps: options.winterHandicaps ?? false,
      entriesOpenAfterDraw: options.entriesOpenAfterDraw ?? false,
      maxField: options.maxField ?? null,
      entryDeadline: options.entryDeadline ? new Date(`${options.entryDeadline}T00:00:00Z`) : null,
      entries: {
        create: (options.entrants ?? []).map((entrant) => ({
          playerId: entrant.playerId,
          scoreCard: { create: { eventHandicap: 0 } },
        })),
      },
    },
    select: { id: true, courseId: true },
  });
}

export function addTestOomResult(db: Db, eventId: string, playerId: string, position: number, points: number) {
  return db.oomResult.create({ data: { eventId, playerId, position, points }, select: { id: true } });
}

/**
 * One sweep with a caller of every standing: owner, admin, member, the member's marker (in a drawn event of
 * the sweep, each with a card), a pending requester, the owner of another sweep, and a user who belongs to
 * no sweep.
 */
export async function createSweepFixture(db: Db) {
  const sweep = await createTestSweep(db, { name: `Fixture ${next()}` });
  const admin = await createTestMember(db, sweep.id, "admin", "Admin");
  const member = await createTestMember(db, sweep.id, "approved", "Member");
  const marker = await createTestMember(db, sweep.id, "approved", "Marker");
  const pending = await createTestMember(db, sweep.id, "pending", "Pending");
  const outsider = await createTestUser(db, { firstName: "Outsider" });
  const adminElsewhere = (await createTestSweep(db, { name: `Elsewhere ${next()}` })).owner;
  const ownerMemberId = (
    await db.sweepMember.findFirstOrThrow({ where: { sweepId: sweep.id, playerId: sweep.owner.playerId } })
  ).id;
  const event = await createTestEvent(db, sweep.id, { drawn: true, entrants: [member.user, marker.user] });
  const cards = await markEachOther(db, event.id, member.user.playerId, marker.user.playerId);
  return {
    sweep,
    owner: sweep.owner,
    ownerMemberId,
    admin,
    member,
    marker,
    pending,
    outsider,
    adminElsewhere,
    event,
    cards,
  };
}

/** Draws two entrants of an event into one group, each marking the other; returns their card ids. */
async function markEachOther(db: Db, eventId: string, playerId: string, markerPlayerId: string) {
  const entries = await db.entry.findMany({
    where: { eventId, playerId: { in: [playerId, markerPlayerId] } },
    select: { id: true, playerId: true, scoreCard: { select: { id: true } } },
  });
  const player = entries.find((entry) => entry.playerId === playerId)!;
  const marker = entries.find((entry) => entry.playerId === markerPlayerId)!;
  await db.entry.update({ where: { id: marker.id }, data: { group: 1, marksEntryId: player.id } });
  await db.entry.update({ where: { id: player.id }, data: { group: 1, marksEntryId: marker.id } });
  return { member: player.scoreCard!.id, marker: marker.scoreCard!.id };
}
export type SweepFixture = Awaited<ReturnType<typeof createSweepFixture>>;

/** callRoute's caller for a signed-in browser session. */
export const signedIn = (user: UserIdentity) => ({ kind: "session" as const, user });

/** Gross scores on a card, hole 1 onwards (a gross of 0 or null is no score). */
export async function addTestScores(db: Db, cardId: string, gross: ReadonlyArray<number | null>) {
  await db.score.createMany({
    data: gross.map((value, i) => ({ scorecardId: cardId, holeNumber: i + 1, gross: value })),
  });
}

/** The close endpoint's body of a secretary who closes whatever the cards (docs/screens-and-api.md#closing-with-everything-in-view). */
export const CLOSE_ANYWAY = { confirm: [...CARD_DECISIONS] };

/** The card's player signs and its marker attests the card as it now is (its current version). */
export async function signAndAttestTestCard(db: Db, cardId: string) {
  const card = await db.scorecard.findUniqueOrThrow({
    where: { id: cardId },
    select: { version: true, entry: { select: { playerId: true, markedBy: { select: { playerId: true } } } } },
  });
  const player = card.entry.playerId;
  await db.cardChange.createMany({
    data: [
      { scorecardId: cardId, kind: "signature", role: "player", byPlayerId: player, cardVersion: card.version },
      {
        scorecardId: cardId,
        kind: "attestation",
        role: card.entry.markedBy ? "marker" : "admin",
        byPlayerId: card.entry.markedBy?.playerId ?? player,
        cardVersion: card.version,
      },
    ],
  });
}

/** A drawn event (one group, each marking the other) whose two cards are fully scored: ready to close. */
export async function createScoredEvent(
  db: Db,
  sweepId: string,
  players: [{ playerId: string }, { playerId: string }],
  date = "2026-06-07",
) {
  const event = await createTestEvent(db, sweepId, { drawn: true, date, entrants: players });
  const cards = await markEachOther(db, event.id, players[0].playerId, players[1].playerId);
  await addTestScores(
    db,
    cards.member,
    TEST_HOLES.map((hole) => hole.par),
  );
  await addTestScores(
    db,
    cards.marker,
    TEST_HOLES.map((hole) => hole.par + 1),
  );
  return { ...event, cards };
}

/** A member's payment of `amount` minor units to the treasurer, as recorded in the sweep's ledger; answers its id. */
export async function createTestPayment(db: Db, sweepId: string, playerId: string, amount = 500): Promise<string> {
  const entry = await db.ledgerEntry.create({
    data: {
      sweepId,
      kind: "payment",
      memo: "Paid in (cash)",
      lines: {
        create: [
          { sweepId, account: "purse", playerId, amount },
          { sweepId, account: "cash", amount: -amount },
        ],
      },
    },
    select: { id: true },
  });
  return entry.id;
}
