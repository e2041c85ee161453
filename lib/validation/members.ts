import { z } from "zod";
import { emailSchema } from "./account";
import { handicapInputSchema } from "./handicaps";
import { currentExactHandicapSchema, currentHandicapSchema, playerDtoSchema } from "./players";
import { textField } from "./text";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const memberParamsSchema = z.object({ sweepId: id, memberId: id });
export const sweepPlayerParamsSchema = z.object({ sweepId: id, playerId: id });

/** POST /api/sweeps/approve and POST /api/sweeps/decline (docs/screens-and-api.md#sweep: "Sweep approval request"). */
export const membershipRequestBodySchema = z.strictObject({
  playerId: z.guid({ error: "Give the playerId of the player who asked to join." }),
  sweepId: z.guid({ error: "Give the sweepId of the sweep they asked to join." }),
});
export type MembershipRequestBody = z.infer<typeof membershipRequestBodySchema>;

/** POST /api/sweeps/approve: the request, and optionally the new member's starting handicap. */
export const approveRequestBodySchema = membershipRequestBodySchema.extend({
  handicap: handicapInputSchema
    .optional()
    .meta({ description: "The new member's starting handicap in this sweep, recorded with the approval." }),
});
export type ApproveRequestInput = z.input<typeof approveRequestBodySchema>;

/** PUT /api/sweeps/{sweepId}/members/{memberId}/role */
export const memberRoleBodySchema = z.strictObject({
  isAdmin: z.boolean({ error: "Set isAdmin to true or false." }),
});
export type MemberRoleBody = z.infer<typeof memberRoleBodySchema>;

/** PUT /api/sweeps/{sweepId}/members/{memberId}/treasurer */
export const memberTreasurerBodySchema = z.strictObject({
  isTreasurer: z.boolean({ error: "Set isTreasurer to true or false." }),
});

/** POST /api/sweeps/{sweepId}/members: an admin adds a member who has no account (no phone, no email needed). */
export const addMemberBodySchema = z.strictObject({
  fullName: textField("Name", { max: 80 }).meta({ description: "The name the society knows him by." }),
  handicap: handicapInputSchema,
});
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;
export type AddMemberInput = z.input<typeof addMemberBodySchema>;

/** POST /api/sweeps/{sweepId}/members/{memberId}/claim-invitation */
export const claimInvitationBodySchema = z.strictObject({
  email: emailSchema.meta({ description: "Only an account with this email can claim the record." }),
});
export type ClaimInvitationBody = z.infer<typeof claimInvitationBodySchema>;

export const sweepMemberDtoSchema = z
  .object({
    id: z.guid().meta({ description: "The membership id (memberId in paths)." }),
    approved: z.boolean().meta({ description: "false: a pending join request." }),
    isAdmin: z.boolean(),
    isOwner: z.boolean(),
    isTreasurer: z.boolean().meta({
      description: "Appointed treasurer by the owner: records payments and corrections and reads every balance.",
    }),
    requestedAt: z.iso.datetime(),
    approvedAt: z.iso.datetime().nullable(),
    player: playerDtoSchema.meta({
      description: "The Player, with currentHandicap, handicaps and events in this sweep only.",
    }),
  })
  .meta({
    description: "The spec's Sweep member: a member of a sweep, or a pending join request when approved is false.",
  });
export type SweepMemberDto = z.infer<typeof sweepMemberDtoSchema>;

/**
 * GET /api/sweeps/{sweepId}/members: current members by name, then pending requests oldest first (those for the
 * owner and admins only).
 */
export const sweepMembersDtoSchema = z.array(sweepMemberDtoSchema).meta({
  description:
    "Current members by name (approved true), then pending join requests oldest first (approved false), which only the owner and admins see.",
});
export type SweepMembersDto = z.infer<typeof sweepMembersDtoSchema>;

/**
 * GET /api/sweeps/{sweepId}/roster: a membership as the Members views list it, the player without their handicap
 * history and events (one member's are read when their side panel opens).
 */
export const rosterMemberDtoSchema = sweepMemberDtoSchema
  .extend({
    player: z.object({
      id: z.guid(),
      fullName: z.string(),
      hasAccount: z.boolean().meta({ description: "false: a member an admin added who has no account yet." }),
      currentHandicap: currentHandicapSchema.meta({
        description: "Playing handicap of the latest entry in this sweep; null before the first.",
      }),
      currentExactHandicap: currentExactHandicapSchema.meta({
        description:
          "Exact handicap of the latest entry in this sweep (signed: −2 is a plus 2); null before the first.",
      }),
    }),
  })
  .meta({ description: "A member or pending join request with the player's name and current handicap in this sweep." });
export type RosterMemberDto = z.infer<typeof rosterMemberDtoSchema>;

export const sweepRosterDtoSchema = z.array(rosterMemberDtoSchema).meta({
  description:
    "Current members by name (approved true), then pending join requests oldest first (approved false), which only the owner and admins see.",
});
export type SweepRosterDto = z.infer<typeof sweepRosterDtoSchema>;

/** GET /api/sweeps/{sweepId}/members/{memberId}: the member side panel; the player's handicaps are newest first. */
export const memberDetailDtoSchema = sweepMemberDtoSchema
  .extend({
    removedAt: z.iso.datetime().nullable().meta({ description: "Set when the membership ended; the history stays." }),
  })
  .meta({ description: "A member whose player carries every handicap entry in this sweep, newest first." });
export type MemberDetailDto = z.infer<typeof memberDetailDtoSchema>;
