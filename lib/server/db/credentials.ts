import "server-only";
import { Prisma } from "./generated/client";

/**
 * What a request was authenticated with: a session token of a given version, or one API token. Kept by an open
 * event stream so that it can be asked again, long after the request, whether it still holds.
 */
export type Credential =
  { via: "session"; userId: string; sessionVersion: number } | { via: "token"; userId: string; tokenId: string };

/**
 * A SQL condition true while the credential holds: the session's version is still the user's (not signed out,
 * no password change since), or the token is not revoked. The same rules as getLiveSessionIdentity (./users.ts)
 * and getUserForApiToken (./api-tokens.ts), which check a credential as a request arrives.
 */
export function credentialHolds(credential: Credential): Prisma.Sql {
  return credential.via === "session"
    ? Prisma.sql`EXISTS (SELECT 1 FROM "User" u WHERE u."id" = ${credential.userId}::uuid AND u."sessionVersion" = ${credential.sessionVersion})`
    : Prisma.sql`EXISTS (SELECT 1 FROM "ApiToken" t WHERE t."id" = ${credential.tokenId}::uuid AND t."userId" = ${credential.userId}::uuid AND t."revokedAt" IS NULL)`;
}
