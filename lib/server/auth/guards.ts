import "server-only";
import { z } from "zod";
import type { SweepHeaderDto } from "@/lib/validation/sweeps";
import { db } from "../db/infra/client";
import { type Credential, credentialHolds } from "../db/credentials";
import { Prisma } from "../db/generated/client";
import { queryRows } from "../db/query-rows";
import { findSweepInvite, inviteRefusal } from "../db/sweep-invites";
import { findCalendarFeedPlayer } from "../db/calendar-feeds";
import { AppError, notFound } from "../errors";
import { timed } from "../log/server-timing";
import type {
  AuthorizedCardId,
  AuthorizedEventId,
  AuthorizedSweepId,
  CardAccess,
  CardNeed,
  EventAccess,
  SweepAccess,
  SweepNeed,
  SweepRole,
} from "./authorized";

// Each guard resolves a resource, its sweep and the caller's relation to both in ONE query (per-hole scoring
// calls them on every tap), then decides. They are the only places that create authorized ids.

type Caller = { playerId: string };

const RANK: Record<SweepRole, number> = { member: 1, admin: 2, owner: 3 };

const REFUSAL: Record<SweepNeed, string> = {
  member: "Only approved members of this sweep can see this. Ask to join, and the owner will approve you.",
  treasurer: "Only the sweep's treasurer, admins and owner can do this.",
  admin: "Only the sweep's owner and admins can do this.",
  owner: "Only the sweep's owner can do this.",
};

/** The columns every guard query returns: the resource's sweep and the caller's standing there. */
const standingRow = z.object({
  sweepId: z.string(),
  isOwner: z.boolean(),
  isAdmin: z.boolean().nullable(),
  isTreasurer: z.boolean().nullable(),
});
type StandingRow = z.infer<typeof standingRow>;

const standingColumns = Prisma.sql`s."id" AS "sweepId", s."ownerId" = m_caller."callerId" AS "isOwner", m."isAdmin" AS "isAdmin",
  m."isTreasurer" AS "isTreasurer"`;

/** Joins the sweep `s` to the caller's approved, current membership `m` (null when they have none). */
function standingJoins(playerId: string): Prisma.Sql {
  return Prisma.sql`
    CROSS JOIN (SELECT ${playerId}::uuid AS "callerId") m_caller
    LEFT JOIN "SweepMember" m
      ON m."sweepId" = s."id" AND m."playerId" = m_caller."callerId" AND m."approved" AND m."removedAt" IS NULL`;
}

function roleOf(row: StandingRow): SweepRole | null {
  if (row.isOwner) return "owner";
  if (row.isAdmin === null) return null;
  return row.isAdmin ? "admin" : "member";
}

/** Whether a role (and the treasurer's standing) meets a need: the treasurer's is met by it and by admin and owner. */
function meets(role: SweepRole, isTreasurer: boolean, needed: SweepNeed): boolean {
  if (needed === "treasurer") return isTreasurer || RANK[role] >= RANK.admin;
  return RANK[role] >= RANK[needed];
}

function authorize(row: StandingRow, caller: Caller, needed: SweepNeed): SweepAccess {
  const role = roleOf(row);
  if (!role || !meets(role, row.isTreasurer === true, needed)) throw new AppError("forbidden", REFUSAL[needed]);
  return { sweepId: row.sweepId as AuthorizedSweepId, role, playerId: caller.playerId };
}

/**
 * A guard and a read it need not wait for, run at once: the fingerprint of an answer kept in memory
 * (lib/server/db/fingerprint-memo.ts) depends only on the id the caller named, so it is asked beside the guard's
 * query and the request costs one round trip the fewer. Its value is handed on only once the guard lets the caller
 * in: a refused caller gets the guard's answer, and the read's own failure is then dropped with it.
 */
export async function besideGuard<A, T>(guard: Promise<A>, read: Promise<T>): Promise<[A, T]> {
  const settled = read.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const access = await guard;
  const outcome = await settled;
  if (!outcome.ok) throw outcome.error;
  return [access, outcome.value];
}

/** 404 when the sweep does not exist, 403 when the caller's role is below what is needed (owner ⊃ admin ⊃ member). */
export async function requireSweepRole(caller: Caller, sweepId: string, needed: SweepNeed): Promise<SweepAccess> {
  const [row] = await queryRows(
    db,
    standingRow,
    Prisma.sql`
    SELECT ${standingColumns} FROM "Sweep" s ${standingJoins(caller.playerId)} WHERE s."id" = ${sweepId}::uuid`,
  );
  if (!row) throw notFound("The sweep");
  return authorize(row, caller, needed);
}

