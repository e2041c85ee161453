import { z } from "zod";

/** The secret part of an invite or claim link: 32 random bytes, base64url. */
export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "That link is not a Sweeps invitation: copy the whole link again.");

export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });
export const sweepInviteParamsSchema = z.object({
  sweepId: z.guid({ error: "Use the id of an existing sweep (a UUID)." }),
  inviteId: z.guid({ error: "Use the id of an existing invite link (a UUID)." }),
});

/** Where an invite link opens: the page that signs in or registers, then joins or asks to join. */
export const sweepInvitePath = (token: string) => `/invite/${token}`;

/** Where a claim invitation opens: the page that signs in or registers, then takes over the member's record. */
export const playerClaimPath = (token: string) => `/claim/${token}`;

/** POST /api/sweeps/{sweepId}/invites */
export const createSweepInviteBodySchema = z.strictObject({
  joinDirectly: z
    .boolean({ error: "Set joinDirectly to true or false." })
    .default(false)
    .meta({ description: "true: opening the link makes a member at once; false: it files a join request." }),
  expiresInDays: z
    .int({ error: "Give the number of days the link stays valid (1 to 365), or leave it out." })
    .min(1, "A link stays valid for at least 1 day.")
    .max(365, "A link stays valid for at most 365 days.")
    .nullish()
    .meta({ description: "Days until the link stops working; absent or null: until revoked." }),
});
export type CreateSweepInviteBody = z.infer<typeof createSweepInviteBodySchema>;
export type CreateSweepInviteInput = z.input<typeof createSweepInviteBodySchema>;

export const sweepInviteDtoSchema = z
  .object({
    id: z.guid(),
    path: z.string().meta({ description: "The link's path on this site (/invite/{token}): prefix the site's origin." }),
    joinDirectly: z.boolean(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ description: "A sweep's invite link that is neither revoked nor expired." });
export type SweepInviteDto = z.infer<typeof sweepInviteDtoSchema>;
export const sweepInvitesDtoSchema = z.array(sweepInviteDtoSchema);

/** POST /api/invites/{token}: what opening the link did. */
export const inviteAnswerDtoSchema = z.object({
  sweepId: z.guid(),
  standing: z
    .enum(["member", "requested"])
    .meta({ description: "member: the caller is a member now (or already was); requested: a join request waits." }),
});
export type InviteAnswerDto = z.infer<typeof inviteAnswerDtoSchema>;

export const claimInvitationDtoSchema = z
  .object({
    path: z.string().meta({ description: "The claim link's path on this site (/claim/{token})." }),
    email: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ description: "An invitation to claim a member's record; a newer one replaces it." });
export type ClaimInvitationDto = z.infer<typeof claimInvitationDtoSchema>;

/** POST /api/claims/{token}: the sweep whose member record the caller now holds. */
export const claimAnswerDtoSchema = z.object({ sweepId: z.guid(), playerId: z.guid() });
export type ClaimAnswerDto = z.infer<typeof claimAnswerDtoSchema>;
