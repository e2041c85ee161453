import type { Metadata } from "next";
import { EventRefusal } from "@/components/event/event-refusal";
import { PrintButton } from "@/components/ui/print-button";
import { GoBackButton } from "@/components/layout/go-back-button";
import { checkedRoute } from "@/components/layout/routes";
import { PayoutsTable } from "@/components/money/payouts-table";
import { StakeSummary } from "@/components/money/stake-summary";
import { A4PrintStyle } from "@/components/ui/a4-print-style";
import { eventDay, formatDayLong } from "@/lib/dates";
import { loadSweepEventPage } from "@/lib/server/auth/event-page";
import { db } from "@/lib/server/db/infra/client";
import { readEventMoney } from "@/lib/server/db/money";

export const metadata: Metadata = { title: "Payout sheet" };

// sweeps/{sweepId}/events/{id}/payouts: the stakes, pots and payouts on one page for the treasurer's envelope.
export default async function PayoutSheetPage({ params }: { params: Promise<{ sweepId: string; eventId: string }> }) {
  const { sweepId, eventId } = await params;
  const page = await loadSweepEventPage(sweepId, eventId);
  if (!page.access) return <EventRefusal reason={page.refusal} />;
  const { event } = page;
  const money = await readEventMoney(db, page.access);
  return (
    <main className="mx-auto w-full max-w-4xl space-y-4 px-4 py-4 print:max-w-none print:p-0">
      <A4PrintStyle margin="12mm" />
      <div className="flex items-center justify-between gap-3 print:hidden">
        <GoBackButton parent={checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}`)} />
        <PrintButton />
      </div>
      <h1 className="text-title text-ink">
        Payouts: {event.course.name}, {formatDayLong(eventDay(event.date))}
      </h1>
      <StakeSummary money={money} />
      <PayoutsTable money={money} />
    </main>
  );
}
