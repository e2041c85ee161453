import { getAccount as getAccountContract, updateAccount } from "@/lib/contracts/account";
import { withRoute } from "@/lib/server/api/with-route";
import { clientAddress } from "@/lib/server/auth/request-origin";
import { getAccount } from "@/lib/server/db/account";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";
import { updateProfile } from "@/lib/server/services/update-profile";

// GET /api/account — the signed-in user's account (AccountDto).
export const GET = withRoute(getAccountContract, async ({ user }) => {
  const account = await getAccount(db, user.id);
  if (!account) throw notFound("Your account");
  return account;
});

// PUT /api/account — change your name, and your password (with the current one); session only.
export const PUT = withRoute(updateAccount, async ({ req, user, body }) => {
  await updateProfile(db, user.id, body, clientAddress(req.headers));
  const account = await getAccount(db, user.id);
  if (!account) throw notFound("Your account");
  return account;
});
