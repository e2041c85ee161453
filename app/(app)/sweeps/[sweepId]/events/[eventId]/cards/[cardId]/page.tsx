import type { Metadata } from "next";
import { cardHref } from "@/components/card/card-links";
import { LiveCardScreen } from "@/components/card/card-screen";
import { ROUND_TABS_CLEARANCE, RoundTabs } from "@/components/card/round-tabs";
import { EventRefusal } from "@/components/event/event-refusal";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer } from "@/components/layout/page-container";
import { checkedRoute } from "@/components/layout/routes";
import { RegisterServiceWorker } from "@/components/scoring/register-service-worker";
import { loadEventCardPage } from "@/lib/server/auth/card-page";

type Params = { params: Promise<{ sweepId: string; eventId: string; cardId: string }> };
type Props = Params & { searchParams: Promise<{ mark?: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { sweepId, eventId, cardId } = await params;
  const page = await loadEventCardPage(sweepId, eventId, cardId);
  return { title: page.card ? `Card · ${page.card.player.fullName}` : "Card" };
}

// sweeps/{sweepId}/events/{id}/cards/{cardId}: the card, Out/In/totals, and the keypad for whoever may mark it
// (?mark: opened from Mark card, so an admin gets the keypad without asking twice).
export default async function CardPage({ params, searchParams }: Props) {
  const [{ sweepId, eventId, cardId }, { mark }] = await Promise.all([params, searchParams]);
  const page = await loadEventCardPage(sweepId, eventId, cardId);
  if (!page.card) return <EventRefusal title="Card" reason={page.refusal} />;
  return (
    <div className={ROUND_TABS_CLEARANCE}>
      <PageContainer>
        <GoBackButton parent={checkedRoute(`/sweeps/${sweepId}/events/${eventId}`)} />
        <RoundTabs eventId={eventId} current="card" cardHref={cardHref({ sweepId, eventId, cardId })} />
        <LiveCardScreen initialCard={page.card} courseYards={page.courseYards} isMarkingAtStart={mark !== undefined} />
        <RegisterServiceWorker />
      </PageContainer>
    </div>
  );
}
