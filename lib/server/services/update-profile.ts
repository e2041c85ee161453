import type { UpdateProfileBody } from "@/lib/validation/account";
import { AppError } from "../errors";
import { getPasswordHash } from "../db/account";
import type { Db } from "../db/client";
import { updateUserProfile } from "../db/users";
import { hashPassword, verifyPassword } from "../auth/passwords";

export async function updateProfile(db: Db, userId: string, body: UpdateProfileBody) {
  let passwordHash: string | undefined;
  if (body.newPassword) {
    const current = await getPasswordHash(db, userId);
    if (current && !(await verifyPassword(current, body.currentPassword ?? ""))) {
      throw new AppError("invalid", "Some fields are not valid.", [
        { field: "currentPassword", message: "Your current password is not right." },
      ]);
    }
    passwordHash = await hashPassword(body.newPassword);
  }
  return updateUserProfile(db, userId, { firstName: body.firstName, lastName: body.lastName, passwordHash });
}
