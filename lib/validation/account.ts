import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 10;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(60, `${label} must be at most 60 characters.`);

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
  name: z.string().trim().min(1, "Give the token a name, such as the device or script that uses it.").max(80),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const fullNameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();
