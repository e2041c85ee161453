import "server-only";
import type { AddMemberBody, MemberDetailDto } from "@/lib/validation/members";
import type { AuthorizedSweepId } from "../auth/authorized";
import { addAccountlessMember } from "../db/accountless-members";
import { insertHandicapEntry, type HandicapAuthor } from "../db/handicaps";
import type { RootDb } from "../db/infra/client";
import { lockSweepHandicaps } from "../db/locks";
import { getMemberHandicaps } from "../db/members";

/** An admin adds a member with no account and his starting handicap in one go, recorded as any handicap entry is. */
export async function addMember(
  db: RootDb,
  sweepId: AuthorizedSweepId,
  body: AddMemberBody,
  by: HandicapAuthor,
): Promise<MemberDetailDto> {
  const memberId = await db.$transaction(async (tx) => {
    const added = await addAccountlessMember(tx, sweepId, body.fullName);
    await lockSweepHandicaps(tx, sweepId);
    await insertHandicapEntry(tx, sweepId, added.playerId, { exact: body.handicap }, by);
    return added.memberId;
  });
  const member = await getMemberHandicaps(db, sweepId, memberId, { includeInactive: true });
  if (!member) throw new Error(`Membership ${memberId} vanished after it was added`);
  return member;
}