/**
 * For pages: the caller's access from the sweep header that getSweep read for this same caller (its standing
 * comes from the same membership row the guard query reads), so a page does not ask twice; null when refused.
 */
export function accessFromSweepHeader(sweep: SweepHeaderDto, caller: Caller, needed: SweepNeed): SweepAccess | null {
  const role: SweepRole | null = sweep.isOwner
    ? "owner"
    : sweep.isSweepAdmin
      ? "admin"
      : sweep.approved
        ? "member"
        : null;
  if (!role || !meets(role, sweep.isTreasurer, needed)) return null;
  return { sweepId: sweep.id as AuthorizedSweepId, role, playerId: caller.playerId };
}

/** The caller's role in the sweep of a handicap entry: 404 when there is no such entry. */
export async function requireHandicapEntryRole(
  caller: Caller,
  handicapId: string,
  needed: SweepRole,
): Promise<SweepAccess> {
  const [row] = await queryRows(
    db,
    standingRow,
    Prisma.sql`
    SELECT ${standingColumns}
    FROM "HandicapEntry" h JOIN "Sweep" s ON s."id" = h."sweepId" ${standingJoins(caller.playerId)}
    WHERE h."id" = ${handicapId}::uuid`,
  );
  if (!row) throw notFound("That handicap entry");
  return authorize(row, caller, needed);
}

const eventRow = standingRow.extend({ eventId: z.string(), isComplete: z.boolean() });
const heldEventRow = eventRow.extend({ credentialHolds: z.boolean() });

/** The caller's role in the sweep of an event: 404 when there is no such event. */
export async function requireEventRole(caller: Caller, eventId: string, needed: SweepRole): Promise<EventAccess> {
  return eventRole(caller, eventId, needed, Prisma.sql`TRUE`);
}

const CREDENTIAL_ENDED = "You have been signed out, or the API token has been revoked. Sign in again to carry on.";

/**
 * requireEventRole asked again, in the same one query, for a caller authenticated a while ago (an open event
 * stream): the credential the request came with must still hold as well (401 once the user has signed out,
 * changed their password or revoked the token).
 */
export async function recheckEventRole(
  caller: Caller & { credential: Credential },
  eventId: string,
  needed: SweepRole,
): Promise<EventAccess> {
  return eventRole(caller, eventId, needed, credentialHolds(caller.credential));
}

async function eventRole(
  caller: Caller,
  eventId: string,
  needed: SweepRole,
  credential: Prisma.Sql,
): Promise<EventAccess> {
  const [row] = await queryRows(
    db,
    heldEventRow,
    Prisma.sql`
    SELECT ${standingColumns}, e."id" AS "eventId", e."complete" AS "isComplete", ${credential} AS "credentialHolds"
    FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId" ${standingJoins(caller.playerId)}
    WHERE e."id" = ${eventId}::uuid`,
  );
  if (!row) throw notFound("The event");
  if (!row.credentialHolds) throw new AppError("unauthenticated", CREDENTIAL_ENDED);
  return { ...authorize(row, caller, needed), eventId: row.eventId as AuthorizedEventId, isComplete: row.isComplete };
}

const cardRow = eventRow.extend({ cardId: z.string(), isPlayer: z.boolean(), isMarker: z.boolean() });

const MARK_REFUSAL = "Only the card's player, their marker and the sweep's admins can mark this card.";

/**
 * A scorecard and the caller's relation to it: view needs membership of the event's sweep; mark needs to be
 * the card's player, the player's marker (from the draw) or an admin; admin needs an admin. 404 when unknown.
 */
export async function requireCardAccess(caller: Caller, cardId: string, need: CardNeed): Promise<CardAccess> {
  return cardAccess(caller, need, Prisma.sql`"Scorecard" c`, Prisma.sql`c."id" = ${cardId}::uuid`, "The scorecard");
}

/** The card of one score (a hole) and the caller's relation to it, as requireCardAccess; 404 when unknown. */
export async function requireScoreCardAccess(
  caller: Caller,
  scoreId: string,
  need: CardNeed,
): Promise<CardAccess & { scoreId: string }> {
  const card = Prisma.sql`"Score" sc JOIN "Scorecard" c ON c."id" = sc."scorecardId"`;
  const access = await cardAccess(caller, need, card, Prisma.sql`sc."id" = ${scoreId}::uuid`, "The score");
  return { ...access, scoreId };
}

