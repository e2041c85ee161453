import { withRoute } from "@/lib/server/api/with-route";
import { notFound } from "@/lib/server/errors";
import { getAccount } from "@/lib/server/db/account";
import { db } from "@/lib/server/db/client";
import { updateProfile } from "@/lib/server/services/update-profile";
import { updateProfileBodySchema } from "@/lib/validation/account";

// GET /api/account — the signed-in user's account (AccountDto).
export const GET = withRoute({}, async ({ user }) => {
  const account = await getAccount(db, user.id);
  if (!account) throw notFound("Your account");
  return account;
});

// PUT /api/account — change your name, and your password (with the current one); returns AccountDto.
export const PUT = withRoute({ body: updateProfileBodySchema }, async ({ user, body }) => {
  await updateProfile(db, user.id, body);
  return getAccount(db, user.id);
});
