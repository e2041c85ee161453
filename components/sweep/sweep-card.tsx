import Link from "next/link";
import type { SweepSummaryDto } from "@/lib/validation/sweeps";
import { JoinSweepButton } from "./join-sweep-button";
import { SweepFacts } from "./sweep-facts";
import { SweepLinks } from "./sweep-links";

export function SweepCard({ sweep }: { sweep: SweepSummaryDto }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold tracking-tight">
          <Link href={`/sweeps/${sweep.id}`} className="text-fairway-800 hover:underline">
            {sweep.name}
          </Link>
        </h2>
        {sweep.isSweepAdmin ? <span className="rounded-full bg-fairway-50 px-2.5 py-1 text-xs font-semibold text-fairway-800">Admin</span> : null}
      </div>
      <SweepFacts totalEvents={sweep.totalEvents} memberCount={sweep.memberCount} ownerName={sweep.owner.fullName} />
      {sweep.approved ? <SweepLinks sweepId={sweep.id} /> : <JoinSweepButton sweepId={sweep.id} isPending={sweep.userIsMember} />}
    </li>
  );
}
