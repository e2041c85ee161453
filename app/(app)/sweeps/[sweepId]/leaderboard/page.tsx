import type { Metadata } from "next";
import { checkedRoute } from "@/components/layout/routes";
import { TopFiveLeaderboard } from "@/components/leaderboard/top-five-leaderboard";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { getSweepLeaderboard } from "@/lib/server/db/leaderboards";

export const metadata: Metadata = { title: "Leaderboard" };

// sweeps/{id}/leaderboard: each member's best five cards of the sweep's closed events, ranked by their total.
export default async function SweepLeaderboardPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="leaderboard" />;
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="leaderboard">
      <TopFiveLeaderboard
        sweepId={sweep.id}
        entries={await getSweepLeaderboard(db, access.sweepId)}
        viewerPlayerId={user.playerId}
      />
    </SweepPageLayout>
  );
}
