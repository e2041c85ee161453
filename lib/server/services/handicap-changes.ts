import "server-only";
import type { HandicapEntryDto } from "@/lib/validation/handicaps";
import type { SweepMemberDto } from "@/lib/validation/members";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import {
  correctHandicapEntry,
  insertHandicapEntry,
  readHandicapEntry,
  withdrawHandicapEntry,
  type HandicapAuthor,
} from "../db/handicaps";
import { lockSweepHandicaps } from "../db/locks";
import { approveMembership, getMemberOfPlayer } from "../db/members";
import { notifyJoinDecided } from "../notifications/causes";
import { refreshPlayingHandicaps } from "../db/playing-handicaps";

/*
 * An admin's handicap changes: each one transaction that writes the history (who, when, why) and brings the
 * playing handicaps of the member's cards with no score yet up to date (db/playing-handicaps.ts), so an event
 * already drawn never shows a handicap of another date.
 */

/** A new handicap for a current member (the members drawer, both API families). */
export async function recordHandicap(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  playerId: string,
  input: { exact: number; eventId?: string | null },
  by: HandicapAuthor,
): Promise<HandicapEntryDto> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const id = await insertHandicapEntry(tx, sweepId, playerId, input, by);
    await refreshPlayingHandicaps(tx, sweepId, [playerId], by);
    return readHandicapEntry(tx, id);
  });
}

/** A correction: a new entry in the corrected one's place (db/handicaps.ts). Null when there is no entry in force. */
export async function correctHandicap(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  handicapId: string,
  exact: number,
  by: HandicapAuthor,
): Promise<HandicapEntryDto | null> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const corrected = await correctHandicapEntry(tx, sweepId, handicapId, exact, by);
    if (!corrected) return null;
    await refreshPlayingHandicaps(tx, sweepId, [corrected.playerId], by);
    return readHandicapEntry(tx, corrected.id);
  });
}

/** The spec's DELETE of an entry: withdrawn, kept for the audit. False when there is no entry in force. */
export async function withdrawHandicap(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  handicapId: string,
  by: HandicapAuthor,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockSweepHandicaps(tx, sweepId);
    const withdrawn = await withdrawHandicapEntry(tx, sweepId, handicapId, by);
    if (!withdrawn) return false;
    await refreshPlayingHandicaps(tx, sweepId, [withdrawn.playerId], by);
    return true;
  });
}

/**
 * Approves a join request and, when one is given, records the new member's starting handicap with it. Approving
 * an approved member changes nothing, its starting handicap included (a repeated click adds no entry).
 */
export async function approveMember(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  playerId: string,
  startingHandicap: number | undefined,
  by: HandicapAuthor,
  now = new Date(),
): Promise<SweepMemberDto> {
  return db.$transaction(async (tx) => {
    const member = await approveMembership(tx, sweepId, playerId, now);
    const approvedNow = member.approvedAt === now.toISOString();
    if (approvedNow) await notifyJoinDecided(tx, sweepId, playerId, true, now);
    if (startingHandicap === undefined || !approvedNow) return member;
    await lockSweepHandicaps(tx, sweepId);
    await insertHandicapEntry(tx, sweepId, playerId, { exact: startingHandicap }, by, now);
    return getMemberOfPlayer(tx, sweepId, playerId);
  });
}
