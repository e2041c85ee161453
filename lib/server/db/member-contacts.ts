import "server-only";
import { z } from "zod";
import type { AuthorizedSweepId } from "../auth/authorized";
import { Prisma } from "./generated/client";
import { handicapInForceSql } from "./handicaps";
import type { Db } from "./infra/client";
import { queryRows } from "./query-rows";

const memberContactRow = z.object({
  fullName: z.string(),
  exactTenths: z.number().nullable(),
  playingHandicap: z.number().nullable(),
  handicapSince: z.date().nullable(),
  isAdmin: z.boolean(),
  approvedAt: z.date().nullable(),
  email: z.string().nullable(),
});
export type MemberContactRow = z.infer<typeof memberContactRow>;

/**
 * The sweep's current members by name with their latest handicap in force here, and an email only where the member
 * agreed to share it (a member without an account has none to share).
 */
export function listMemberContacts(db: Db, sweepId: AuthorizedSweepId): Promise<MemberContactRow[]> {
  return queryRows(
    db,
    memberContactRow,
    Prisma.sql`
    SELECT p."fullName", h."exactTenths", h."playingHandicap", h."created" AS "handicapSince",
           (m."isAdmin" OR s."ownerId" = p."id") AS "isAdmin", m."approvedAt",
           CASE WHEN u."shareContact" THEN u."email" END AS "email"
    FROM "SweepMember" m
    JOIN "Sweep" s ON s."id" = m."sweepId"
    JOIN "Player" p ON p."id" = m."playerId"
    LEFT JOIN "User" u ON u."id" = p."userId"
    LEFT JOIN LATERAL (
      SELECT x."exactTenths", x."playingHandicap", x."created" FROM "HandicapEntry" x
      WHERE x."sweepId" = m."sweepId" AND x."playerId" = m."playerId" AND ${handicapInForceSql("x")}
      ORDER BY x."created" DESC, x."id" DESC LIMIT 1) h ON TRUE
    WHERE m."sweepId" = ${sweepId}::uuid AND m."approved" AND m."removedAt" IS NULL
    ORDER BY p."fullName", p."id"`,
  );
}
