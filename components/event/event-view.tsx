"use client";

import Link from "next/link";
import { useState } from "react";
import { useCloseCheck, useEvent, useEventCards } from "@/lib/hooks/use-event-page";
import { CARD_DECISION_LABELS } from "@/lib/validation/card-decisions";
import { type CloseCheckDto } from "@/lib/validation/close-check";
import type { EntryDto } from "@/lib/validation/entries";
import type { ClosingDto, EventCardDto, EventDto } from "@/lib/validation/events";
import { cardHref } from "../card/card-links";
import { checkedRoute } from "../layout/routes";
import { eventLeaderboardHref } from "../results/results-links";
import { buttonClass } from "../ui/button-styles";
import { Tabs } from "../ui/tabs";
import { showToast } from "../ui/toast";
import { AddPlayersPanel } from "./add-players-panel";
import { CloseCheckList } from "./close-check-list";
import { CloseResult } from "./close-result";
import { EntryAdminMenu } from "./entry-admin-menu";
import { EventAdminActions } from "./event-admin-actions";
import { EventEntries } from "./event-entries";
import { HandicapUpdatesNote } from "../handicap/handicap-updates-note";
import { EventGroups } from "./event-groups";
import { EventHeader } from "./event-header";
import { EventMemberActions } from "./event-member-actions";
import { EventReserves } from "./event-reserves";
import { EventResultsPanel } from "./event-results-panel";
import { canMarkCard, MarkCardLink } from "./mark-card-link";

type Panel = "groups" | "entries" | "results";

/** docs/screens-and-api.md#event-states: on load, results if complete, groups if drawn, otherwise entries. */
const defaultPanel = (event: EventDto): Panel => (event.complete ? "results" : event.drawn ? "groups" : "entries");

const NOTHING_TO_DECIDE: CloseCheckDto = { cards: [], decisions: [] };

type Props = {
  initialEvent: EventDto;
  initialCards: EventCardDto[];
  /** Admins': the cards needing a decision before closing (docs/screens-and-api.md#closing-with-everything-in-view). */
  initialCloseCheck: CloseCheckDto | null;
};

/** The event page of both route families: header, the viewer's entry, admins' actions and the three panels, kept live. */
export function EventView({ initialEvent, initialCards, initialCloseCheck }: Props) {
  const { data: event = initialEvent } = useEvent(initialEvent.id, initialEvent);
  const { data: cards = initialCards } = useEventCards(initialEvent.id, initialCards);
  const { data: closeCheck = initialCloseCheck ?? NOTHING_TO_DECIDE } = useCloseCheck(
    initialEvent.id,
    initialCloseCheck,
  );
  const [panel, setPanel] = useState<Panel>(() => defaultPanel(initialEvent));
  const [isAdding, setAdding] = useState(false);
  const [closeResult, setCloseResult] = useState<ClosingDto | null>(null);
  const isAdmin = event.userRole !== "member";
  const isOpenForClosing = event.drawn && !event.complete;

  // Admins' per-player actions sit behind the row's menu; a player marks their own card and the one they mark.
  const entryActions = (entry: EntryDto) =>
    isAdmin ? (
      <EntryAdminMenu
        event={event}
        player={entry.player}
        cardId={entry.scoreCard.id}
        canMark={canMarkCard(event, entry.scoreCard.id)}
        canWithdraw={!event.complete && !entry.scoreCard.hasScores}
        tee={{ name: entry.teeName, canChange: !event.complete && !entry.scoreCard.hasScores }}
      />
    ) : canMarkCard(event, entry.scoreCard.id) ? (
      <MarkCardLink event={event} cardId={entry.scoreCard.id} playerName={entry.player.fullName} />
    ) : null;
  const cardHrefOf = (entry: EntryDto) =>
    cardHref({ sweepId: event.sweepId, eventId: event.id, cardId: entry.scoreCard.id });

  return (
    <div className="space-y-4">
      <EventHeader event={event} />
      {closeResult ? <CloseResult result={closeResult} event={event} /> : null}
      <EventMemberActions event={event} />
      {isAdmin ? (
        <EventAdminActions
          event={event}
          closeCheck={closeCheck}
          onAddPlayers={() => setAdding(true)}
          onDrawn={(groupCount) => {
            showToast(
              `The draw is made: ${groupCount} ${groupCount === 1 ? "group" : "groups"}. Print the draw sheet for the noticeboard.`,
            );
            setPanel("groups");
          }}
          onClosed={(result) => {
            showToast("Event closed: results, order-of-merit points and handicaps stored.");
            setCloseResult(result);
            setPanel("results");
          }}
        />
      ) : null}
      {isAdmin && isOpenForClosing && closeCheck.cards.length > 0 ? (
        <section aria-labelledby="before-closing-title" className="rounded-2xl border border-amber-300 bg-amber-50">
          {/* Mid-round every card is unfinished: the counts stay in view, the names one tap away. */}
          <details className="group p-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3">
              <span>
                <span id="before-closing-title" className="block text-base font-bold text-stone-950">
                  Before closing:{" "}
                  {closeCheck.cards.length === 1 ? "1 card needs" : `${closeCheck.cards.length} cards need`} a decision
                </span>
                <span className="block text-sm text-stone-800">
                  {closeCheck.decisions
                    .map(
                      (decision) =>
                        `${CARD_DECISION_LABELS[decision]} ${closeCheck.cards.filter((card) => card.decisions.includes(decision)).length}`,
                    )
                    .join(" · ")}
                </span>
              </span>
              <span aria-hidden className="text-xl text-stone-700 transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="pt-3">
              <CloseCheckList check={closeCheck} event={event} />
            </div>
          </details>
        </section>
      ) : null}
      {event.drawn && !event.complete ? (
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Link href={eventLeaderboardHref(event.id)} className={buttonClass("primary", "sm:w-auto")}>
            Live leaderboard
          </Link>
          <Link
            href={checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}/print`)}
            className={buttonClass("secondary", "sm:w-auto")}
          >
            Print draw
          </Link>
        </div>
      ) : null}
      <Tabs
        label="Event"
        value={panel}
        onValueChange={(value) => setPanel(value as Panel)}
        items={[
          {
            value: "groups",
            label: "Groups",
            content: (
              <div className="space-y-3">
                <HandicapUpdatesNote entries={event.entries} />
                <EventGroups
                  groups={event.groups}
                  ungroupedEntries={event.ungroupedEntries}
                  actions={entryActions}
                  cardHrefOf={cardHrefOf}
                />
              </div>
            ),
          },
          {
            value: "entries",
            label: `Entries (${event.counts.entries})`,
            content: (
              <div className="space-y-4">
                <EventEntries entries={event.entries} actions={entryActions} cardHrefOf={cardHrefOf} />
                <EventReserves reserves={event.reserves} />
              </div>
            ),
          },
          { value: "results", label: "Results", content: <EventResultsPanel event={event} cards={cards} /> },
        ]}
      />
      {isAdmin ? <AddPlayersPanel event={event} open={isAdding} onOpenChange={setAdding} /> : null}
    </div>
  );
}
