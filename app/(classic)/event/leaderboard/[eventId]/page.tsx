import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { LiveLeaderboard } from "@/components/leaderboard/live-leaderboard";
import { EventResultsHeader } from "@/components/results/event-results-header";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { db } from "@/lib/server/db/infra/client";
import { getEventLeaderboard } from "@/lib/server/db/leaderboards";

export const metadata: Metadata = { title: "Leaderboard" };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<{ tv?: string | string[] }> };

// event/leaderboard/{id} (older family): position, player, thru and points, live while the field is out; ?tv=1 for the clubhouse screen.
export default async function EventLeaderboardPage({ params, searchParams }: Props) {
  const [page, { tv }] = await Promise.all([loadEventPage((await params).eventId), searchParams]);
  if (!page.access) return <EventRefusal reason={page.refusal} title="Leaderboard" />;
  const leaderboard = await getEventLeaderboard(db, page.access.eventId);
  if (!leaderboard) notFound();
  return (
    <PageContainer>
      <EventResultsHeader event={page.event} current="leaderboard" />
      <LiveLeaderboard initial={leaderboard} viewerPlayerId={page.user.playerId} startInTvMode={tv === "1"} />
    </PageContainer>
  );
}
