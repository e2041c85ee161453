import type { RegisterBody } from "@/lib/validation/account";
import { AppError } from "../errors";
import type { Db } from "../db/client";
import { createUser, type UserIdentity } from "../db/users";
import { hashPassword } from "../auth/passwords";

export async function registerAccount(db: Db, body: RegisterBody): Promise<UserIdentity> {
  const existing = await db.user.findUnique({ where: { email: body.email }, select: { id: true } });
  if (existing) {
    throw new AppError("conflict", "An account with this email already exists.", [
      { field: "email", message: "An account with this email already exists. Sign in instead." },
    ]);
  }
  const { password, ...names } = body;
  return createUser(db, { ...names, passwordHash: await hashPassword(password) });
}
