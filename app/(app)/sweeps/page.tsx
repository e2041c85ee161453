import type { Metadata } from "next";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { SweepList } from "@/components/sweep/sweep-list";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Sweeps" };

export default async function SweepsPage() {
  const user = await requirePageUser();
  return (
    <PageContainer>
      <PageTitle>Sweeps</PageTitle>
      <SweepList sweeps={await listSweepsForPlayer(db, user.playerId)} viewerPlayerId={user.playerId} />
    </PageContainer>
  );
}
