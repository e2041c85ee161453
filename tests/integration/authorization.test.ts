// Who may call what. Every operation that a route module serves is called as every kind of caller, and the
// statuses must be what its declared access implies (the contract's success status for those it admits,
// 401/403 for the rest), so the documented access and the enforced one cannot drift apart. A few rows
// override a caller where the endpoint is special, and say why. Every served operation needs a row, so a new
// route cannot join the API without someone deciding who may call it.
//
// The callers: nobody; a signed-in user of no sweep; the admin of another sweep; a member whose request is
// pending; a member who neither plays nor marks the card under test ("member"); the card's player, by session
// and by personal API token; the card's marker; an admin; the owner.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Access, EndpointContract } from "@/lib/contracts/endpoint";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { createCalendarFeed } from "@/lib/server/db/calendar-feeds";
import { db } from "@/lib/server/db/infra/client";
import type { AuthorizedEventId } from "@/lib/server/auth/authorized";
import { insertMissingScoreRows } from "@/lib/server/db/scorecards-state";
import { createDraw } from "@/lib/server/services/create-draw";
import { seededRandom } from "@/lib/seeded-random";
import { unsubscribeToken } from "@/lib/server/notifications/unsubscribe-token";
import { listBoundOperations } from "@/scripts/api-routes";
import {
  addTestHandicap,
  createScoredEvent,
  createSweepFixture,
  createTestCourse,
  createTestEvent,
  createTestMember,
  createTestPayment,
  daysFromToday,
  signedIn,
  TEST_HOLES,
  type SweepFixture,
  CLOSE_ANYWAY,
} from "../factories";
import { type Caller, callRoute } from "./http";

const CALLERS = [
  "anonymous",
  "outsider",
  "adminElsewhere",
  "pending",
  "member",
  "player",
  "marker",
  "token",
  "treasurer",
  "admin",
  "owner",
] as const;
type CallerKind = (typeof CALLERS)[number];
type Statuses = Record<CallerKind, number>;
type Cell = { params?: Record<string, string>; body?: unknown };

/** Which callers each access level admits; "token" is the card's player calling with a personal API token. */
const ADMITTED: Record<Access, readonly CallerKind[]> = {
  public: CALLERS,
  user: CALLERS.filter((caller) => caller !== "anonymous"),
  session: CALLERS.filter((caller) => caller !== "anonymous" && caller !== "token"),
  member: ["member", "player", "marker", "token", "treasurer", "admin", "owner"],
  treasurer: ["treasurer", "admin", "owner"],
  admin: ["admin", "owner"],
  owner: ["owner"],
};

function expectedStatuses(contract: EndpointContract): Statuses {
  const admitted = ADMITTED[contract.access];
  const refused = (caller: CallerKind) => (caller === "anonymous" && contract.access !== "public" ? 401 : 403);
  return Object.fromEntries(
    CALLERS.map((caller) => [caller, admitted.includes(caller) ? contract.response.status : refused(caller)]),
  ) as Statuses;
}

type TestMember = Awaited<ReturnType<typeof createTestMember>>;
/**
 * The shared fixture, a member of the sweep who has nothing to do with the card under test (f.cards.member), and the
 * member the owner appointed treasurer, who plays no card either.
 */
type Fixture = SweepFixture & { bystander: TestMember; treasurer: TestMember };

type Row = {
  /** Resources for one call, made fresh so that calls do not depend on each other's writes. */
  cell?: (f: Fixture, caller: CallerKind) => Promise<Cell> | Cell;
  /** Callers whose status differs from what the access level implies, with the reason in a comment. */
  except?: Partial<Statuses>;
};

