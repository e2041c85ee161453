import "server-only";
import { z } from "zod";
import type { AuthorizedSweepId } from "../auth/authorized";
import { AppError } from "../errors";
import { Prisma } from "./generated/client";
import type { Db } from "./infra/client";
import { queryRows } from "./query-rows";

const namesakeRow = z.object({ approved: z.boolean(), hasAccount: z.boolean() });

/**
 * Refuses a second current member or pending requester of the sweep with the same name (letter case and spacing
 * aside): the draw, the cards and the results tell players apart by name alone.
 */
async function assertNameFree(db: Db, sweepId: AuthorizedSweepId, fullName: string): Promise<void> {
  const [namesake] = await queryRows(
    db,
    namesakeRow,
    Prisma.sql`
    SELECT m."approved", (p."userId" IS NOT NULL) AS "hasAccount"
    FROM "SweepMember" m JOIN "Player" p ON p."id" = m."playerId"
    WHERE m."sweepId" = ${sweepId}::uuid AND m."removedAt" IS NULL
      AND lower(regexp_replace(p."fullName", '\\s+', ' ', 'g')) = lower(${fullName})
    LIMIT 1`,
  );
  if (!namesake) return;
  if (!namesake.approved) {
    throw new AppError(
      "conflict",
      `${fullName} has already asked to join this sweep: approve the request on the Members page instead.`,
    );
  }
  throw new AppError(
    "conflict",
    `This sweep already has a member called ${fullName}. If this is someone else, add what tells them apart, e.g. "${fullName} (Jnr)".`,
    { fieldErrors: [{ field: "fullName", message: `There is already a member called ${fullName}.` }] },
  );
}

/**
 * A member an admin adds by name: a player with no account and an approved membership, entered, drawn and
 * scored like anyone until he claims the record (lib/server/services/claim-player.ts). Serialized per sweep so
 * two admins adding the same name at once make one member.
 */
export async function addAccountlessMember(
  db: Db,
  sweepId: AuthorizedSweepId,
  fullName: string,
  now = new Date(),
): Promise<{ memberId: string; playerId: string }> {
  const name = fullName.replace(/\s+/g, " ");
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sweeps.member-names'), hashtext(${sweepId}))`;
  await assertNameFree(db, sweepId, name);
  const player = await db.player.create({ data: { fullName: name }, select: { id: true } });
  const member = await db.sweepMember.create({
    data: { sweepId, playerId: player.id, approved: true, requestedAt: now, approvedAt: now },
    select: { id: true },
  });
  return { memberId: member.id, playerId: player.id };
}
