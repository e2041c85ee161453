import Link from "next/link";
import { buttonClass } from "../ui/button-styles";

/** Leaderboard, Members and Events: only for approved members (spec §2.2). */
export function SweepLinks({ sweepId }: { sweepId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`/sweeps/${sweepId}/leaderboard`} className={buttonClass("secondary")}>
        Leaderboard
      </Link>
      <Link href={`/sweeps/${sweepId}/members`} className={buttonClass("secondary")}>
        Members
      </Link>
      <Link href={`/sweeps/${sweepId}`} className={buttonClass("secondary")}>
        Events
      </Link>
    </div>
  );
}
