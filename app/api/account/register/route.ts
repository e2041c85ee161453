import { register } from "@/lib/contracts/account";
import { withRoute } from "@/lib/server/api/with-route";
import { clientAddress } from "@/lib/server/auth/request-origin";
import { db } from "@/lib/server/db/infra/client";
import { registerAccount } from "@/lib/server/services/register-account";

// POST /api/account/register — create a built-in account and its player; 201 {id, playerId, name, email}.
export const POST = withRoute(register, async ({ req, body }) => registerAccount(db, body, clientAddress(req.headers)));
