import type { Route } from "next";
import Link from "next/link";
import type { SweepHeaderDto } from "@/lib/validation/sweeps";
import { GoBackButton } from "../layout/go-back-button";
import { checkedRoute } from "../layout/routes";
import { buttonClass } from "../ui/button-styles";
import { SweepFacts } from "./sweep-facts";
import { SweepTabs, type SweepTab } from "./sweep-links";

type Props = { sweep: SweepHeaderDto; parent: Route; current: SweepTab | null };

/**
 * The header every page of a sweep shares (docs/screens-and-api.md#sweeps-and-membership): name and facts, the admins' New event action, and
 * the sweep's pages as tabs. Compact, so on a phone the page's own content starts on the first screen.
 * `current` is null on a page that brings its own tabs, so there is one navigation, not two.
 */
export function SweepHeader({ sweep, parent, current }: Props) {
  return (
    <header className="space-y-2">
      <GoBackButton parent={parent} />
      <div className="rounded-2xl border border-stone-200 bg-white px-4 pt-3 shadow-sm sm:px-5 sm:pt-4">
        <div className="flex items-start justify-between gap-2 sm:gap-3">
          <h1 className="min-w-0 flex-1 pt-1 text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {sweep.name}
          </h1>
          {sweep.approved && sweep.isSweepAdmin ? (
            <Link
              href={checkedRoute(`/sweeps/${sweep.id}/events/create`)}
              className={buttonClass("secondary", "shrink-0 px-2.5 text-sm sm:px-4 sm:text-base")}
            >
              <span aria-hidden>+</span> New event
            </Link>
          ) : null}
        </div>
        <div className="pt-1 pb-3">
          <SweepFacts totalEvents={sweep.totalEvents} memberCount={sweep.memberCount} ownerName={sweep.owner} />
        </div>
        {sweep.approved && current ? (
          <SweepTabs
            sweepId={sweep.id}
            current={current}
            requestCount={sweep.requestCount}
            isAdmin={sweep.isSweepAdmin}
          />
        ) : null}
      </div>
    </header>
  );
}
