import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/client";
import { registerAccount } from "@/lib/server/services/register-account";
import { registerBodySchema } from "@/lib/validation/account";

// POST /api/account/register — create a built-in account and its player; 201 {id, playerId, name, email}.
export const POST = withRoute({ auth: false, body: registerBodySchema }, async ({ body }) => {
  const identity = await registerAccount(db, body);
  return Response.json(identity, { status: 201 });
});
