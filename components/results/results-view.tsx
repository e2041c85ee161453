"use client";

import Link from "next/link";
import { useCallback, useEffect } from "react";
import { endpointUrl } from "@/lib/contracts/endpoint";
import { getEventResultsCsv } from "@/lib/contracts/routes/results";
import { useLiveResults } from "@/lib/hooks/use-live-results";
import type { EventMoneyDto } from "@/lib/validation/money";
import type { EventResultsDto } from "@/lib/validation/results";
import { cardHref } from "../card/card-links";
import { PayoutsTable } from "../money/payouts-table";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { Section } from "../ui/section";
import { Tabs } from "../ui/tabs";
import { CardResults } from "./card-results";
import { CsvLink } from "./csv-link";
import { virtualMatchesHref } from "./results-links";
import { HandicapResults } from "./handicap-results";
import { OomResultsTable } from "./oom-results-table";
import { ResultsSheet } from "./results-sheet";

/** The money once the close paid something: an event without stakes has no payouts to show. */
const paidByClose = (money: EventMoneyDto) =>
  money.payouts.length > 0 || money.toFund > 0 || money.twosRollover > 0 ? money : null;

const ACTION = "px-2 text-sm sm:px-4 sm:text-base";

export type ResultsTab = "oom" | "cards" | "handicaps";

type Props = {
  initial: EventResultsDto;
  sweepName: string;
  viewerPlayerId: string;
  initialTab: ResultsTab;
  /** The event's money: what its close paid whom, shown once it is closed. */
  money: EventMoneyDto;
  /** Opened by the event page's Print: the print dialog opens at once, once. */
  printOnOpen?: boolean;
};

/**
 * An event's results (docs/screens-and-api.md#results event/results): tabs OOM, Cards and Handicaps, the matches one tap away, a CSV
 * and a print of the sheet, and once closed who won what (docs/money-rules.md#closing-an-event). Until the event is closed they are provisional and follow the scores.
 */
export function ResultsView({ initial, sweepName, viewerPlayerId, initialTab, money, printOnOpen = false }: Props) {
  const results = useLiveResults(initial);
  const payouts = results.provisional ? null : paidByClose(money);
  useEffect(() => {
    if (!printOnOpen) return;
    // A reload or a shared link opens the page, not the print dialog again.
    const url = new URL(window.location.href);
    url.searchParams.delete("print");
    window.history.replaceState(window.history.state, "", url);
    window.print();
  }, [printOnOpen]);
  const hrefOf = useCallback(
    (cardId: string) => cardHref({ sweepId: results.sweepId, eventId: results.id, cardId }),
    [results.sweepId, results.id],
  );
  return (
    <>
      <div className="space-y-4 print:hidden">
        {results.provisional ? (
          <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <strong>Provisional.</strong> The event is not closed yet: positions follow the scores as they come in, and
            the OOM points and handicaps show what closing it now would store.
          </p>
        ) : null}
        <div className="grid grid-cols-3 gap-2 sm:flex">
          <Link href={virtualMatchesHref(results.id)} className={buttonClass("secondary", ACTION)}>
            Matches<span className="hidden sm:inline"> ({results.matches.count})</span>
          </Link>
          <CsvLink href={endpointUrl(getEventResultsCsv, { eventId: results.id })} label="CSV" className={ACTION} />
          <Button variant="secondary" className={ACTION} onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <Tabs
          label="Results"
          defaultValue={initialTab}
          searchParam="tab"
          items={[
            {
              value: "oom",
              label: "OOM",
              content: (
                <OomResultsTable
                  rows={results.oomPoints}
                  isDoublePoints={results.doublePoints}
                  viewerPlayerId={viewerPlayerId}
                />
              ),
            },
            {
              value: "cards",
              label: "Cards",
              content: <CardResults cards={results.cards} viewerPlayerId={viewerPlayerId} cardHref={hrefOf} />,
            },
            {
              value: "handicaps",
              label: "Handicaps",
              content: (
                <HandicapResults
                  rows={results.handicaps}
                  isProvisional={results.provisional}
                  viewerPlayerId={viewerPlayerId}
                />
              ),
            },
          ]}
        />
        {payouts ? (
          <Section title="Who won what" description="Paid into each winner's purse when the event closed.">
            <PayoutsTable money={payouts} />
          </Section>
        ) : null}
      </div>
      <ResultsSheet results={results} sweepName={sweepName} payouts={payouts} />
    </>
  );
}
