import type { Metadata } from "next";
import { EventList } from "@/components/event/event-list";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { listEventsForPlayer } from "@/lib/server/db/events";

export const metadata: Metadata = { title: "Events" };

// The older events list (docs/screens-and-api.md#dashboard-and-events-lists): the same list as /events, with Join, Play, event/detail and Results links.
export default async function ClassicEventListPage() {
  const user = await requirePageUser();
  return (
    <PageContainer>
      <PageTitle>Events</PageTitle>
      <EventList initialEvents={await listEventsForPlayer(db, user.playerId)} linkSet="classic" />
    </PageContainer>
  );
}
