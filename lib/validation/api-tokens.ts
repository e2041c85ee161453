import { z } from "zod";
import { textField } from "./text";

// Personal API tokens, apart from the account schemas: those carry the password estimator's dictionaries,
// which the token list on the profile page must not load.

export const createApiTokenBodySchema = z.strictObject({
  name: textField("The token's name", { max: 80 }),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

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
