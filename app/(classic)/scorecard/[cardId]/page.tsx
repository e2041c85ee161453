import type { Metadata } from "next";
import { classicCardHref, classicMarkHref } from "@/components/card/card-links";
import { LiveCardScreen } from "@/components/card/card-screen";
import { ROUND_TABS_CLEARANCE, RoundTabs } from "@/components/card/round-tabs";
import { EventRefusal } from "@/components/event/event-refusal";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer } from "@/components/layout/page-container";
import { checkedRoute } from "@/components/layout/routes";
import { RegisterServiceWorker } from "@/components/scoring/register-service-worker";
import { loadCardPage } from "@/lib/server/auth/card-page";

type Params = { params: Promise<{ cardId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await loadCardPage((await params).cardId);
  return { title: page.card ? `Scorecard · ${page.card.player.fullName}` : "Scorecard" };
}

// scorecard/{id} (older family): the card, with Mark card leading to its mark screen for whoever may mark it.
export default async function ScorecardPage({ params }: Params) {
  const page = await loadCardPage((await params).cardId);
  if (!page.card) return <EventRefusal title="Scorecard" reason={page.refusal} />;
  return (
    <div className={ROUND_TABS_CLEARANCE}>
      <PageContainer>
        <GoBackButton parent={checkedRoute(`/event/detail/${page.card.eventId}`)} />
        <RoundTabs eventId={page.card.eventId} current="card" cardHref={classicCardHref(page.card.id)} />
        <LiveCardScreen
          initialCard={page.card}
          courseYards={page.courseYards}
          markScreenHref={classicMarkHref(page.card.id)}
        />
        <RegisterServiceWorker />
      </PageContainer>
    </div>
  );
}
