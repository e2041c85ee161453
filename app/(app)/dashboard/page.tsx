import type { Metadata } from "next";
import Link from "next/link";
import { DashboardEvents } from "@/components/event/dashboard-events";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { SweepList } from "@/components/sweep/sweep-list";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { sweepTodays } from "@/lib/server/db/event-start";
import { listEventsForPlayer } from "@/lib/server/db/events";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The sweeps the caller is not in that the dashboard shows until asked for all: a server may hold hundreds, and a
 * card with its own Join button for each made the page a phone took seconds to make ready; `?sweeps=all` shows them all.
 */
const OTHER_SWEEPS_SHOWN = 6;

type Props = { searchParams: Promise<{ sweeps?: string | string[] }> };

// dashboard: the caller's next event they are in (today's round first) and the four after it (docs/screens-and-api.md#dashboard-and-events-lists, docs/screens-and-api.md#limits: events 1 to 5), then their sweeps and a few others (?sweeps=all: every sweep).
export default async function DashboardPage({ searchParams }: Props) {
  const user = await requirePageUser();
  const [events, sweeps, { sweeps: sweepsShown }] = await Promise.all([
    listEventsForPlayer(db, user.playerId),
    listSweepsForPlayer(db, user.playerId),
    searchParams,
  ]);
  const isShowingAllSweeps = sweepsShown === "all";
  const others = sweeps.filter((sweep) => !sweep.userIsMember);
  const hiddenOthers = new Set(isShowingAllSweeps ? [] : others.slice(OTHER_SWEEPS_SHOWN));
  const todayBySweep = await sweepTodays(db, [...new Set(events.map((event) => event.sweepId))]);
  return (
    <PageContainer>
      <PageTitle>Dashboard</PageTitle>
      <DashboardEvents events={events} todayBySweep={todayBySweep} />
      <section aria-labelledby="all-sweeps" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="all-sweeps" className="text-lg font-semibold text-stone-900">
            Sweeps
          </h2>
          {others.length > OTHER_SWEEPS_SHOWN ? (
            <Link
              href={isShowingAllSweeps ? "/dashboard" : "/dashboard?sweeps=all"}
              scroll={false}
              prefetch={false}
              className="inline-flex min-h-tap items-center rounded-control px-3 text-sm font-semibold text-accent-strong underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
            >
              {isShowingAllSweeps ? "Show yours and a few others" : `Show all ${sweeps.length} sweeps`}
            </Link>
          ) : null}
        </div>
        <SweepList sweeps={sweeps.filter((sweep) => !hiddenOthers.has(sweep))} viewerPlayerId={user.playerId} />
      </section>
    </PageContainer>
  );
}