let registrations = 0;
let additions = 0;
const accountlessMember = async (f: Fixture) => {
  const player = await db.player.create({ data: { fullName: `Paper Member ${++additions}` } });
  const member = await db.sweepMember.create({ data: { sweepId: f.sweep.id, playerId: player.id, approved: true } });
  return { playerId: player.id, memberId: member.id };
};
const claimToken = async (f: Fixture) => {
  const { playerId } = await accountlessMember(f);
  const token = `claim-${randomUUID()}`;
  await db.playerClaim.create({
    data: {
      playerId,
      sweepId: f.sweep.id,
      email: "paper.member@example.org",
      token,
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  return token;
};
const sweepInvite = (f: Fixture) =>
  db.sweepInvite.create({
    data: { sweepId: f.sweep.id, createdById: f.owner.playerId, token: `invite-${randomUUID()}` },
    select: { id: true, token: true },
  });
const inSweep = (f: Fixture) => ({ params: { sweepId: f.sweep.id } });
const freshMember = async (f: Fixture, state: "approved" | "pending") =>
  (await createTestMember(db, f.sweep.id, state)).user.playerId;
const freshHandicap = async (f: Fixture) => (await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 14)).id;

/** A guest of the sweep: a player with no account, entered only as a guest of one of its events. */
const freshGuest = async (f: Fixture) => {
  const event = await openEvent(f);
  const guest = await db.player.create({ data: { fullName: `Guest ${++additions}` } });
  await db.entry.create({ data: { eventId: event.id, playerId: guest.id, guest: true } });
  return guest.id;
};
const inEvent = (f: Fixture) => ({ params: { eventId: f.event.id } });
const openEvent = (f: Fixture, entrants: Array<{ playerId: string }> = []) =>
  createTestEvent(db, f.sweep.id, { courseId: f.event.courseId, date: daysFromToday(7), entrants });
const everyoneInFixture = (f: Fixture) => [f.owner, f.admin.user, f.member.user, f.marker.user, f.bystander.user];
/** A fresh event of the fixture's five, drawn (a 3-ball and a 2-ball). */
const drawnEvent = async (f: Fixture) => {
  const { id } = await openEvent(f, everyoneInFixture(f));
  await createDraw(db, id as AuthorizedEventId, { redraw: false }, seededRandom(5));
  return id;
};
const freshEntrant = async (f: Fixture) => {
  const playerId = await freshMember(f, "approved");
  return { playerId, eventId: (await openEvent(f, [{ playerId }])).id };
};
/** A hole of the member's card (its empty score rows made first, as the card page does). */
const holeOfMembersCard = async (f: Fixture, hole: number) => {
  await insertMissingScoreRows(db, f.cards.member);
  return db.score.findUniqueOrThrow({
    where: { scorecardId_holeNumber: { scorecardId: f.cards.member, holeNumber: hole } },
  });
};
/** A payment the treasurer recorded for the member, to be corrected. */
const payment = (f: Fixture) => createTestPayment(db, f.sweep.id, f.member.user.playerId);
/** A member who neither plays nor marks a card (the treasurer among them) may look at it but not write to it. */
const ONLY_LOOKS: Partial<Statuses> = { member: 403, treasurer: 403 };
let courses = 0;
let rulesChanges = 0;
const courseBody = () => ({ name: `Probe course ${++courses}`, holes: TEST_HOLES });

const ROWS: Record<string, Row> = {
  "GET /api/sweeps": {},
  "GET /api/sweeps/admin": {},
  "POST /api/sweeps/createSweep": { cell: () => ({ body: { name: "New sweep" } }) },
  // A preview: nothing is written, so every signed-in caller may try a file (an empty one here).
  "POST /api/sweeps/import": { cell: () => ({ body: { file: {}, commit: false } }) },
  "GET /api/sweeps/{sweepId}/export": { cell: inSweep },
  "GET /api/sweeps/{sweepId}": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/events": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/members": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/roster": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/handicaps": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/handicaps/audit": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/handicaps/csv": { cell: inSweep },
  "POST /api/sweeps/{sweepId}/handicaps/import": {
    cell: (f) => ({ params: { sweepId: f.sweep.id }, body: { csv: "Name,Handicap index\r\n", commit: false } }),
  },
  "GET /api/sweeps/{sweepId}/members/{memberId}": {
    cell: (f) => ({ params: { sweepId: f.sweep.id, memberId: f.member.memberId } }),
  },
  "PUT /api/sweeps/{sweepId}/members/{memberId}/role": {
    cell: async (f) => ({
      params: { sweepId: f.sweep.id, memberId: (await createTestMember(db, f.sweep.id)).memberId },
      body: { isAdmin: true },
    }),
  },
  "PUT /api/sweeps/{sweepId}/members/{memberId}/treasurer": {
    cell: async (f) => ({
      params: { sweepId: f.sweep.id, memberId: (await createTestMember(db, f.sweep.id)).memberId },
      body: { isTreasurer: true },
    }),
  },
  "POST /api/sweeps/{sweepId}/members": {
    cell: (f) => ({ params: { sweepId: f.sweep.id }, body: { fullName: `Paper Member ${++additions}`, handicap: 12 } }),
  },
  "GET /api/sweeps/{sweepId}/members/csv": { cell: inSweep },
  "POST /api/sweeps/{sweepId}/members/{memberId}/claim-invitation": {
    cell: async (f) => ({
      params: { sweepId: f.sweep.id, memberId: (await accountlessMember(f)).memberId },
      body: { email: "paper.member@example.org" },
    }),
  },
  "POST /api/claims/{token}": {
    cell: async (f) => ({ params: { token: await claimToken(f) } }),
    // The invitation names another email than any caller's: the link alone is no way into someone's record.
    except: {
      outsider: 403,
      adminElsewhere: 403,
      pending: 403,
      member: 403,
      player: 403,
      marker: 403,
      treasurer: 403,
      admin: 403,
      owner: 403,
    },
  },
  "GET /api/sweeps/{sweepId}/invites": { cell: inSweep },
  "POST /api/sweeps/{sweepId}/invites": { cell: (f) => ({ params: { sweepId: f.sweep.id }, body: {} }) },
  "DELETE /api/sweeps/{sweepId}/invites/{inviteId}": {
    cell: async (f) => ({ params: { sweepId: f.sweep.id, inviteId: (await sweepInvite(f)).id } }),
  },
  "POST /api/invites/{token}": { cell: async (f) => ({ params: { token: (await sweepInvite(f)).token } }) },
  "POST /api/sweeps/join/{sweepId}": { cell: inSweep },
  "POST /api/sweeps/approve": {
    cell: async (f) => ({ body: { sweepId: f.sweep.id, playerId: await freshMember(f, "pending") } }),
  },
  "POST /api/sweeps/decline": {
    cell: async (f) => ({ body: { sweepId: f.sweep.id, playerId: await freshMember(f, "pending") } }),
  },
  "DELETE /api/sweeps/{sweepId}/players/{playerId}": {
    cell: async (f) => ({ params: { sweepId: f.sweep.id, playerId: await freshMember(f, "approved") } }),
  },
  "POST /api/sweeps/{sweepId}/players/{playerId}/handicaps": {
    cell: (f) => ({ params: { sweepId: f.sweep.id, playerId: f.member.user.playerId }, body: { handicap: "+1.2" } }),
  },
  "POST /api/handicaps": { cell: async (f) => ({ body: { id: await freshHandicap(f), handicap: 13.1 } }) },
  "DELETE /api/handicaps/{handicapId}": { cell: async (f) => ({ params: { handicapId: await freshHandicap(f) } }) },
  "GET /api/players/{playerId}": {
    cell: (f) => ({ params: { playerId: f.member.user.playerId } }),
    // Any signed-in user may ask, but only those who share a sweep with the player are answered.
    except: { outsider: 403, adminElsewhere: 403, pending: 403 },
  },
  "GET /api/player/getPlayerId": {},
  "GET /api/account/getUserPlayerId": {},
  "GET /api/player/getUserPlayer": {},
  "GET /api/account/getUserAuthDetails": {},
  "GET /api/account": {},
  "PUT /api/account": { cell: () => ({ body: { firstName: "Same", lastName: "Name" } }) },
  "POST /api/account/register": {
    cell: () => ({
      body: {
        firstName: "New",
        lastName: "Golfer",
        email: `new${++registrations}@example.org`,
        password: "a-long-and-unusual-passphrase",
      },
    }),
  },
  "GET /api/account/getUserSweepOwner": {},
  "GET /api/account/data": {},
  "POST /api/account/erasure": {
    cell: (f, caller) => ({
      body: { confirmation: caller === "player" ? "not-mine@example.org" : emailOf(f, caller) },
    }),
    // Owners keep their accounts until a sweep has another owner. The player's account is the token caller's too,
    // so the player confirms with another address and is refused, which keeps it for the next call.
    except: { adminElsewhere: 409, owner: 409, player: 400 },
  },
  "POST /api/sweeps/{sweepId}/players/{playerId}/erasure": {
    cell: async (f) => {
      const { user } = await createTestMember(db, f.sweep.id, "approved", "Leaving");
      return { params: { sweepId: f.sweep.id, playerId: user.playerId }, body: { confirmation: user.name } };
    },
  },
  "GET /api/account/notifications": {},
  "PUT /api/account/notifications": {
    cell: () => ({ body: { preferences: [{ kind: "owner-message", enabled: true }] } }),
  },
  "POST /api/notifications/unsubscribe": {
    cell: (f) => ({ body: { token: unsubscribeToken(f.bystander.user.id, "owner-message") } }),
  },
  "POST /api/sweeps/{sweepId}/messages": {
    cell: (f) => ({
      params: { sweepId: f.sweep.id },
      body: { subject: "Fixtures", message: "Next season's dates are out." },
    }),
  },
  "GET /api/account/tokens": {},
  "POST /api/account/tokens": { cell: () => ({ body: { name: "Script" } }) },
  "DELETE /api/account/tokens/{tokenId}": {
    cell: async (f) => ({ params: { tokenId: (await createApiToken(db, f.owner.id, "Owner's")).id } }),
    // Only the token's own user may revoke it; to anyone else it does not exist.
    except: {
      outsider: 404,
      adminElsewhere: 404,
      pending: 404,
      member: 404,
      player: 404,
      marker: 404,
      treasurer: 404,
      admin: 404,
    },
  },
  "GET /api/account/calendar-feed": {},
  "POST /api/account/calendar-feed": {},
  "DELETE /api/account/calendar-feed": {},
  "GET /api/calendar-feeds/{token}": {
    // The secret in the address is the credential: whoever holds it reads the owner's feed, signed in or not.
    cell: async (f) => ({ params: { token: (await createCalendarFeed(db, f.owner.id)).token } }),
  },
  "GET /api/events/{eventId}/calendar": { cell: inEvent },
  "GET /api/events": {},
  "POST /api/events": {
    cell: (f) => ({ body: { sweepId: f.sweep.id, courseId: f.event.courseId, date: daysFromToday(14) } }),
  },
  "GET /api/events/{eventId}": { cell: inEvent },
  "GET /api/event/{eventId}": { cell: inEvent },
  "PUT /api/events/{eventId}": {
    cell: async (f) => ({
      params: { eventId: (await openEvent(f)).id },
      body: { courseId: f.event.courseId, date: daysFromToday(8), winterHandicaps: true },
    }),
  },
  "DELETE /api/events/{eventId}": { cell: async (f) => ({ params: { eventId: (await openEvent(f)).id } }) },
  "GET /api/events/{eventId}/groups": { cell: inEvent },
  "GET /api/events/{eventId}/entries": { cell: inEvent },
  "GET /api/events/{eventId}/cards": { cell: inEvent },
  "GET /api/leaderboard/{eventId}": { cell: inEvent },
  "GET /api/events/{eventId}/leaderboard": { cell: inEvent },
  "GET /api/events/results/{eventId}": { cell: inEvent },
  "GET /api/events/results/{eventId}/csv": { cell: inEvent },
  "GET /api/virtualmatchplay/{eventId}": { cell: inEvent },
  "GET /api/events/{eventId}/matches": { cell: inEvent },
  "GET /api/sweeps/{sweepId}/leaderboard": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/leaderboard/csv": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/order-of-merit": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/order-of-merit/csv": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/rules": { cell: inSweep },
  "PUT /api/sweeps/{sweepId}/rules": {
    // A save that changes nothing is refused, so each call proposes rules the sweep does not have yet.
    cell: (f) => ({
      params: { sweepId: f.sweep.id },
      body: { oomRules: { bestN: ++rulesChanges }, handicapRules: {} },
    }),
  },
  "POST /api/sweeps/{sweepId}/rules/preview": {
    cell: (f) => ({ params: { sweepId: f.sweep.id }, body: { oomRules: { bestN: 6 }, handicapRules: {} } }),
  },
  "POST /api/sweeps/{sweepId}/rules/recompute": {
    cell: async (f) => {
      await createTestEvent(db, f.sweep.id, { drawn: true, complete: true, closedAt: new Date() });
      return inSweep(f);
    },
  },
  "GET /api/sweeps/{sweepId}/players/{playerId}/explanation": {
    cell: (f) => ({ params: { sweepId: f.sweep.id, playerId: f.member.user.playerId } }),
    // A member reads only their own explanation: the card's player (and their token) asks for theirs.
    except: { member: 403, marker: 403, treasurer: 403 },
  },
  "GET /api/sweeps/{sweepId}/players/{playerId}/order-of-merit": {
    cell: (f) => ({ params: { sweepId: f.sweep.id, playerId: f.member.user.playerId } }),
  },
  "GET /api/events/{eventId}/stream": { cell: inEvent },
  "POST /api/events/draw/{eventId}": {
    cell: async (f) => ({ params: { eventId: (await openEvent(f, everyoneInFixture(f))).id } }),
  },
  "PUT /api/events/{eventId}/start": {
    cell: async (f) => ({
      params: { eventId: (await openEvent(f)).id },
      body: {
        start: { kind: "teeTimes", firstTime: "08:00", intervalMinutes: 8, tees: "first" },
        drawMethod: "flighted",
        groupSize: 3,
      },
    }),
  },
  "POST /api/events/{eventId}/draw/edits": {
    cell: async (f) => ({ params: { eventId: await drawnEvent(f) }, body: { kind: "reorder", order: [2, 1] } }),
  },
  "PUT /api/sweeps/{sweepId}/time-zone": { cell: (f) => ({ ...inSweep(f), body: { timeZone: "Europe/London" } }) },
  "POST /api/events/close/{eventId}": {
    cell: async (f) => ({
      params: { eventId: (await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user])).id },
      body: CLOSE_ANYWAY,
    }),
  },
  "GET /api/events/{eventId}/close-check": { cell: inEvent },
  "POST /api/events/reopen/{eventId}": {
    cell: async (f) => ({
      params: {
        eventId: (await createTestEvent(db, f.sweep.id, { drawn: true, complete: true, closedAt: new Date() })).id,
      },
    }),
  },
  "POST /api/events/{eventId}/players/{playerId}": {
    cell: async (f) => ({ params: { eventId: (await openEvent(f)).id, playerId: await freshMember(f, "approved") } }),
  },
  "DELETE /api/events/{eventId}/players/{playerId}": { cell: async (f) => ({ params: await freshEntrant(f) }) },
  "POST /api/events/{eventId}/guests": {
    cell: async (f) => ({
      params: { eventId: (await openEvent(f)).id },
      body: { fullName: `Guest ${++additions}`, handicap: "18.4", email: "guest@example.org" },
    }),
  },
  "POST /api/sweeps/{sweepId}/players/{playerId}/guest-history": {
    cell: async (f) => ({
      params: { sweepId: f.sweep.id, playerId: await freshMember(f, "approved") },
      body: { guestPlayerId: await freshGuest(f) },
    }),
  },
  "PUT /api/events/{eventId}/players/{playerId}/tee": {
    cell: async (f) => ({ params: await freshEntrant(f), body: { teeName: null } }),
  },
  "POST /api/entries/enter": { cell: async (f) => ({ body: { id: (await openEvent(f)).id } }) },
  "POST /api/entries/withdraw": {
    cell: async (f) => ({ body: { id: (await openEvent(f, everyoneInFixture(f))).id } }),
  },
  "POST /api/entries/player/enter": {
    cell: async (f) => ({ body: { eventId: (await openEvent(f)).id, playerId: await freshMember(f, "approved") } }),
  },
  "POST /api/entries/delete": { cell: async (f) => ({ body: await freshEntrant(f) }) },
  "GET /api/scorecards/{cardId}": { cell: (f) => ({ params: { cardId: f.cards.member } }) },
  "GET /api/events/{eventId}/cards/{cardId}": {
    cell: (f) => ({ params: { eventId: f.event.id, cardId: f.cards.member } }),
  },
  "GET /api/entries/play/{eventId}": { cell: inEvent },
  "GET /api/sweeps/{sweepId}/money": { cell: inSweep },
  "PUT /api/sweeps/{sweepId}/money-rules": {
    cell: (f) => ({
      params: { sweepId: f.sweep.id },
      body: {
        currency: "GBP",
        locale: "en-GB",
        payoutTable: [{ fromEntrants: 1, placesBp: [10000] }],
        remainder: "fund",
        twosUnclaimed: "fund",
      },
    }),
  },
  "GET /api/sweeps/{sweepId}/purse": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/purse/csv": { cell: inSweep },
  "GET /api/sweeps/{sweepId}/purses/{playerId}": {
    cell: (f) => ({ params: { sweepId: f.sweep.id, playerId: f.member.user.playerId } }),
  },
  "GET /api/sweeps/{sweepId}/ledger/csv": { cell: inSweep },
  "POST /api/sweeps/{sweepId}/payments": {
    cell: (f) => ({
      params: { sweepId: f.sweep.id },
      body: { playerId: f.member.user.playerId, direction: "received", method: "cash", amount: 500 },
    }),
  },
  "POST /api/sweeps/{sweepId}/ledger/{ledgerEntryId}/reversal": {
    cell: async (f) => ({
      params: { sweepId: f.sweep.id, ledgerEntryId: await payment(f) },
      body: { reason: "Wrong member" },
    }),
  },
  "GET /api/events/{eventId}/money": { cell: inEvent },
  "PUT /api/events/{eventId}/stakes": {
    cell: async (f) => ({
      params: { eventId: (await openEvent(f)).id },
      body: { entryFee: 500, sweepStake: 200, sweepOptIn: true, twosStake: 100, fundCutBp: 0 },
    }),
  },
  "PUT /api/events/{eventId}/prizes": {
    cell: async (f) => ({
      params: { eventId: (await openEvent(f)).id },
      body: { prizes: [{ kind: "nearestPin", hole: 3, amount: 500 }] },
    }),
  },
  "PUT /api/events/{eventId}/prizes/{prizeId}/winner": {
    cell: async (f) => {
      const event = await openEvent(f, everyoneInFixture(f));
      const prize = await db.eventPrize.create({
        data: { eventId: event.id, kind: "longestDrive", hole: 1, amount: 500 },
      });
      return { params: { eventId: event.id, prizeId: prize.id }, body: { playerId: f.member.user.playerId } };
    },
  },
  "PUT /api/events/{eventId}/players/{playerId}/stakes": {
    cell: async (f) => {
      const event = await openEvent(f, everyoneInFixture(f));
      await db.event.update({ where: { id: event.id }, data: { stakes: { twosStake: 100 } } });
      return {
        params: { eventId: event.id, playerId: f.member.user.playerId },
        body: { inSweep: false, inTwos: true },
      };
    },
    // A member changes only their own stakes: the entry is the player's (the token is theirs too).
    except: { member: 403, marker: 403, treasurer: 403 },
  },
  "PUT /api/cards/{cardId}/scores/{scoreId}": {
    cell: async (f) => {
      const score = await holeOfMembersCard(f, 1);
      return {
        params: { cardId: f.cards.member, scoreId: score.id },
        body: { gross: score.version + 3, hole: 1, version: score.version },
      };
    },
    except: ONLY_LOOKS,
  },
  "POST /api/scores": {
    cell: async (f) => {
      const score = await holeOfMembersCard(f, 2);
      return { body: { id: score.id, gross: score.version + 3, version: score.version } };
    },
    except: ONLY_LOOKS,
  },
  "POST /api/scores/createCard": {
    cell: (f) => ({ body: { id: f.cards.member, courseId: f.event.courseId, playerId: f.member.user.playerId } }),
    except: ONLY_LOOKS,
  },
  "POST /api/scorecards/update": {
    cell: async (f) => {
      const score = await holeOfMembersCard(f, 3);
      return {
        body: { id: f.cards.member, scores: [{ holeNumber: 3, gross: score.version + 3, version: score.version }] },
      };
    },
    except: ONLY_LOOKS,
  },
  "POST /api/cards/{cardId}/signatures": {
    cell: async (f) => {
      await holeOfMembersCard(f, 1);
      await db.score.updateMany({ where: { scorecardId: f.cards.member }, data: { gross: 4 } });
      const { version } = await db.scorecard.findUniqueOrThrow({
        where: { id: f.cards.member },
        select: { version: true },
      });
      return { params: { cardId: f.cards.member }, body: { version } };
    },
    // The player signs and the marker attests; an admin attests only a card that has no marker.
    except: { member: 403, treasurer: 403, admin: 403, owner: 403 },
  },
  "GET /api/cards/{cardId}/changes": {
    cell: (f) => ({ params: { cardId: f.cards.member } }),
    // A card's history is its player's and the admins' to see, not its marker's nor other members'.
    except: { member: 403, marker: 403, treasurer: 403 },
  },
  "GET /api/courses": {},
  "POST /api/courses": { cell: (f) => ({ body: { sweepId: f.sweep.id, ...courseBody() } }) },
  "GET /api/courses/{courseId}": { cell: (f) => ({ params: { courseId: f.event.courseId } }) },
  "PUT /api/courses/{courseId}": {
    cell: async (f) => ({ params: { courseId: (await createTestCourse(db, f.sweep.id)).id }, body: courseBody() }),
  },
  "POST /api/courses/{courseId}/adopt-events": {
    cell: async (f) => {
      const older = await createTestCourse(db, f.sweep.id);
      const version = await createTestCourse(db, f.sweep.id);
      await db.course.update({ where: { id: version.id }, data: { copiedFromId: older.id } });
      return { params: { courseId: version.id } };
    },
  },
  "POST /api/courses/{courseId}/copy": {
    cell: (f) => ({ params: { courseId: f.event.courseId }, body: { sweepId: f.sweep.id, name: courseBody().name } }),
  },
  "GET /_configuration/{client}": { cell: () => ({ params: { client: "Sweeps" } }) },
  "GET /api/openapi.json": {},
  "GET /api/health": {},
  "GET /weatherforecast": {},
};

