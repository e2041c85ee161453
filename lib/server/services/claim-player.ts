import "server-only";
import { eventDay, formatWeekdayDayShort } from "@/lib/dates";
import type { ClaimAnswerDto } from "@/lib/validation/invitations";
import { firstSharedEvent } from "../db/guests";
import type { Db, RootDb } from "../db/infra/client";
import { lockSweepHandicaps } from "../db/locks";
import { claimRefusal, findPlayerClaim } from "../db/player-claims";
import { AppError } from "../errors";

type Claimer = { id: string; playerId: string };

const NOT_AN_INVITATION = "That link is not a valid invitation: copy the whole link from the secretary's message.";

/** Hides most of an address, so a link passed to the wrong person does not tell them whose it is. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}…`);

/**
 * The claimer takes over a member record an admin added: the memberships, entries, cards, results and handicap
 * history of the accountless player move onto the claimer's own player, in one transaction, and the empty record
 * goes. Only the account with the invitation's email may claim. A claimer who already belongs to the sweep keeps
 * his membership (with its role); one who only asked, or was removed, gets the added member's. Both entered in
 * the same event cannot be merged: that is refused, and nothing changes.
 */
export async function claimPlayer(
  db: RootDb,
  claimer: Claimer,
  token: string,
  now = new Date(),
): Promise<ClaimAnswerDto> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "PlayerClaim" WHERE "token" = ${token} FOR UPDATE`;
    const claim = await findPlayerClaim(tx, token);
    if (!claim) throw new AppError("not_found", NOT_AN_INVITATION);
    const refusal = claimRefusal(claim, now);
    if (refusal) throw new AppError("conflict", refusal);
    const account = await tx.user.findUniqueOrThrow({ where: { id: claimer.id }, select: { email: true } });
    if (account.email !== claim.email) {
      throw new AppError(
        "forbidden",
        `This invitation is for ${maskEmail(claim.email)}. Sign in with that email address (or register with it) to claim the record.`,
      );
    }
    const added = claim.playerId;
    await lockSweepHandicaps(tx, claim.sweepId);
    await assertNoSharedEvent(tx, added, claimer.playerId);
    await mergeMembership(tx, claim.sweepId, added, claimer.playerId);
    await tx.entry.updateMany({ where: { playerId: added }, data: { playerId: claimer.playerId } });
    await tx.handicapEntry.updateMany({ where: { playerId: added }, data: { playerId: claimer.playerId } });
    await tx.oomResult.updateMany({ where: { playerId: added }, data: { playerId: claimer.playerId } });
    await tx.cardChange.updateMany({ where: { byPlayerId: added }, data: { byPlayerId: claimer.playerId } });
    await tx.playerClaim.updateMany({ where: { playerId: added }, data: { playerId: claimer.playerId } });
    // The one change the ledger's trigger allows: the purse's lines are the same person's under the claimer's id.
    await tx.ledgerLine.updateMany({ where: { playerId: added }, data: { playerId: claimer.playerId } });
    await tx.ledgerEntry.updateMany({ where: { byPlayerId: added }, data: { byPlayerId: claimer.playerId } });
    await tx.playerClaim.update({ where: { id: claim.id }, data: { claimedAt: now } });
    await tx.player.delete({ where: { id: added } });
    return { sweepId: claim.sweepId, playerId: claimer.playerId };
  });
}

async function assertNoSharedEvent(db: Db, added: string, claimer: string): Promise<void> {
  const shared = await firstSharedEvent(db, added, claimer);
  if (shared) {
    throw new AppError(
      "conflict",
      `You and the member record are both entered in the event of ${formatWeekdayDayShort(eventDay(shared))}. ` +
        "Ask an admin to withdraw one of the two entries, then open the link again.",
    );
  }
}

async function mergeMembership(db: Db, sweepId: string, added: string, claimer: string) {
  const own = await db.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId, playerId: claimer } },
    select: { id: true, approved: true, removedAt: true },
  });
  if (own?.approved && own.removedAt === null) {
    await db.sweepMember.deleteMany({ where: { sweepId, playerId: added } });
    return;
  }
  if (own) await db.sweepMember.delete({ where: { id: own.id } });
  await db.sweepMember.updateMany({ where: { sweepId, playerId: added }, data: { playerId: claimer } });
}
