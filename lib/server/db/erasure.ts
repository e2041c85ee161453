import "server-only";
import { z } from "zod";
import { FORMER_MEMBER_NAME } from "@/lib/validation/erasure";
import { notifyAccessChanged } from "../live/notify";
import { Prisma } from "./generated/client";
import type { Db } from "./infra/client";
import { queryRows } from "./query-rows";

/** The player to erase, with every string that names them: their names and their email addresses. */
export type ErasureSubject = { playerId: string; userId: string | null; personalStrings: string[] };

export async function readErasureSubject(db: Db, playerId: string): Promise<ErasureSubject | null> {
  const player = await db.player.findUnique({
    where: { id: playerId },
    select: {
      fullName: true,
      guestEmail: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true } },
      claims: { select: { email: true } },
    },
  });
  if (!player) return null;
  const { user } = player;
  const strings = [
    player.fullName,
    player.guestEmail,
    ...player.claims.map((claim) => claim.email),
    ...(user ? [user.email, `${user.firstName} ${user.lastName}`.trim()] : []),
  ];
  const personalStrings = [...new Set(strings.filter((s): s is string => !!s && s !== FORMER_MEMBER_NAME))];
  return { playerId, userId: user?.id ?? null, personalStrings };
}

/**
 * Erases a player's personal data in the caller's transaction (docs/self-hosting.md#privacy). The player row stays,
 * named "Former member" and linked to no account, so their cards, results, handicap history and ledger lines keep
 * every other member's positions and standings as they were. The account goes with everything hung on it (API
 * tokens, notifications, preferences, sign-in links, the calendar feed's token), the memberships end, claims to the
 * player go, and every text or JSON column that copied a name or address (memos, reasons, summaries, other members'
 * email payloads, stored answers) has it replaced. The erasure row says who asked, and names nobody.
 */
export async function erasePlayer(
  tx: Db,
  subject: ErasureSubject,
  byPlayerId: string | null,
  now = new Date(),
): Promise<void> {
  const { playerId, userId } = subject;
  await tx.sweepMember.updateMany({ where: { playerId, removedAt: null }, data: { removedAt: now, isAdmin: false } });
  await tx.eventReserve.deleteMany({ where: { playerId } });
  await tx.playerClaim.deleteMany({ where: { playerId } });
  await tx.player.update({
    where: { id: playerId },
    data: { fullName: FORMER_MEMBER_NAME, guestEmail: null, userId: null },
  });
  if (userId) {
    await tx.user.delete({ where: { id: userId } });
    await notifyAccessChanged(tx, { scope: "user", userId });
  }
  // The ledger's append-only trigger lets this transaction replace text in memos and references, never amounts.
  await tx.$executeRaw`SELECT set_config('sweeps.erasure', 'on', true)`;
  await replacePersonalStrings(tx, subject.personalStrings);
  await tx.accountErasure.create({ data: { playerId, byPlayerId, erasedAt: now } });
}

// Tables whose rows name people in their own columns, handled above: a substring replaced there could rename
// another person who shares a name, or change another address that contains this one.
const OWN_COLUMNS_OF = ["User", "Player", "PlayerClaim"];

const textColumnRow = z.object({ table: z.string(), column: z.string(), type: z.string() });

/**
 * Every text and JSON column of the application's schema, read from the catalogue so that a column added later is
 * covered without a change here. Free text is only scanned on an erasure, which is rare.
 */
async function replacePersonalStrings(tx: Db, personalStrings: string[]): Promise<void> {
  if (personalStrings.length === 0) return;
  const columns = await queryRows(
    tx,
    textColumnRow,
    Prisma.sql`
      SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "type"
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')
        AND c.table_name NOT IN (${Prisma.join(OWN_COLUMNS_OF)})
      ORDER BY c.table_name, c.column_name`,
  );
  // Longest first, so a full name is replaced before a shorter string inside it.
  const strings = [...personalStrings].sort((a, b) => b.length - a.length);
  for (const { table, column, type } of columns) {
    const json = type === "json" || type === "jsonb";
    // In JSON text a string appears escaped, as JSON.stringify writes it.
    const needles = strings.map((s) => (json ? JSON.stringify(s).slice(1, -1) : s));
    const target = Prisma.raw(`${quoteIdentifier(table)}.${quoteIdentifier(column)}`);
    const asText = json ? Prisma.sql`${target}::text` : target;
    const replaced = needles.reduce<Prisma.Sql>(
      (inner, needle) => Prisma.sql`replace(${inner}, ${needle}, ${FORMER_MEMBER_NAME})`,
      asText,
    );
    const value = json ? Prisma.sql`(${replaced})::${Prisma.raw(type)}` : replaced;
    const found = Prisma.join(
      needles.map((needle) => Prisma.sql`strpos(${asText}, ${needle}) > 0`),
      " OR ",
    );
    await tx.$executeRaw`UPDATE ${Prisma.raw(quoteIdentifier(table))} SET ${Prisma.raw(quoteIdentifier(column))} = ${value} WHERE ${found}`;
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The sweeps a player is a current member of: each is left, as an admin's removal leaves it, before an erasure. */
export async function listCurrentSweepIds(db: Db, playerId: string): Promise<string[]> {
  const rows = await db.sweepMember.findMany({
    where: { playerId, approved: true, removedAt: null },
    select: { sweepId: true },
    orderBy: { sweepId: "asc" },
  });
  return rows.map((row) => row.sweepId);
}
