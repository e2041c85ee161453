import { claimPlayer as claimPlayerContract } from "@/lib/contracts/members";
import { withRoute } from "@/lib/server/api/with-route";
import { db } from "@/lib/server/db/infra/client";
import { claimPlayer } from "@/lib/server/services/claim-player";

// POST /api/claims/{token} — the signed-in user claims the member record of a claim invitation; the
// invitation is the permission, and the service checks that it was issued for the caller's email.
export const POST = withRoute(claimPlayerContract, async ({ user, params }) => claimPlayer(db, user, params.token));
