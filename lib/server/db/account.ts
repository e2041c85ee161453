import "server-only";
import { fullNameOf, type AccountDto } from "@/lib/validation/account";
import type { Db } from "./infra/client";

export async function getAccount(db: Db, userId: string): Promise<AccountDto | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      passwordHash: true,
      oidcSubject: true,
      shareContact: true,
      player: { select: { id: true } },
    },
  });
  if (!user?.player) return null;
  return {
    id: user.id,
    playerId: user.player.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullNameOf(user),
    hasPassword: user.passwordHash !== null,
    hasExternalIdentity: user.oidcSubject !== null,
    shareContact: user.shareContact,
  };
}

/** What checking the user's current password needs: its hash, and the email its failures are counted under. */
export async function getPasswordCheck(
  db: Db,
  userId: string,
): Promise<{ email: string; passwordHash: string | null } | null> {
  return db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
}

/** The sweeps a player owns, by name. */
export async function listOwnedSweeps(db: Db, playerId: string): Promise<Array<{ id: string; name: string }>> {
  return db.sweep.findMany({
    where: { ownerId: playerId },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}
