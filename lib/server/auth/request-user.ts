import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { AppError } from "../errors";
import { getUserForApiToken } from "../db/api-tokens";
import { db } from "../db/infra/client";
import type { Credential } from "../db/credentials";
import { getLiveSessionIdentity } from "../db/users";
import { env } from "../env";
import { isSecureRequest } from "./request-origin";

/**
 * Who is calling: from the session cookie, or from a personal API token (Authorization: Bearer). `credential`
 * says which, and is what an open event stream asks about again later (lib/server/live/stream-access.ts).
 */
export type RequestUser = { id: string; playerId: string; name: string; credential: Credential };

/**
 * The caller, checked against the database on every request in one query by key: a revoked API token, or a
 * session token whose version the user has since raised (sign-out, password change), counts as no session.
 */
export async function authenticateRequest(req: NextRequest): Promise<RequestUser | null> {
  const bearer = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    const identity = await getUserForApiToken(db, bearer);
    if (!identity) throw new AppError("unauthenticated", "The API token is not valid or has been revoked.");
    return {
      id: identity.id,
      playerId: identity.playerId,
      name: identity.name,
      credential: { via: "token", userId: identity.id, tokenId: identity.tokenId },
    };
  }
  const token = await getToken({ req, secret: env.NEXTAUTH_SECRET, secureCookie: isSecureRequest(req.headers) });
  if (!token?.sub || typeof token.sessionVersion !== "number") return null;
  const identity = await getLiveSessionIdentity(db, token.sub, token.sessionVersion);
  if (!identity) return null;
  return {
    id: identity.id,
    playerId: identity.playerId,
    name: identity.name,
    credential: { via: "session", userId: identity.id, sessionVersion: token.sessionVersion },
  };
}
