import type { Metadata } from "next";
import { PlayView } from "@/components/card/play-view";
import { ROUND_TABS_CLEARANCE, RoundTabs } from "@/components/card/round-tabs";
import { EventRefusal } from "@/components/event/event-refusal";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { checkedRoute } from "@/components/layout/routes";
import { RegisterServiceWorker } from "@/components/scoring/register-service-worker";
import { eventDay, formatDay } from "@/lib/dates";
import { loadPlayPage } from "@/lib/server/auth/card-page";

export const metadata: Metadata = { title: "Play" };

// event/play/{id} (older family): the player's own card and the card they mark; the round's tabs lead to the
// live leaderboard and their group.
export default async function PlayPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadPlayPage((await params).eventId);
  if (!page.play) return <EventRefusal title="Play" reason={page.refusal} />;
  const event = page.play;
  return (
    <div className={ROUND_TABS_CLEARANCE}>
      <PageContainer>
        <GoBackButton parent={checkedRoute(`/event/detail/${event.id}`)} />
        <RoundTabs eventId={event.id} current="card" />
        <header className="space-y-0.5">
          <PageTitle>{event.course.name}</PageTitle>
          <p className="text-base font-semibold text-stone-800">
            {event.sweepName} · <time dateTime={event.date}>{formatDay(eventDay(event.date))}</time>
          </p>
        </header>
        {!event.drawn ? (
          <p className="rounded-2xl border border-dashed border-stone-400 bg-white p-5 text-stone-800">
            The draw has not been made yet: your marker and group appear here once it has.
          </p>
        ) : null}
        <PlayView play={page.play} courseYards={page.courseYards} />
        <RegisterServiceWorker />
      </PageContainer>
    </div>
  );
}
