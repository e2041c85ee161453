import type { Metadata } from "next";
import { EventRefusal } from "@/components/event/event-refusal";
import { EventView } from "@/components/event/event-view";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { readCloseCheck } from "@/lib/server/db/close-check";
import { db } from "@/lib/server/db/infra/client";
import { listEventCardDtos } from "@/lib/server/db/event-cards";

export const metadata: Metadata = { title: "Event detail" };

// event/detail/{id} (older family): the newer event page's components under the older sweep page as parent.
export default async function EventDetailPage({ params }: { params: Promise<{ eventId: string }> }) {
  const page = await loadEventPage((await params).eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  const [{ sweep }, cards, closeCheck] = await Promise.all([
    loadSweepPage(page.event.sweepId),
    listEventCardDtos(db, page.access.eventId),
    page.event.userRole === "member" ? null : readCloseCheck(db, page.access.eventId),
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={checkedRoute(`/sweep/details/${sweep.id}`)} current={null}>
      <EventView initialEvent={page.event} initialCards={cards ?? []} initialCloseCheck={closeCheck} />
    </SweepPageLayout>
  );
}
