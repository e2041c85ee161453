import type { Metadata } from "next";
import { SweepEventCards } from "@/components/event/sweep-event-cards";
import { OrderOfMerit } from "@/components/results/order-of-merit";
import { MembersPanel } from "@/components/sweep/members-panel";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { Tabs } from "@/components/ui/tabs";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { listSweepHandicapHistory } from "@/lib/server/db/handicaps";
import { listSweepMembers } from "@/lib/server/db/members";
import { getOrderOfMerit, getPlayerOomProgress } from "@/lib/server/db/order-of-merit";
import { listSweepEvents } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Sweep details" };

// sweep/details/{id} (older family): tabs OOM, Members, Events, composed from the newer pages' components;
// these tabs are its navigation, so the header shows none of its own. ?events=all: every event's column in the OOM.
export default async function SweepDetailsPage({
  params,
  searchParams,
}: {
  params: Promise<{ sweepId: string }>;
  searchParams: Promise<{ events?: string | string[] }>;
}) {
  const [{ sweepId }, { events: eventColumns }] = await Promise.all([params, searchParams]);
  const { user, sweep, access } = await loadSweepPage(sweepId);
  if (!access) return <SweepPageLayout sweep={sweep} parent="/sweeps/admin" current={null} />;
  const [oom, viewerProgress, members, history, events] = await Promise.all([
    getOrderOfMerit(db, access.sweepId),
    getPlayerOomProgress(db, access.sweepId, user.playerId),
    listSweepMembers(db, access.sweepId, { includeRequests: canSeeInactiveMembers(access) }),
    listSweepHandicapHistory(db, access.sweepId, { includeInactive: canSeeInactiveMembers(access) }),
    listSweepEvents(db, access.sweepId, user.playerId),
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent="/sweeps/admin" current={null}>
      <Tabs
        label="Sweep details"
        items={[
          {
            value: "oom",
            label: "OOM",
            content: (
              <OrderOfMerit
                oom={oom}
                viewerPlayerId={user.playerId}
                viewerProgress={viewerProgress}
                pagePath={checkedRoute(`/sweep/details/${sweep.id}`)}
                showAllEvents={eventColumns === "all"}
              />
            ),
          },
          {
            value: "members",
            label: "Members",
            content: (
              <MembersPanel
                sweepId={sweep.id}
                initialMembers={members}
                initialHistory={history}
                canManage={access.role !== "member"}
                isViewerOwner={access.role === "owner"}
                timeZone={sweep.timeZone}
              />
            ),
          },
          { value: "events", label: "Events", content: <SweepEventCards events={events} linkSet="classic" /> },
        ]}
      />
    </SweepPageLayout>
  );
}
