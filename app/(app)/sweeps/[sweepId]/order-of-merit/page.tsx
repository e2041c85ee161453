import type { Metadata } from "next";
import { checkedRoute } from "@/components/layout/routes";
import { OomProgressChart } from "@/components/results/oom-progress-chart";
import { OrderOfMerit } from "@/components/results/order-of-merit";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { shownOrderOfMerit } from "@/lib/order-of-merit-lines";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { getOrderOfMerit, getPlayerOomProgress } from "@/lib/server/db/order-of-merit";

export const metadata: Metadata = { title: "Order of merit" };

type Props = { params: Promise<{ sweepId: string }>; searchParams: Promise<{ events?: string | string[] }> };

// sweeps/{id}/order-of-merit: the season's standings with each event's points (?events=all: every event's column),
// and the viewer's season as a chart.
export default async function SweepOrderOfMeritPage({ params, searchParams }: Props) {
  const [{ sweepId }, { events }] = await Promise.all([params, searchParams]);
  const { user, sweep, access } = await loadSweepPage(sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="order-of-merit" />;
  const showAllEvents = events === "all";
  const [oom, viewerProgress] = await Promise.all([
    getOrderOfMerit(db, access.sweepId),
    getPlayerOomProgress(db, access.sweepId, user.playerId),
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="order-of-merit">
      <OrderOfMerit
        oom={shownOrderOfMerit(oom, showAllEvents)}
        viewerPlayerId={user.playerId}
        viewerChart={viewerProgress ? <OomProgressChart progress={viewerProgress} /> : null}
        pagePath={checkedRoute(`/sweeps/${sweep.id}/order-of-merit`)}
        showAllEvents={showAllEvents}
      />
    </SweepPageLayout>
  );
}
