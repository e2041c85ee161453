import Link from "next/link";
import type { SweepSummaryDto } from "@/lib/validation/sweeps";

/** The older sweeps/admin list: owner, event count, and a Member badge where the user is an approved member. */
export function SweepAdminList({ sweeps }: { sweeps: SweepSummaryDto[] }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {sweeps.map((sweep) => (
        <li key={sweep.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <Link href={`/sweep/details/${sweep.id}`} className="font-semibold text-fairway-800 hover:underline">
              {sweep.name}
            </Link>
            <p className="text-sm text-stone-600">
              Owner {sweep.owner.fullName} · {sweep.totalEvents === 1 ? "1 event" : `${sweep.totalEvents} events`}
            </p>
          </div>
          {sweep.approved ? <span className="rounded-full bg-fairway-50 px-2.5 py-1 text-xs font-semibold text-fairway-800">Member</span> : null}
        </li>
      ))}
    </ul>
  );
}
