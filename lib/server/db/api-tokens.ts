import "server-only";
import { logger } from "../log/logger";
import { z } from "zod";
import { createHash, randomBytes } from "node:crypto";
import type { ApiTokenDto } from "@/lib/validation/api-tokens";
import { notifyAccessChanged } from "../live/notify";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";
import type { Db, RootDb } from "./infra/client";
import { toIdentity, type UserIdentity } from "./users";

const TOKEN_PREFIX = "swp_";

// Tokens are 256 random bits, so a fast hash is enough: there is nothing to guess.
const hashApiToken = (token: string) => createHash("sha256").update(token).digest("hex");

const summarySelect = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;

const toApiTokenDto = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): ApiTokenDto => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Creates a token; the plain token is returned this once and never stored. */
export async function createApiToken(db: Db, userId: string, name: string) {
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const row = await db.apiToken.create({
    data: { userId, name, tokenHash: hashApiToken(token) },
    select: summarySelect,
  });
  return { ...toApiTokenDto(row), token };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenDto[]> {
  const rows = await db.apiToken.findMany({
    where: { userId, revokedAt: null },
    select: summarySelect,
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toApiTokenDto);
}

/** Revokes one token; the streams opened with it end (lib/server/live/access-watch.ts). */
export async function revokeApiToken(db: RootDb, userId: string, tokenId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.apiToken.updateMany({
      where: { id: tokenId, userId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count > 0) await notifyAccessChanged(tx, { scope: "user", userId });
    return count > 0;
  });
}

/** Revokes every live token of the user (a password change: a leaked token must not outlive it). */
export async function revokeAllApiTokens(db: Db, userId: string): Promise<void> {
  await db.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  await notifyAccessChanged(db, { scope: "user", userId });
}

/** "Last used" is shown to the minute: a token used again within it is not written again. */
const LAST_USED_PRECISION_MS = 60_000;

const tokenUserRow = z.object({
  tokenId: z.string(),
  revoked: z.boolean(),
  lastUsedAt: z.date().nullable(),
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  playerId: z.string().nullable(),
});

/**
 * The user behind a live token, found with the token in one query (one round trip: every API request pays for
 * it). Marking the token used is a committed write (a WAL flush), so it is made at most once a minute per token
 * rather than on every request.
 */
export async function getUserForApiToken(db: Db, token: string): Promise<(UserIdentity & { tokenId: string }) | null> {
  const [row] = await queryRows(
    db,
    tokenUserRow,
    Prisma.sql`
    SELECT t."id" AS "tokenId", t."revokedAt" IS NOT NULL AS "revoked", t."lastUsedAt",
           u."id", u."email", u."firstName", u."lastName", p."id" AS "playerId"
    FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId" LEFT JOIN "Player" p ON p."userId" = u."id"
    WHERE t."tokenHash" = ${hashApiToken(token)}`,
  );
  if (!row || row.revoked) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    // Bookkeeping only: a database that refuses writes (read-only, disk full) must not refuse the read it rides on.
    await db.apiToken.update({ where: { id: row.tokenId }, data: { lastUsedAt: now } }).catch((error: unknown) => {
      logger.warn(
        `Could not mark API token ${row.tokenId} used: ${error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error)}`,
      );
    });
  }
  return { ...toIdentity({ ...row, player: row.playerId ? { id: row.playerId } : null }), tokenId: row.tokenId };
}
