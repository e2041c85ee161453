import type { Metadata } from "next";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { loadPlayerPage } from "@/lib/server/auth/player-page";

export const metadata: Metadata = { title: "Player" };

// player/details/{id}: a placeholder in the product spec (docs/screens-and-api.md#players-and-handicaps).
export default async function PlayerDetailsPage({ params }: { params: Promise<{ playerId: string }> }) {
  await loadPlayerPage((await params).playerId);
  return (
    <PageContainer>
      <GoBackButton parent="/" />
      <PageTitle>Player details</PageTitle>
      <p className="text-stone-600">
        Player details are coming soon. A player&apos;s handicaps are on their sweep&apos;s Members page.
      </p>
    </PageContainer>
  );
}
