import "server-only";
import type { RegisterBody } from "@/lib/validation/account";
import { AppError } from "../errors";
import type { Db } from "../db/infra/client";
import { createUser, type UserIdentity } from "../db/users";
import { hashPassword } from "../auth/passwords";
import { takeRegistrationAttempt } from "../auth/rate-limit";

/**
 * Creates a built-in account. Saying that an email is taken is what a person needs to hear, so it is said;
 * the registration limits (per address and overall) keep anyone from asking that about many emails quickly.
 * `clientAddress` is the caller's address for the per-address limit (null when unknown: overall limit only).
 */
export async function registerAccount(db: Db, body: RegisterBody, clientAddress: string | null): Promise<UserIdentity> {
  await takeRegistrationAttempt(db, clientAddress);
  const existing = await db.user.findUnique({ where: { email: body.email }, select: { id: true } });
  if (existing) {
    throw new AppError("conflict", "An account with this email already exists.", {
      fieldErrors: [{ field: "email", message: "An account with this email already exists. Sign in instead." }],
    });
  }
  const { password, ...names } = body;
  return createUser(db, { ...names, passwordHash: await hashPassword(password) });
}
