import { exportAccountData } from "@/lib/contracts/account";
import { withRoute } from "@/lib/server/api/with-route";
import { readAccountData } from "@/lib/server/db/account-data";
import { db } from "@/lib/server/db/infra/client";
import { notFound } from "@/lib/server/errors";

// GET /api/account/data — everything stored about the signed-in user, as one JSON document to download.
export const GET = withRoute(exportAccountData, async ({ user }) => {
  const data = await readAccountData(db, user.id);
  if (!data) throw notFound("Your account");
  return data;
});
