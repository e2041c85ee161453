import type { Metadata } from "next";
import { classicCardHref, classicMarkHref } from "@/components/card/card-links";
import { MarkScreen } from "@/components/card/mark-screen";
import { ROUND_TABS_CLEARANCE, RoundTabs } from "@/components/card/round-tabs";
import { EventRefusal } from "@/components/event/event-refusal";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer } from "@/components/layout/page-container";
import { RegisterServiceWorker } from "@/components/scoring/register-service-worker";
import { loadCardPage } from "@/lib/server/auth/card-page";

type Params = { params: Promise<{ cardId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await loadCardPage((await params).cardId);
  return { title: page.card ? `Mark · ${page.card.player.fullName}` : "Mark card" };
}

// scorecard/enter/{id} (older family): the mark screen, Out/In/All, one hole or a whole paper card at a time.
export default async function MarkCardPage({ params }: Params) {
  const page = await loadCardPage((await params).cardId);
  if (!page.card) return <EventRefusal title="Mark card" reason={page.refusal} />;
  return (
    <div className={ROUND_TABS_CLEARANCE}>
      <PageContainer>
        <GoBackButton parent={classicCardHref(page.card.id)} />
        <RoundTabs eventId={page.card.eventId} current="card" cardHref={classicMarkHref(page.card.id)} />
        <MarkScreen initialCard={page.card} />
        <RegisterServiceWorker />
      </PageContainer>
    </div>
  );
}