async function cardAccess(
  caller: Caller,
  need: CardNeed,
  card: Prisma.Sql,
  where: Prisma.Sql,
  what: string,
): Promise<CardAccess> {
  const [row] = await timed("guard", () =>
    queryRows(
      db,
      cardRow,
      Prisma.sql`
    SELECT ${standingColumns}, e."id" AS "eventId", e."complete" AS "isComplete", c."id" AS "cardId",
           pe."playerId" = m_caller."callerId" AS "isPlayer",
           EXISTS (SELECT 1 FROM "Entry" me WHERE me."marksEntryId" = pe."id" AND me."playerId" = m_caller."callerId") AS "isMarker"
    FROM ${card}
    JOIN "Entry" pe ON pe."id" = c."entryId"
    JOIN "Event" e ON e."id" = pe."eventId"
    JOIN "Sweep" s ON s."id" = e."sweepId" ${standingJoins(caller.playerId)}
    WHERE ${where}`,
    ),
  );
  if (!row) throw notFound(what);
  const access = authorize(row, caller, need === "admin" ? "admin" : "member");
  const relation = row.isPlayer ? "player" : row.isMarker ? "marker" : "member";
  if (need === "mark" && relation === "member" && access.role === "member")
    throw new AppError("forbidden", MARK_REFUSAL);
  return {
    ...access,
    eventId: row.eventId as AuthorizedEventId,
    isComplete: row.isComplete,
    cardId: row.cardId as AuthorizedCardId,
    relation,
  };
}

/**
 * The sweeps in which the caller may see another player, in one query: the caller is an approved, current
 * member (or the owner), and the other player is a current member or the owner there; the owner and admins
 * also see pending and former members.
 */
export async function requireSharedSweeps(caller: Caller, playerId: string): Promise<AuthorizedSweepId[]> {
  const rows = await queryRows(
    db,
    z.object({ sweepId: z.string() }),
    Prisma.sql`
    SELECT s."id" AS "sweepId"
    FROM "Sweep" s ${standingJoins(caller.playerId)}
    LEFT JOIN "SweepMember" other ON other."sweepId" = s."id" AND other."playerId" = ${playerId}::uuid
    WHERE (s."ownerId" = m_caller."callerId" OR m."id" IS NOT NULL)
      AND (
        s."ownerId" = ${playerId}::uuid
        OR (other."approved" AND other."removedAt" IS NULL)
        OR (other."id" IS NOT NULL AND (s."ownerId" = m_caller."callerId" OR m."isAdmin"))
      )`,
  );
  return rows.map((row) => row.sweepId as AuthorizedSweepId);
}

/** The caller's role in the sweep that a course belongs to: 404 when there is no such course. */
export async function requireCourseRole(
  caller: Caller,
  courseId: string,
  needed: SweepRole,
): Promise<SweepAccess & { courseId: string }> {
  const [row] = await queryRows(
    db,
    standingRow.extend({ courseId: z.string() }),
    Prisma.sql`
    SELECT ${standingColumns}, c."id" AS "courseId"
    FROM "Course" c JOIN "Sweep" s ON s."id" = c."sweepId" ${standingJoins(caller.playerId)}
    WHERE c."id" = ${courseId}::uuid`,
  );
  if (!row) throw notFound("The course");
  return { ...authorize(row, caller, needed), courseId: row.courseId };
}

/**
 * An invite link that still works: the link itself is the permission to join its sweep (404 for a token never
 * issued, 409 with the reason when it was withdrawn or has expired).
 */
export async function requireSweepInvite(
  token: string,
  now = new Date(),
): Promise<{ sweepId: AuthorizedSweepId; joinDirectly: boolean }> {
  const invite = await findSweepInvite(db, token);
  if (!invite) throw new AppError("not_found", "That link is not a valid invite link: copy the whole link again.");
  const refusal = inviteRefusal(invite, now);
  if (refusal) throw new AppError("conflict", refusal);
  return { sweepId: invite.sweepId as AuthorizedSweepId, joinDirectly: invite.joinDirectly };
}

/**
 * A calendar feed's secret stands for its member, since a calendar app sends no cookie: the player it opens, whose
 * events the feed lists as their own list of events does (only their sweeps'). An unknown or revoked secret is a 404.
 */
export async function requireCalendarFeed(token: string): Promise<{ playerId: string }> {
  const feed = await findCalendarFeedPlayer(db, token);
  if (!feed) throw new AppError("not_found", "That calendar address is not on: make a new one on your profile page.");
  return feed;
}
