import type { Metadata } from "next";
import { DrawChangeLog } from "@/components/event/draw-change-log";
import { EventView } from "@/components/event/event-view";
import { EventMoneyPanel } from "@/components/money/event-money-panel";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepEventPage } from "@/lib/server/auth/event-page";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { readCloseCheck } from "@/lib/server/db/close-check";
import { listDrawChanges } from "@/lib/server/db/draw-changes";
import { db } from "@/lib/server/db/infra/client";
import { listEventCardDtos } from "@/lib/server/db/event-cards";
import { readEventMoney } from "@/lib/server/db/money";

export const metadata: Metadata = { title: "Event" };

// sweeps/{sweepId}/events/{id}: the sweep's header, then the event with its groups, entries and results, its money,
// and for admins the changes made to the draw.
export default async function EventPage({ params }: { params: Promise<{ sweepId: string; eventId: string }> }) {
  const { sweepId, eventId } = await params;
  const [{ sweep, access }, page] = await Promise.all([loadSweepPage(sweepId), loadSweepEventPage(sweepId, eventId)]);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access || !page.access) return <SweepPageLayout sweep={sweep} parent={parent} current="events" />;
  const isAdmin = page.event.userRole !== "member";
  const [cards, closeCheck, money, drawChanges] = await Promise.all([
    listEventCardDtos(db, page.access.eventId),
    isAdmin ? readCloseCheck(db, page.access.eventId) : null,
    readEventMoney(db, page.access),
    isAdmin ? listDrawChanges(db, page.access.eventId) : [],
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="events">
      <div className="space-y-4">
        <EventView initialEvent={page.event} initialCards={cards ?? []} initialCloseCheck={closeCheck} />
        <EventMoneyPanel event={page.event} playerId={page.access.playerId} isAdmin={isAdmin} money={money} />
        <DrawChangeLog changes={drawChanges} timeZone={page.event.timeZone} />
      </div>
    </SweepPageLayout>
  );
}
