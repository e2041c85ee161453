import "server-only";
import type { UpdateProfileBody } from "@/lib/validation/account";
import { AppError } from "../errors";
import { getPasswordCheck } from "../db/account";
import { revokeAllApiTokens } from "../db/api-tokens";
import type { RootDb } from "../db/infra/client";
import { updateUserProfile } from "../db/users";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { assertPasswordCheckAllowed, clearFailedPasswords, recordFailedPassword } from "../auth/rate-limit";

const WRONG_CURRENT_PASSWORD = new AppError("invalid", "Some fields are not valid.", {
  fieldErrors: [{ field: "currentPassword", message: "Your current password is not right." }],
});

/**
 * Changes the caller's name and contact consent and, with the current password, their password. Meant for a caller signed in with
 * a session (an API token must not be enough to take over the account). Guesses at the current password count
 * against the same per-account and per-address limits as sign-in (`clientAddress`: null when unknown). A new
 * password ends every session (sessionVersion) and revokes every API token, in one transaction.
 */
export async function updateProfile(db: RootDb, userId: string, body: UpdateProfileBody, clientAddress: string | null) {
  const details = { firstName: body.firstName, lastName: body.lastName, shareContact: body.shareContact };
  if (!body.newPassword) return updateUserProfile(db, userId, details);
  const account = await getPasswordCheck(db, userId);
  if (account?.passwordHash) {
    await assertPasswordCheckAllowed(db, account.email, clientAddress);
    if (!(await verifyPassword(account.passwordHash, body.currentPassword ?? ""))) {
      await recordFailedPassword(db, account.email, clientAddress);
      throw WRONG_CURRENT_PASSWORD;
    }
    await clearFailedPasswords(db, account.email);
  }
  const passwordHash = await hashPassword(body.newPassword);
  return db.$transaction(async (tx) => {
    await revokeAllApiTokens(tx, userId);
    return updateUserProfile(tx, userId, { ...details, passwordHash });
  });
}
