import type { Metadata } from "next";
import { GroupPlayers } from "@/components/card/group-players";
import { ROUND_TABS_CLEARANCE, RoundTabs } from "@/components/card/round-tabs";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { loadPlayPage } from "@/lib/server/auth/card-page";

export const metadata: Metadata = { title: "Your group" };

// event/play/{id}/group: the round's Group tab, the caller's playing group with each player's card.
export default async function PlayGroupPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadPlayPage((await params).eventId);
  if (!page.play) return <EventRefusal title="Your group" reason={page.refusal} />;
  const event = page.play;
  return (
    <div className={ROUND_TABS_CLEARANCE}>
      <PageContainer>
        <RoundTabs eventId={event.id} current="group" />
        <header className="space-y-0.5">
          <PageTitle>{event.course.name}</PageTitle>
          <p className="text-base font-semibold text-stone-800">{event.sweepName}</p>
        </header>
        {event.groupPlayers.length > 0 ? (
          <GroupPlayers players={event.groupPlayers} sweepId={event.sweepId} eventId={event.id} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-400 bg-white p-5 text-base text-stone-800">
            {event.drawn
              ? "You are not in a group of this event: only players who entered are drawn."
              : "The draw has not been made yet: your group appears here once it has."}
          </p>
        )}
      </PageContainer>
    </div>
  );
}
