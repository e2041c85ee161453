import Link from "next/link";
import type { SweepSummaryDto } from "@/lib/validation/sweeps";
import { RoleBadge, standingOf } from "./role-badge";

/** The older sweeps/admin list: owner, event count, and the user's standing where they have one. */
export function SweepAdminList({ sweeps, viewerPlayerId }: { sweeps: SweepSummaryDto[]; viewerPlayerId: string }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {sweeps.map((sweep) => {
        const standing = standingOf({
          isOwner: sweep.ownerPlayer.id === viewerPlayerId,
          isAdmin: sweep.isSweepAdmin,
          approved: sweep.approved,
          hasRequested: sweep.userIsMember,
        });
        return (
          <li key={sweep.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
            <div className="min-w-0">
              <Link
                href={`/sweep/details/${sweep.id}`}
                className="inline-flex min-h-11 items-center text-lg font-semibold text-fairway-800 underline-offset-4 hover:underline"
              >
                {sweep.name}
              </Link>
              <p className="text-sm text-stone-700">
                Owner {sweep.owner} · {sweep.totalEvents === 1 ? "1 event" : `${sweep.totalEvents} events`}
              </p>
            </div>
            {standing ? <RoleBadge standing={standing} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
