import { z } from "zod";
import { HANDICAP_MAX, HANDICAP_MIN } from "@/lib/golf";
import { handicapEntryDtoSchema } from "./handicaps";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const memberParamsSchema = z.object({ sweepId: id, memberId: id });
export const sweepPlayerParamsSchema = z.object({ sweepId: id, playerId: id });

/** POST /api/sweeps/approve and POST /api/sweeps/decline (docs/screens-and-api.md#sweep: "Sweep approval request"). */
export const membershipRequestBodySchema = z.strictObject({
  playerId: z.guid({ error: "Give the playerId of the player who asked to join." }),
  sweepId: z.guid({ error: "Give the sweepId of the sweep they asked to join." }),
});
export type MembershipRequestBody = z.infer<typeof membershipRequestBodySchema>;

/** PUT /api/sweeps/{sweepId}/members/{memberId}/role */
export const memberRoleBodySchema = z.strictObject({
  isAdmin: z.boolean({ error: "Set isAdmin to true or false." }),
});
export type MemberRoleBody = z.infer<typeof memberRoleBodySchema>;

export const memberPlayerDtoSchema = z.object({
  id: z.guid(),
  fullName: z.string(),
  currentHandicap: z
    .int()
    .nullable()
    .meta({ description: "Playing handicap of the latest entry in this sweep; null before the first." }),
  currentExactHandicap: z
    .number()
    .min(HANDICAP_MIN)
    .max(HANDICAP_MAX)
    .multipleOf(0.1)
    .nullable()
    .meta({ description: "Exact handicap of the latest entry in this sweep (signed: −2 is a plus 2)." }),
});
export type MemberPlayerDto = z.infer<typeof memberPlayerDtoSchema>;

export const sweepMemberDtoSchema = z
  .object({
    id: z.guid().meta({ description: "The membership id (memberId in paths)." }),
    approved: z.boolean(),
    isAdmin: z.boolean(),
    isOwner: z.boolean(),
    requestedAt: z.iso.datetime(),
    approvedAt: z.iso.datetime().nullable(),
    player: memberPlayerDtoSchema,
  })
  .meta({ description: "A member of a sweep, or a pending join request when approved is false." });
export type SweepMemberDto = z.infer<typeof sweepMemberDtoSchema>;

/** GET /api/sweeps/{sweepId}/members: current members by name, and pending requests (for the owner and admins). */
export const sweepMembersDtoSchema = z.object({
  members: z.array(sweepMemberDtoSchema),
  requests: z
    .array(sweepMemberDtoSchema)
    .meta({ description: "Pending join requests, oldest first; empty unless the caller is the owner or an admin." }),
});
export type SweepMembersDto = z.infer<typeof sweepMembersDtoSchema>;

/** GET /api/sweeps/{sweepId}/members/{memberId}: the member side panel with their handicap history, newest first. */
export const memberDetailDtoSchema = sweepMemberDtoSchema
  .extend({
    removedAt: z.iso.datetime().nullable().meta({ description: "Set when the membership ended; the history stays." }),
    handicaps: z.array(handicapEntryDtoSchema),
  })
  .meta({ description: "A member with every handicap entry in this sweep, newest first." });
export type MemberDetailDto = z.infer<typeof memberDetailDtoSchema>;
