import { fullNameOf } from "@/lib/validation/account";
import type { Db } from "./client";

export type UserIdentity = { id: string; playerId: string; name: string; email: string };

const identitySelect = { id: true, email: true, firstName: true, lastName: true, player: { select: { id: true } } } as const;

type IdentityRow = { id: string; email: string; firstName: string; lastName: string; player: { id: string } | null };

function toIdentity(row: IdentityRow): UserIdentity {
  if (!row.player) throw new Error(`User ${row.id} has no player`);
  return { id: row.id, playerId: row.player.id, name: fullNameOf(row), email: row.email };
}

export async function getUserForSignIn(db: Db, email: string) {
  return db.user.findUnique({ where: { email }, select: { ...identitySelect, passwordHash: true } });
}

export async function getUserIdentity(db: Db, userId: string): Promise<UserIdentity | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: identitySelect });
  return row ? toIdentity(row) : null;
}

/** A user always comes with exactly one player, created in the same transaction. */
export async function createUser(
  db: Db,
  data: { email: string; firstName: string; lastName: string; passwordHash?: string; oidcIssuer?: string; oidcSubject?: string },
): Promise<UserIdentity> {
  const row = await db.user.create({
    data: { ...data, player: { create: { fullName: fullNameOf(data) } } },
    select: identitySelect,
  });
  return toIdentity(row);
}

/**
 * The user behind an OpenID Connect identity: found by issuer+subject, else linked to the existing account
 * with the same verified email, else created.
 */
export async function upsertOidcUser(
  db: Db,
  claims: { issuer: string; subject: string; email: string; emailVerified: boolean; firstName: string; lastName: string },
): Promise<UserIdentity> {
  const linked = await db.user.findUnique({
    where: { oidcIssuer_oidcSubject: { oidcIssuer: claims.issuer, oidcSubject: claims.subject } },
    select: identitySelect,
  });
  if (linked) return toIdentity(linked);
  const sameEmail = claims.emailVerified
    ? await db.user.findUnique({ where: { email: claims.email }, select: { id: true, oidcIssuer: true } })
    : null;
  if (sameEmail && sameEmail.oidcIssuer === null) {
    const row = await db.user.update({
      where: { id: sameEmail.id },
      data: { oidcIssuer: claims.issuer, oidcSubject: claims.subject },
      select: identitySelect,
    });
    return toIdentity(row);
  }
  return createUser(db, {
    email: sameEmail ? `${claims.subject}@${new URL(claims.issuer).hostname}.oidc` : claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
    oidcIssuer: claims.issuer,
    oidcSubject: claims.subject,
  });
}

export async function updateUserProfile(
  db: Db,
  userId: string,
  data: { firstName: string; lastName: string; passwordHash?: string },
): Promise<UserIdentity> {
  const row = await db.user.update({
    where: { id: userId },
    data: { ...data, player: { update: { fullName: fullNameOf(data) } } },
    select: identitySelect,
  });
  return toIdentity(row);
}
