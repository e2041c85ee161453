import type { Metadata } from "next";
import { DashboardEvents } from "@/components/event/dashboard-events";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { SweepList } from "@/components/sweep/sweep-list";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { sweepTodays } from "@/lib/server/db/event-start";
import { listEventsForPlayer } from "@/lib/server/db/events";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Dashboard" };

// dashboard: the caller's next event they are in (today's round first) and the four after it (docs/screens-and-api.md#dashboard-and-events-lists, docs/screens-and-api.md#limits: events 1 to 5), then every sweep.
export default async function DashboardPage() {
  const user = await requirePageUser();
  const [events, sweeps] = await Promise.all([
    listEventsForPlayer(db, user.playerId),
    listSweepsForPlayer(db, user.playerId),
  ]);
  const todayBySweep = await sweepTodays(db, [...new Set(events.map((event) => event.sweepId))]);
  return (
    <PageContainer>
      <PageTitle>Dashboard</PageTitle>
      <DashboardEvents initialEvents={events} todayBySweep={todayBySweep} />
      <section aria-labelledby="all-sweeps" className="space-y-3">
        <h2 id="all-sweeps" className="text-lg font-semibold text-stone-900">
          Sweeps
        </h2>
        <SweepList sweeps={sweeps} viewerPlayerId={user.playerId} />
      </section>
    </PageContainer>
  );
}
