import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { AppError } from "../errors";
import { getUserIdForApiToken } from "../db/api-tokens";
import { db } from "../db/client";
import { getUserIdentity } from "../db/users";
import { env } from "../env";

/** Who is calling: from the session cookie, or from a personal API token (Authorization: Bearer). */
export type RequestUser = { id: string; playerId: string; name: string; via: "session" | "token" };

export async function authenticateRequest(req: NextRequest): Promise<RequestUser | null> {
  const bearer = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    const userId = await getUserIdForApiToken(db, bearer);
    const identity = userId ? await getUserIdentity(db, userId) : null;
    if (!identity) throw new AppError("unauthenticated", "The API token is not valid or has been revoked.");
    return { id: identity.id, playerId: identity.playerId, name: identity.name, via: "token" };
  }
  const token = await getToken({ req, secret: env.NEXTAUTH_SECRET });
  if (!token?.sub || !token.playerId) return null;
  return { id: token.sub, playerId: token.playerId, name: token.name ?? "", via: "session" };
}
