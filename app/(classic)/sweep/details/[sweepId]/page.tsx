import type { Metadata } from "next";
import { type LatestEvents, SweepEventCards } from "@/components/event/sweep-event-cards";
import { OomProgressChart } from "@/components/results/oom-progress-chart";
import { SweepOrderOfMerit } from "@/components/results/sweep-order-of-merit";
import { MembersPanel } from "@/components/sweep/members-panel";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { Tabs } from "@/components/ui/tabs";
import { latestEvents } from "@/lib/events/next-event";
import { shownOrderOfMerit } from "@/lib/order-of-merit-lines";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { listSweepRoster } from "@/lib/server/db/roster";
import { getOrderOfMerit, getPlayerOomProgress } from "@/lib/server/db/order-of-merit";
import { listSweepEvents } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Sweep details" };

const TABS = ["oom", "members", "events"] as const;
type Tab = (typeof TABS)[number];

type Props = {
  params: Promise<{ sweepId: string }>;
  searchParams: Promise<{ tab?: string | string[]; events?: string | string[] }>;
};

// sweep/details/{id} (older family): tabs OOM, Members, Events, composed from the newer pages' components;
// these tabs are its navigation, so the header shows none of its own. Only the tab in the address (?tab=) is read
// here: all three of a ten-season society were megabytes; the others read their own data when first opened.
// ?events=all: every event's column in the OOM. No loading.tsx: behind one, the tab the page sends was shown only when
// React revealed it, at least 300 ms after the skeleton's paint and after the page's inline data, so the page's
// largest paint waited for both (bench/http/phone.bench.ts).
export default async function SweepDetailsPage({ params, searchParams }: Props) {
  const [{ user, sweep, access }, { tab, events: eventColumns }] = await Promise.all([
    loadSweepPage((await params).sweepId),
    searchParams,
  ]);
  if (!access) return <SweepPageLayout sweep={sweep} parent="/sweeps/admin" current={null} />;
  const current: Tab = TABS.find((value) => value === tab) ?? "oom";
  const showAllEvents = eventColumns === "all";
  const [oom, members, events] = await Promise.all([
    current === "oom"
      ? Promise.all([getOrderOfMerit(db, access.sweepId), getPlayerOomProgress(db, access.sweepId, user.playerId)])
      : undefined,
    current === "members"
      ? listSweepRoster(db, access.sweepId, { includeRequests: canSeeInactiveMembers(access) })
      : undefined,
    current === "events" ? listSweepEvents(db, access.sweepId, user.playerId) : undefined,
  ]);
  const latest: LatestEvents | undefined = events ? latestEvents(events) : undefined;
  return (
    <SweepPageLayout sweep={sweep} parent="/sweeps/admin" current={null}>
      <Tabs
        label="Sweep details"
        defaultValue={current}
        searchParam="tab"
        items={[
          {
            value: "oom",
            label: "OOM",
            content: (
              <SweepOrderOfMerit
                sweepId={sweep.id}
                viewerPlayerId={user.playerId}
                initial={
                  oom
                    ? {
                        oom: shownOrderOfMerit(oom[0], showAllEvents),
                        viewerChart: oom[1] ? <OomProgressChart progress={oom[1]} /> : null,
                      }
                    : undefined
                }
                pagePath={checkedRoute(`/sweep/details/${sweep.id}`)}
                showAllEvents={showAllEvents}
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
                canManage={access.role !== "member"}
                isViewerOwner={access.role === "owner"}
                timeZone={sweep.timeZone}
              />
            ),
          },
          {
            value: "events",
            label: "Events",
            content: <SweepEventCards sweepId={sweep.id} latest={latest} linkSet="classic" />,
          },
        ]}
      />
    </SweepPageLayout>
  );
}
