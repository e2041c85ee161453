import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { CalendarFeedStatusDto } from "@/lib/validation/calendar";
import type { Db } from "./infra/client";

// The secret is 256 random bits, so a fast hash is enough: there is nothing to guess. Only its hash is stored,
// so a copy of the database gives nobody a member's feed.
const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes the user's feed address; the plain secret is returned this once, and any earlier address stops working. */
export async function createCalendarFeed(db: Db, userId: string): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = new Date();
  await db.user.update({
    where: { id: userId },
    data: { calendarFeedTokenHash: hashFeedToken(token), calendarFeedCreatedAt: createdAt },
  });
  return { token, createdAt };
}

export async function readCalendarFeedStatus(db: Db, userId: string): Promise<CalendarFeedStatusDto> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { calendarFeedCreatedAt: true } });
  const createdAt = user.calendarFeedCreatedAt;
  return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
}

/** Turns the feed off: its address stops working at once. */
export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.user.update({
    where: { id: userId },
    data: { calendarFeedTokenHash: null, calendarFeedCreatedAt: null },
  });
}

/** The player whose feed the secret opens, or null for an address that is unknown or was turned off. */
export async function findCalendarFeedPlayer(db: Db, token: string): Promise<{ playerId: string } | null> {
  const user = await db.user.findUnique({
    where: { calendarFeedTokenHash: hashFeedToken(token) },
    select: { player: { select: { id: true } } },
  });
  return user?.player ? { playerId: user.player.id } : null;
}
