import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EventListsHeader } from "@/components/event/event-lists-header";
import { LiveEventCards } from "@/components/event/event-list-views";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { db } from "@/lib/server/db/infra/client";
import { listEventCardDtos } from "@/lib/server/db/event-cards";

export const metadata: Metadata = { title: "Cards" };

// events/{id}/cards: the cards with their totals, best first once scores exist.
export default async function EventCardsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadEventPage((await params).eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  const cards = await listEventCardDtos(db, page.access.eventId);
  if (!cards) notFound();
  return (
    <PageContainer>
      <EventListsHeader event={page.event} current="cards" />
      <LiveEventCards eventId={page.event.id} initialCards={cards} />
    </PageContainer>
  );
}