async function createFixture(): Promise<Fixture> {
  const f = await createSweepFixture(db);
  const treasurer = await createTestMember(db, f.sweep.id, "approved", "Treasurer");
  await db.sweepMember.update({ where: { id: treasurer.memberId }, data: { isTreasurer: true } });
  return { ...f, bystander: await createTestMember(db, f.sweep.id, "approved", "Bystander"), treasurer };
}

const signedInUsers = (f: Fixture) => ({
  outsider: f.outsider,
  adminElsewhere: f.adminElsewhere,
  pending: f.pending.user,
  member: f.bystander.user,
  player: f.member.user,
  marker: f.marker.user,
  treasurer: f.treasurer.user,
  admin: f.admin.user,
  owner: f.owner,
});
/** The email of the user behind a caller: the token is the player's; nobody has none. */
const emailOf = (f: Fixture, kind: CallerKind) =>
  kind === "anonymous" ? "nobody@example.org" : signedInUsers(f)[kind === "token" ? "player" : kind].email;

async function callerFor(f: Fixture, kind: CallerKind): Promise<Caller> {
  if (kind === "anonymous") return { kind: "anonymous" };
  if (kind === "token") return { kind: "token", token: (await createApiToken(db, f.member.user.id, "Probe")).token };
  return signedIn(signedInUsers(f)[kind]);
}

