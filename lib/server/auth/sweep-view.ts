import "server-only";
import type { SweepDto } from "@/lib/validation/sweep-details";
import { db } from "../db/infra/client";
import { getSweepDetails } from "../db/sweep-details";
import { getSweep } from "../db/sweeps";
import { notFound } from "../errors";
import { accessFromSweepHeader } from "./guards";
import { canSeeInactiveMembers } from "./member-policy";

/**
 * The spec's Sweep as this caller may see it (any signed-in user sees the header; inside is for approved members,
 * join requests for the owner and admins): 404 when there is no such sweep.
 */
export async function readSweepAs(caller: { playerId: string }, sweepId: string): Promise<SweepDto> {
  const header = await getSweep(db, sweepId, caller.playerId);
  if (!header) throw notFound("The sweep");
  const access = accessFromSweepHeader(header, caller, "member");
  return getSweepDetails(
    db,
    header,
    access && { sweepId: access.sweepId, playerId: caller.playerId, includeRequests: canSeeInactiveMembers(access) },
  );
}
