import type { Metadata } from "next";
import { DrawChangeLog } from "@/components/event/draw-change-log";
import { EventRefusal } from "@/components/event/event-refusal";
import { EventView } from "@/components/event/event-view";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { readCloseCheck } from "@/lib/server/db/close-check";
import { listDrawChanges } from "@/lib/server/db/draw-changes";
import { db } from "@/lib/server/db/infra/client";
import { listEventCardDtos } from "@/lib/server/db/event-cards";

export const metadata: Metadata = { title: "Event detail" };

// event/detail/{id} (older family): the newer event page's components under the older sweep page as parent, and for
// admins the changes made to the draw, as on the newer page.
export default async function EventDetailPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadEventPage((await params).eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  const isAdmin = page.event.userRole !== "member";
  const [{ sweep }, cards, closeCheck, drawChanges] = await Promise.all([
    loadSweepPage(page.event.sweepId),
    listEventCardDtos(db, page.access.eventId),
    isAdmin ? readCloseCheck(db, page.access.eventId) : null,
    isAdmin ? listDrawChanges(db, page.access.eventId) : [],
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={checkedRoute(`/sweep/details/${sweep.id}`)} current={null}>
      <div className="space-y-4">
        <EventView initialEvent={page.event} initialCards={cards ?? []} initialCloseCheck={closeCheck} />
        <DrawChangeLog changes={drawChanges} timeZone={page.event.timeZone} />
      </div>
    </SweepPageLayout>
  );
}
