import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./client";

const TOKEN_PREFIX = "swp_";

// Tokens are 256 random bits, so a fast hash is enough: there is nothing to guess.
export const hashApiToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type ApiTokenSummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

const summarySelect = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;

/** Creates a token; the plain token is returned this once and never stored. */
export async function createApiToken(db: Db, userId: string, name: string) {
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const row = await db.apiToken.create({ data: { userId, name, tokenHash: hashApiToken(token) }, select: summarySelect });
  return { ...row, token };
}

export function listApiTokens(db: Db, userId: string): Promise<ApiTokenSummary[]> {
  return db.apiToken.findMany({ where: { userId, revokedAt: null }, select: summarySelect, orderBy: { createdAt: "desc" } });
}

export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const { count } = await db.apiToken.updateMany({
    where: { id: tokenId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

/** The user behind a live token, marking it used. */
export async function getUserIdForApiToken(db: Db, token: string): Promise<string | null> {
  const row = await db.apiToken.findUnique({ where: { tokenHash: hashApiToken(token) }, select: { id: true, userId: true, revokedAt: true } });
  if (!row || row.revokedAt) return null;
  await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  return row.userId;
}
