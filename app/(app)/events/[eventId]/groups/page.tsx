import type { Metadata } from "next";
import { EventListsHeader } from "@/components/event/event-lists-header";
import { LiveEventGroups } from "@/components/event/event-list-views";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { loadEventPage } from "@/lib/server/auth/event-page";

export const metadata: Metadata = { title: "Groups" };

// events/{id}/groups: the draw, group by group, with the same rows as GET /api/events/{id}/groups.
export default async function EventGroupsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadEventPage((await params).eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  const { event } = page;
  const inDrawOrder = [...event.groups.flatMap((group) => group.entries), ...event.ungroupedEntries];
  return (
    <PageContainer>
      <EventListsHeader event={event} current="groups" />
      <LiveEventGroups eventId={event.id} initialEntries={inDrawOrder} />
    </PageContainer>
  );
}
