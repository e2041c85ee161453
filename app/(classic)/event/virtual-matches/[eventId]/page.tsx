import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { EventResultsHeader } from "@/components/results/event-results-header";
import { MatchPlayView } from "@/components/results/match-play-view";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { db } from "@/lib/server/db/infra/client";
import { getVirtualMatchPlay } from "@/lib/server/db/match-play";

export const metadata: Metadata = { title: "Matches" };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<{ player?: string | string[] }> };

// event/virtual-matches/{id} (older family): every pair as a match; opens on the viewer's own matches when they played.
export default async function VirtualMatchesPage({ params, searchParams }: Props) {
  const [page, { player }] = await Promise.all([loadEventPage((await params).eventId), searchParams]);
  if (!page.access) return <EventRefusal reason={page.refusal} title="Matches" />;
  const matches = await getVirtualMatchPlay(db, page.access.eventId);
  if (!matches) notFound();
  const played = (playerId: unknown) => matches.players.some((entry) => entry.player.id === playerId);
  const initialFilter =
    player === "everyone" || played(player)
      ? (player as string)
      : played(page.user.playerId)
        ? page.user.playerId
        : "everyone";
  return (
    <PageContainer>
      <EventResultsHeader event={page.event} current="matches" />
      <MatchPlayView initial={matches} viewerPlayerId={page.user.playerId} initialFilter={initialFilter} />
    </PageContainer>
  );
}
