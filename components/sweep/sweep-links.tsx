import Link from "next/link";
import { checkedRoute } from "../layout/routes";
import { buttonClass } from "../ui/button-styles";
import { NavTabs } from "../ui/nav-tabs";

export type SweepTab =
  "events" | "members" | "courses" | "leaderboard" | "order-of-merit" | "money" | "rules" | "explain";

/** Leaderboard, Members and Events on a sweep card: only for approved members (docs/screens-and-api.md#home-and-navigation). */
export function SweepLinks({ sweepId }: { sweepId: string }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      <Link
        href={checkedRoute(`/sweeps/${sweepId}/leaderboard`)}
        className={buttonClass("secondary", "px-1 text-sm sm:px-4 sm:text-base")}
      >
        Leaderboard
      </Link>
      <Link
        href={`/sweeps/${sweepId}/members`}
        className={buttonClass("secondary", "px-1 text-sm sm:px-4 sm:text-base")}
      >
        Members
      </Link>
      <Link href={`/sweeps/${sweepId}`} className={buttonClass("secondary", "px-1 text-sm sm:px-4 sm:text-base")}>
        Events
      </Link>
    </div>
  );
}

/** The pages of a sweep as tabs under its header, the current one marked; Members shows waiting requests. */
export function SweepTabs({
  sweepId,
  current,
  requestCount,
  isAdmin,
}: {
  sweepId: string;
  current: SweepTab;
  requestCount: number;
  isAdmin: boolean;
}) {
  const requests =
    requestCount > 0 ? (
      <span className="ml-0.5 inline-grid min-w-6 place-items-center rounded-full bg-amber-500 px-1.5 text-sm font-bold text-stone-950">
        {requestCount}
        <span className="sr-only">{requestCount === 1 ? " join request" : " join requests"}</span>
      </span>
    ) : null;
  return (
    <NavTabs
      label="Sweep"
      tabs={[
        { label: "Events", href: checkedRoute(`/sweeps/${sweepId}`), isCurrent: current === "events" },
        {
          label: "Members",
          href: checkedRoute(`/sweeps/${sweepId}/members`),
          isCurrent: current === "members",
          badge: requests,
        },
        { label: "Courses", href: checkedRoute(`/sweeps/${sweepId}/courses`), isCurrent: current === "courses" },
        {
          label: "Leaderboard",
          href: checkedRoute(`/sweeps/${sweepId}/leaderboard`),
          isCurrent: current === "leaderboard",
        },
        {
          label: "OOM",
          href: checkedRoute(`/sweeps/${sweepId}/order-of-merit`),
          isCurrent: current === "order-of-merit",
        },
        { label: "Money", href: checkedRoute(`/sweeps/${sweepId}/money`), isCurrent: current === "money" },
        { label: "Why?", href: checkedRoute(`/sweeps/${sweepId}/explain`), isCurrent: current === "explain" },
        ...(isAdmin
          ? [{ label: "Rules", href: checkedRoute(`/sweeps/${sweepId}/rules`), isCurrent: current === "rules" }]
          : []),
      ]}
    />
  );
}
