import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EventRefusal } from "@/components/event/event-refusal";
import { PageContainer } from "@/components/layout/page-container";
import { EventResultsHeader } from "@/components/results/event-results-header";
import { type ResultsTab, ResultsView } from "@/components/results/results-view";
import { loadEventPage } from "@/lib/server/auth/event-page";
import { db } from "@/lib/server/db/infra/client";
import { readEventMoney } from "@/lib/server/db/money";
import { getEventResults } from "@/lib/server/db/results";

export const metadata: Metadata = { title: "Results" };

const TABS: readonly ResultsTab[] = ["oom", "cards", "handicaps"];

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<{ tab?: string | string[]; print?: string | string[] }>;
};

// event/results/{id} (older family): tabs OOM, Cards and Handicaps, a link to Matches, CSV, a printable sheet and
// who won what;
// ?print=1 (the event page's Print) opens the print dialog at once.
export default async function EventResultsPage({ params, searchParams }: Props) {
  const [page, { tab, print }] = await Promise.all([loadEventPage((await params).eventId), searchParams]);
  if (!page.access) return <EventRefusal reason={page.refusal} title="Results" />;
  const [results, money] = await Promise.all([getEventResults(db, page.access), readEventMoney(db, page.access)]);
  if (!results) notFound();
  const initialTab = TABS.find((value) => value === tab) ?? "oom";
  return (
    <PageContainer>
      <EventResultsHeader event={page.event} current="results" />
      <ResultsView
        initial={results}
        sweepName={page.event.sweepName}
        viewerPlayerId={page.user.playerId}
        initialTab={initialTab}
        money={money}
        printOnOpen={print !== undefined}
      />
    </PageContainer>
  );
}
