import { z } from "zod";
import { textField } from "./text";

export const PASSWORD_MIN_LENGTH = 10;

const name = (label: string) => textField(label, { max: 60 });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter an email address like name@example.com."));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
  .max(200, "Use at most 200 characters for your password.");

export const registerBodySchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password."),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const updateProfileBodySchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    currentPassword: z.string().optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((body) => !body.newPassword || body.currentPassword, {
    path: ["currentPassword"],
    message: "Enter your current password to set a new one.",
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const createApiTokenBodySchema = z.object({
  name: textField("The token's name", { max: 80 }),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

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
});
export type AccountDto = z.infer<typeof accountDtoSchema>;

export const apiTokenDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiTokenDto = z.infer<typeof apiTokenDtoSchema>;

/** Returned once, when the token is created: the plain token is never shown again. */
export const createdApiTokenDtoSchema = apiTokenDtoSchema.extend({ token: z.string() });

export const apiTokenParamsSchema = z.object({ tokenId: z.uuid() });

export const clientConfigurationDtoSchema = z.object({
  clientId: z.string(),
  providers: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(["credentials", "oidc"]) })),
  postLoginPath: z.string(),
  postLogoutPath: z.string(),
  registerUrl: z.string(),
  profileUrl: z.string(),
});
export type ClientConfigurationDto = z.infer<typeof clientConfigurationDtoSchema>;
