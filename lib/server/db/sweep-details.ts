import "server-only";
import type { SweepDto } from "@/lib/validation/sweep-details";
import type { SweepHeaderDto } from "@/lib/validation/sweeps";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { listCoursesForPlayer } from "./courses";
import { listSweepMembers } from "./members";
import { getOrderOfMerit } from "./order-of-merit";
import { listSweepEvents } from "./sweeps";

/** What a caller may see inside a sweep, as the guard and lib/server/auth/member-policy.ts decided it. */
export type SweepInside = { sweepId: AuthorizedSweepId; playerId: string; includeRequests: boolean };

/**
 * The spec's Sweep: the header and, for an approved member, the sweep's events, members, join requests, order of
 * merit and courses, each read by the data function that also answers it on its own (the sweep's events, members
 * and order-of-merit calls), so the older sweep/details page's tabs and those calls always agree.
 */
export async function getSweepDetails(db: Db, header: SweepHeaderDto, inside: SweepInside | null): Promise<SweepDto> {
  if (!inside) return { ...header, events: [], members: [], requests: [], oom: [], courses: [] };
  const [events, memberships, oom, courses] = await Promise.all([
    listSweepEvents(db, inside.sweepId, inside.playerId),
    listSweepMembers(db, inside.sweepId, { includeRequests: inside.includeRequests }),
    getOrderOfMerit(db, inside.sweepId),
    listCoursesForPlayer(db, inside.playerId, inside.sweepId),
  ]);
  return {
    ...header,
    events,
    members: memberships.filter((member) => member.approved),
    requests: memberships.filter((member) => !member.approved),
    oom: oom.entries,
    courses,
  };
}
