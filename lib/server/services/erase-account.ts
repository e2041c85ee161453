import "server-only";
import { confirms, type EraseAccountBody, type EraseMemberBody } from "@/lib/validation/erasure";
import type { SweepAccess } from "../auth/authorized";
import { clearFailedPasswords } from "../auth/rate-limit";
import { listOwnedSweeps } from "../db/account";
import { erasePlayer, readErasureSubject } from "../db/erasure";
import type { RootDb } from "../db/infra/client";
import { AppError, notFound } from "../errors";
import { removeMemberFromSweep } from "./remove-member";

const unconfirmed = (message: string) =>
  new AppError("invalid", "Some fields are not valid.", { fieldErrors: [{ field: "confirmation", message }] });

/**
 * A user erases their own account (docs/self-hosting.md#privacy). `memberships` are the caller's current sweeps,
 * each authorized by its guard: every one is left as an admin's removal leaves it (places in events still to be
 * drawn come free and their stakes go back), then the personal data goes in one transaction.
 */
export async function eraseOwnAccount(
  db: RootDb,
  caller: { id: string; playerId: string },
  memberships: SweepAccess[],
  body: EraseAccountBody,
  now = new Date(),
): Promise<void> {
  const subject = await readErasureSubject(db, caller.playerId);
  const email = (await db.user.findUnique({ where: { id: caller.id }, select: { email: true } }))?.email;
  if (!subject || !email) throw notFound("Your account");
  if (!confirms(body.confirmation, email)) throw unconfirmed("Type your email address exactly as it is shown.");
  await refuseOwner(db, caller.playerId, (sweep) => `You own the sweep “${sweep}”`);
  for (const access of memberships) await removeMemberFromSweep(db, access, caller.playerId, now);
  await db.$transaction(async (tx) => {
    await clearFailedPasswords(tx, email);
    await erasePlayer(tx, subject, null, now);
  });
}

/**
 * The owner erases a member of their sweep who asked for it. Only a member of no other sweep: the owner of one sweep
 * does not end someone's place in another; such a member erases their own account from their profile.
 */
export async function eraseMember(
  db: RootDb,
  access: SweepAccess,
  playerId: string,
  body: EraseMemberBody,
  now = new Date(),
): Promise<void> {
  const subject = await readErasureSubject(db, playerId);
  const player = await db.player.findUnique({ where: { id: playerId }, select: { fullName: true } });
  if (!subject || !player) throw notFound("That player");
  if (!confirms(body.confirmation, player.fullName))
    throw unconfirmed(`Type the member's name, ${player.fullName}, exactly as it is shown.`);
  await refuseOwner(db, playerId, (sweep) => `${player.fullName} owns the sweep “${sweep}”`);
  const elsewhere = await db.sweepMember.findFirst({
    where: { playerId, approved: true, removedAt: null, sweepId: { not: access.sweepId } },
    select: { sweep: { select: { name: true } } },
  });
  if (elsewhere)
    throw new AppError(
      "conflict",
      `${player.fullName} is also a member of “${elsewhere.sweep.name}”. They can erase their own account from ` +
        "their profile, or that sweep removes them first.",
    );
  const membership = await db.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId: access.sweepId, playerId } },
    select: { removedAt: true },
  });
  if (membership && membership.removedAt === null) await removeMemberFromSweep(db, access, playerId, now);
  await db.$transaction(async (tx) => {
    if (subject.userId) {
      const user = await tx.user.findUnique({ where: { id: subject.userId }, select: { email: true } });
      if (user) await clearFailedPasswords(tx, user.email);
    }
    await erasePlayer(tx, subject, access.playerId, now);
  });
}

/** A sweep keeps its owner, and no one else can take it over in the app: the owner's erasure is refused. */
async function refuseOwner(db: RootDb, playerId: string, who: (sweep: string) => string): Promise<void> {
  const [owned] = await listOwnedSweeps(db, playerId);
  if (!owned) return;
  throw new AppError(
    "conflict",
    `${who(owned.name)}, and a sweep cannot lose its owner. Download the data first if it is wanted, then ask ` +
      "whoever runs this Sweeps server to make another member its owner (its self-hosting guide says how), then erase.",
  );
}
