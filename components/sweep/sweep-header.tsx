import Link from "next/link";
import type { SweepDto } from "@/lib/validation/sweeps";
import { GoBackButton } from "../layout/go-back-button";
import { buttonClass } from "../ui/button-styles";
import { SweepFacts } from "./sweep-facts";
import { SweepLinks } from "./sweep-links";

/** The header every page of a sweep shares: name, events, members, owner, and its buttons (spec §2.3). */
export function SweepHeader({ sweep }: { sweep: SweepDto }) {
  return (
    <header className="space-y-4">
      <GoBackButton fallback="/sweeps" />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{sweep.name}</h1>
        <SweepFacts totalEvents={sweep.totalEvents} memberCount={sweep.memberCount} ownerName={sweep.owner.fullName} />
        {sweep.approved ? (
          <div className="flex flex-wrap gap-2">
            {sweep.isSweepAdmin ? (
              <Link href={`/sweeps/${sweep.id}/events/create`} className={buttonClass("primary")}>
                Event
              </Link>
            ) : null}
            <SweepLinks sweepId={sweep.id} />
          </div>
        ) : null}
        {sweep.requestCount > 0 ? (
          <Link href={`/sweeps/${sweep.id}/members`} className="block text-sm font-semibold text-amber-800 underline">
            {sweep.requestCount === 1 ? "1 request to join is waiting" : `${sweep.requestCount} requests to join are waiting`}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
