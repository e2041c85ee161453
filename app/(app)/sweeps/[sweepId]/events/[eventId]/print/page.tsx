import type { Metadata } from "next";
import Link from "next/link";
import { DrawSheet } from "@/components/event/draw-sheet";
import { EventRefusal } from "@/components/event/event-refusal";
import { PrintButton } from "@/components/ui/print-button";
import { GoBackButton } from "@/components/layout/go-back-button";
import { checkedRoute } from "@/components/layout/routes";
import { buttonClass } from "@/components/ui/button-styles";
import { loadSweepEventPage } from "@/lib/server/auth/event-page";

export const metadata: Metadata = { title: "Draw sheet" };

// sweeps/{sweepId}/events/{id}/print: the draw on one A4 page for the noticeboard.
export default async function DrawSheetPage({ params }: { params: Promise<{ sweepId: string; eventId: string }> }) {
  const { sweepId, eventId } = await params;
  const page = await loadSweepEventPage(sweepId, eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  const { event } = page;
  const eventHref = checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}`);
  return (
    <main className="mx-auto w-full max-w-4xl space-y-3 px-4 py-4 print:max-w-none print:p-0">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <GoBackButton parent={eventHref} />
        {event.drawn ? <PrintButton /> : null}
      </div>
      {event.drawn ? (
        <DrawSheet event={event} />
      ) : (
        <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
          <p className="text-stone-800">The draw has not been made yet, so there is nothing to print.</p>
          <Link href={eventHref} className={buttonClass("secondary")}>
            Back to the event
          </Link>
        </div>
      )}
    </main>
  );
}
