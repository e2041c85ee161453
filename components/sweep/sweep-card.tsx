import Link from "next/link";
import type { SweepSummaryDto } from "@/lib/validation/sweeps";
import { JoinSweepButton } from "./join-sweep-button";
import { RoleBadge, standingOf } from "./role-badge";
import { SweepFacts } from "./sweep-facts";
import { SweepLinks } from "./sweep-links";

export function SweepCard({ sweep, viewerPlayerId }: { sweep: SweepSummaryDto; viewerPlayerId: string }) {
  const isOwner = sweep.ownerPlayer.id === viewerPlayerId;
  // A pending request is shown by the join button below, so the badge is for members only.
  const standing = sweep.approved
    ? standingOf({ isOwner, isAdmin: sweep.isSweepAdmin, approved: true, hasRequested: true })
    : null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="min-w-0 text-xl font-bold tracking-tight [overflow-wrap:anywhere]">
          <Link
            href={`/sweeps/${sweep.id}`}
            className="inline-flex min-h-11 items-center text-fairway-800 underline-offset-4 hover:underline"
          >
            {sweep.name}
          </Link>
        </h2>
        {standing ? <RoleBadge standing={standing} /> : null}
      </div>
      <SweepFacts totalEvents={sweep.totalEvents} memberCount={sweep.memberCount} ownerName={sweep.owner} />
      {sweep.approved ? <SweepLinks sweepId={sweep.id} /> : <JoinSweepButton sweep={sweep} />}
    </li>
  );
}
