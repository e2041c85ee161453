import "server-only";
import { roundHalfUp } from "@/lib/golf";
import type { HandicapEntryDto, HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import { AppError } from "../errors";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db, RootDb } from "./infra/client";
import { lockSweepHandicaps } from "./locks";

const entrySelect = {
  id: true,
  sweepId: true,
  exactTenths: true,
  playingHandicap: true,
  created: true,
  eventId: true,
} as const;

type EntryRow = {
  id: string;
  sweepId: string;
  exactTenths: number;
  playingHandicap: number;
  created: Date;
  eventId: string | null;
};

export function toHandicapEntryDto(row: EntryRow): HandicapEntryDto {
  return {
    id: row.id,
    sweepId: row.sweepId,
    exact: row.exactTenths / 10,
    playingHandicap: row.playingHandicap,
    created: row.created.toISOString(),
    eventId: row.eventId,
  };
}

// Newest first; entries written in the same instant keep a stable order.
const NEWEST_FIRST = [{ created: "desc" }, { id: "desc" }] as const satisfies Array<Record<string, "asc" | "desc">>;

/**
 * The History view of the Members page: the sweep's handicap entries, newest first: of current members, and
 * of pending and former members too when asked for.
 */
export async function listSweepHandicapHistory(
  db: Db,
  sweepId: AuthorizedSweepId,
  { includeInactive }: { includeInactive: boolean },
): Promise<HandicapHistoryRowDto[]> {
  const rows = await db.handicapEntry.findMany({
    where: includeInactive
      ? { sweepId }
      : { sweepId, player: { memberships: { some: { sweepId, approved: true, removedAt: null } } } },
    select: {
      ...entrySelect,
      player: { select: { id: true, fullName: true, memberships: { where: { sweepId }, select: { id: true } } } },
    },
    orderBy: [...NEWEST_FIRST],
  });
  return rows.map(({ player: { memberships, ...player }, ...row }) => ({
    ...toHandicapEntryDto(row),
    player,
    memberId: memberships[0]?.id ?? null,
  }));
}

/**
 * An admin's new handicap entry for an approved, current member, optionally tied to an event of the
 * same sweep. The playing handicap is derived from the exact one (docs/golf-rules.md#playing-handicap-from-the-exact-handicap).
 */
export async function createHandicapEntry(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  playerId: string,
  input: { exact: number; eventId?: string | null },
): Promise<HandicapEntryDto> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const [membership, event, latest] = await Promise.all([
      tx.sweepMember.findFirst({ where: { sweepId, playerId, approved: true, removedAt: null }, select: { id: true } }),
      input.eventId ? tx.event.findFirst({ where: { id: input.eventId, sweepId }, select: { id: true } }) : null,
      tx.handicapEntry.findFirst({ where: { sweepId, playerId }, orderBy: NEWEST_FIRST, select: { created: true } }),
    ]);
    if (!membership) {
      throw new AppError(
        "conflict",
        "Only current members have a handicap here: approve the player's join request first.",
      );
    }
    if (input.eventId && !event) {
      throw new AppError("invalid", "Some fields are not valid.", {
        fieldErrors: [
          {
            field: "eventId",
            message: "That event is not an event of this sweep. Leave it empty or pick one of its events.",
          },
        ],
      });
    }
    const row = await tx.handicapEntry.create({
      data: {
        sweepId,
        playerId,
        eventId: input.eventId ?? null,
        created: entryTimeAfter(latest?.created, new Date()),
        ...tenthsAndPlaying(input.exact),
      },
      select: entrySelect,
    });
    return toHandicapEntryDto(row);
  });
}

/**
 * When a new entry is written: now, or just after the latest entry it follows when that one is stamped later
 * (another process's clock, a close stamped with its own time). The newest entry is the handicap, so an entry
 * written after another must sort after it.
 */
export function entryTimeAfter(latest: Date | undefined, now: Date): Date {
  return latest && latest >= now ? new Date(latest.getTime() + 1) : now;
}

function tenthsAndPlaying(exact: number) {
  const exactTenths = roundHalfUp(exact * 10);
  return { exactTenths, playingHandicap: roundHalfUp(exactTenths / 10) };
}

/** Corrects an entry's exact handicap (and so its playing handicap); its date and event stay. */
export async function updateHandicapEntry(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  handicapId: string,
  exact: number,
): Promise<HandicapEntryDto | null> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const { count } = await tx.handicapEntry.updateMany({
      where: { id: handicapId, sweepId },
      data: tenthsAndPlaying(exact),
    });
    if (count === 0) return null;
    const row = await tx.handicapEntry.findFirst({ where: { id: handicapId, sweepId }, select: entrySelect });
    return row ? toHandicapEntryDto(row) : null;
  });
}

export async function deleteHandicapEntry(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  handicapId: string,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const { count } = await tx.handicapEntry.deleteMany({ where: { id: handicapId, sweepId } });
    return count > 0;
  });
}
