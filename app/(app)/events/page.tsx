import type { Metadata } from "next";
import { EventList } from "@/components/event/event-list";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { listEventsForPlayer } from "@/lib/server/db/events";

export const metadata: Metadata = { title: "Events" };

// events: the caller's events across their sweeps, upcoming first, each with Join / Play / Results.
export default async function EventsPage() {
  const user = await requirePageUser();
  return (
    <PageContainer>
      <PageTitle>Events</PageTitle>
      <EventList initialEvents={await listEventsForPlayer(db, user.playerId)} linkSet="newer" />
    </PageContainer>
  );
}