const operations = await listBoundOperations();

describe.each(operations.map((operation) => ({ ...operation, name: `${operation.method} ${operation.path}` })))(
  "$name",
  (operation) => {
    it("answers each kind of caller as its declared access says", async () => {
      expect(
        operation.contract,
        `${operation.file} exports ${operation.method} without withRoute(contract, …)`,
      ).toBeDefined();
      const contract = operation.contract!;
      const row = ROWS[operation.name];
      expect(row, `${operation.name} (${operation.file}) has no row in the authorization table`).toBeDefined();
      if (!row) return;
      const expected = { ...expectedStatuses(contract), ...row.except };
      const f = await createFixture();
      const actual: Record<string, number> = {};
      for (const caller of CALLERS) {
        const cell = row.cell ? await row.cell(f, caller) : {};
        const response = await callRoute(operation.handler, {
          method: operation.method,
          path: operation.path,
          ...cell,
          as: await callerFor(f, caller),
        });
        actual[caller] = response.status;
        if (response.status >= 400) expect(response.headers.get("content-type")).toBe("application/problem+json");
      }
      expect(actual, `declared access: ${contract.access}`).toEqual(expected);
    });
  },
);

describe("the authorization table", () => {
  it("has a row for every served operation, and none for an operation that is not served", () => {
    const served = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    expect(
      operations
        .filter((operation) => !ROWS[`${operation.method} ${operation.path}`])
        .map((operation) => `${operation.method} ${operation.file}`),
    ).toEqual([]);
    expect(Object.keys(ROWS).filter((name) => !served.has(name))).toEqual([]);
  });
});
