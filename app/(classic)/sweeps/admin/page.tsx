import type { Metadata } from "next";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { SweepAdminList } from "@/components/sweep/sweep-admin-list";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { listSweepsForPlayer } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Sweeps" };

export default async function SweepsAdminPage() {
  const user = await requirePageUser();
  return (
    <PageContainer>
      <PageTitle>Sweeps</PageTitle>
      <SweepAdminList sweeps={await listSweepsForPlayer(db, user.playerId)} viewerPlayerId={user.playerId} />
    </PageContainer>
  );
}
