import type { Metadata } from "next";
import Link from "next/link";
import { AdminsOnly } from "@/components/event/admins-only";
import { EditEventForm } from "@/components/event/event-form";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { buttonClass } from "@/components/ui/button-styles";
import { loadSweepEventPage } from "@/lib/server/auth/event-page";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";

export const metadata: Metadata = { title: "Edit event" };

// sweeps/{sweepId}/events/{id}/edit: the create form again, for admins, until the event is closed (after the draw it moves it).
export default async function EditEventPage({ params }: { params: Promise<{ sweepId: string; eventId: string }> }) {
  const { sweepId, eventId } = await params;
  const [{ sweep }, page] = await Promise.all([loadSweepPage(sweepId), loadSweepEventPage(sweepId, eventId)]);
  const eventHref = checkedRoute(`/sweeps/${sweep.id}/events/${eventId}`);
  if (!page.access)
    return <SweepPageLayout sweep={sweep} parent={checkedRoute(`/sweeps/${sweep.id}`)} current={null} />;
  const { event } = page;
  const { winterHandicaps, doublePoints, entriesOpenAfterDraw, maxField, entryDeadline } = event;
  return (
    <SweepPageLayout sweep={sweep} parent={eventHref} current={null}>
      <h2 className="text-xl font-bold text-stone-900">{event.drawn ? "Move event" : "Edit event"}</h2>
      {event.userRole === "member" ? (
        <AdminsOnly what="change events" ownerName={sweep.owner} />
      ) : event.complete ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
          <p className="text-stone-800">This event is closed, so its course, date and handicaps are settled.</p>
          <Link href={eventHref} className={buttonClass("secondary")}>
            Back to the event
          </Link>
        </div>
      ) : (
        <EditEventForm
          sweepId={sweep.id}
          eventId={event.id}
          initial={{
            courseId: event.course.id,
            date: event.date,
            winterHandicaps,
            doublePoints,
            entriesOpenAfterDraw,
            maxField,
            entryDeadline,
            teeName: event.teeName,
            nine: event.nine,
          }}
          stage={{ drawn: event.drawn, hasScores: event.hasScores }}
        />
      )}
    </SweepPageLayout>
  );
}
