import "server-only";
import type { AddMemberBody, MemberDetailDto } from "@/lib/validation/members";
import type { AuthorizedSweepId } from "../auth/authorized";
import { addAccountlessMember } from "../db/accountless-members";
import { createHandicapEntry } from "../db/handicaps";
import type { RootDb } from "../db/infra/client";
import { getMemberHandicaps } from "../db/members";

/** An admin adds a member with no account, then records his starting handicap as any handicap entry is recorded. */
export async function addMember(db: RootDb, sweepId: AuthorizedSweepId, body: AddMemberBody): Promise<MemberDetailDto> {
  const { memberId, playerId } = await db.$transaction((tx) => addAccountlessMember(tx, sweepId, body.fullName));
  await createHandicapEntry(db, sweepId, playerId, { exact: body.handicap });
  const member = await getMemberHandicaps(db, sweepId, memberId, { includeInactive: true });
  if (!member) throw new Error(`Membership ${memberId} vanished after it was added`);
  return member;
}
