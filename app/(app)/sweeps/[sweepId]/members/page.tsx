import type { Metadata } from "next";
import { checkedRoute } from "@/components/layout/routes";
import { MembersPanel } from "@/components/sweep/members-panel";
import { OwnerMessage } from "@/components/sweep/owner-message";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { canSeeInactiveMembers } from "@/lib/server/auth/member-policy";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { listSweepRoster } from "@/lib/server/db/roster";
import { mailSettings } from "@/lib/server/notifications/mail-settings";

export const metadata: Metadata = { title: "Members" };

// sweeps/{id}/members: Current/History, name filter and the per-member handicap side panel.
export default async function SweepMembersPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="members" />;
  const members = await listSweepRoster(db, access.sweepId, { includeRequests: canSeeInactiveMembers(access) });
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="members">
      <MembersPanel
        sweepId={sweep.id}
        initialMembers={members}
        canManage={access.role !== "member"}
        isViewerOwner={access.role === "owner"}
        timeZone={sweep.timeZone}
      />
      {access.role === "owner" ? <OwnerMessage sweepId={sweep.id} mailConfigured={mailSettings() !== null} /> : null}
    </SweepPageLayout>
  );
}
