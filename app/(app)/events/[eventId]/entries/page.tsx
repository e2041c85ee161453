import type { Metadata } from "next";
import { EventListsHeader } from "@/components/event/event-lists-header";
import { LiveEventEntries } from "@/components/event/event-list-views";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { loadEventPage } from "@/lib/server/auth/event-page";

export const metadata: Metadata = { title: "Entries" };

// events/{id}/entries: everyone entered, by name.
export default async function EventEntriesPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadEventPage((await params).eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  return (
    <PageContainer>
      <EventListsHeader event={page.event} current="entries" />
      <LiveEventEntries eventId={page.event.id} initialEntries={page.event.entries} />
    </PageContainer>
  );
}
