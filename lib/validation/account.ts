import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";
import { assessPassword } from "./password-strength";
import { textField } from "./text";

export { PASSWORD_MAX_LENGTH };
// RFC 5321's limit on a forward path; longer input is refused before it reaches the database.
const EMAIL_MAX_LENGTH = 254;

const name = (label: string) => textField(label, { max: 60 });

export const emailSchema = z
  .string({ error: "Enter an email address like name@example.com." })
  .max(EMAIL_MAX_LENGTH * 2, `Use at most ${EMAIL_MAX_LENGTH} characters for your email address.`)
  .trim()
  .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters for your email address.`)
  .toLowerCase()
  .pipe(z.email("Enter an email address like name@example.com."));

/**
 * A new password: long enough, not too long to hash, and not blank, common or otherwise easy to guess
 * (zxcvbn). Client code imports this module with import(): it carries the estimator's dictionaries.
 */
const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`)
  .superRefine((password, context) => {
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const { problem } = assessPassword(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const registerBodySchema = z.strictObject({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const updateProfileBodySchema = z
  .strictObject({
    firstName: name("First name"),
    lastName: name("Last name"),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, "That password is too long.").optional(),
    newPassword: passwordSchema.optional(),
    shareContact: z.boolean({ error: "Set shareContact to true or false." }).optional().meta({
      description:
        "Whether your sweeps' admins may include your email in the member list they export for the club and insurer; absent: unchanged.",
    }),
  })
  .refine((body) => !body.newPassword || body.currentPassword, {
    path: ["currentPassword"],
    message: "Enter your current password to set a new one.",
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const fullNameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export const accountDtoSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  hasPassword: z.boolean(),
  hasExternalIdentity: z.boolean(),
  shareContact: z.boolean().meta({ description: "The email may go into the member list admins export." }),
});
export type AccountDto = z.infer<typeof accountDtoSchema>;

/** GET /api/account/getUserSweepOwner (the spec's getUser{product}wner): the sweeps the caller owns. */
export const sweepOwnerDtoSchema = z.object({
  isSweepOwner: z.boolean(),
  sweeps: z
    .array(z.object({ id: z.uuid(), name: z.string() }))
    .meta({ description: "The sweeps the caller owns, by name." }),
});
export type SweepOwnerDto = z.infer<typeof sweepOwnerDtoSchema>;

export const clientConfigurationDtoSchema = z.object({
  clientId: z.string(),
  providers: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(["credentials", "oidc"]) })),
  postLoginPath: z.string(),
  postLogoutPath: z.string(),
  registerUrl: z.string(),
  profileUrl: z.string(),
});
export type ClientConfigurationDto = z.infer<typeof clientConfigurationDtoSchema>;
