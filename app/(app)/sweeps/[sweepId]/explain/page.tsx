import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { checkedRoute } from "@/components/layout/routes";
import { ExplainMemberPicker } from "@/components/rules/explain-member-picker";
import { ExplanationView } from "@/components/rules/explanation-view";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { getPlayerExplanation } from "@/lib/server/db/explanation";
import { db } from "@/lib/server/db/infra/client";
import { listSweepRoster } from "@/lib/server/db/roster";

export const metadata: Metadata = { title: "Why?" };

type Props = { params: Promise<{ sweepId: string }>; searchParams: Promise<{ player?: string | string[] }> };

// sweeps/{id}/explain: why the viewer's handicap and OOM points are what they are; admins choose any member (?player=).
export default async function SweepExplainPage({ params, searchParams }: Props) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="explain" />;
  const asked = (await searchParams).player;
  const isAdmin = access.role !== "member";
  const chosen = isAdmin ? z.guid().safeParse(asked) : null;
  const [chosenExplanation, members] = await Promise.all([
    chosen?.success ? getPlayerExplanation(db, access.sweepId, chosen.data) : null,
    isAdmin ? listSweepRoster(db, access.sweepId, { includeRequests: false }) : [],
  ]);
  // A player who is no member of the sweep (a stale link) shows the viewer's own, as a member's own page does.
  const explanation = chosenExplanation ?? (await getPlayerExplanation(db, access.sweepId, user.playerId));
  if (!explanation) notFound();
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="explain">
      <div className="space-y-4">
        {isAdmin ? (
          <ExplainMemberPicker members={members.map((member) => member.player)} selected={explanation.player.id} />
        ) : null}
        <ExplanationView explanation={explanation} timeZone={sweep.timeZone} />
      </div>
    </SweepPageLayout>
  );
}
