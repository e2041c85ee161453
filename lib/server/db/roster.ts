import "server-only";
import { z } from "zod";
import type { SweepRosterDto } from "@/lib/validation/members";
import type { AuthorizedSweepId } from "../auth/authorized";
import { Prisma } from "./generated/client";
import { handicapInForceSql } from "./handicaps";
import type { Db } from "./infra/client";
import { listedMemberships, memberColumns, memberRow, toMembershipDto } from "./members";
import { queryRows } from "./query-rows";

const rosterRow = memberRow.extend({
  fullName: z.string(),
  hasAccount: z.boolean(),
  exactTenths: z.number().nullable(),
  playingHandicap: z.number().nullable(),
});

/**
 * The Members views' list: the memberships and order of the spec's members list (lib/server/db/members.ts), each
 * player with only their name, whether they have an account and their latest handicap entry here, in one statement.
 * The spec's list carries every player's handicap history and events: megabytes for a society of ten seasons.
 */
export async function listSweepRoster(
  db: Db,
  sweepId: AuthorizedSweepId,
  { includeRequests }: { includeRequests: boolean },
): Promise<SweepRosterDto> {
  const listed = listedMemberships({ includeRequests });
  const rows = await queryRows(
    db,
    rosterRow,
    Prisma.sql`
    SELECT ${memberColumns}, p."fullName", (p."userId" IS NOT NULL) AS "hasAccount",
           h."exactTenths", h."playingHandicap"
    FROM "SweepMember" m
    JOIN "Sweep" s ON s."id" = m."sweepId"
    JOIN "Player" p ON p."id" = m."playerId"
    LEFT JOIN LATERAL (
      SELECT x."exactTenths", x."playingHandicap" FROM "HandicapEntry" x
      WHERE x."sweepId" = m."sweepId" AND x."playerId" = m."playerId" AND ${handicapInForceSql("x")}
      ORDER BY x."created" DESC, x."id" DESC LIMIT 1) h ON TRUE
    WHERE m."sweepId" = ${sweepId}::uuid AND ${listed.where}
    ORDER BY ${listed.order}`,
  );
  return rows.map((row) => ({
    ...toMembershipDto(row),
    player: {
      id: row.playerId,
      fullName: row.fullName,
      hasAccount: row.hasAccount,
      currentHandicap: row.playingHandicap,
      currentExactHandicap: row.exactTenths === null ? null : row.exactTenths / 10,
    },
  }));
}
