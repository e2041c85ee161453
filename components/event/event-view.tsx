"use client";

import Link from "next/link";
import { useState } from "react";
import { useEvent, useEventCards } from "@/lib/hooks/use-event-page";
import type { EntryDto } from "@/lib/validation/entries";
import type { ClosingDto, EventCardDto, EventDto } from "@/lib/validation/events";
import { checkedRoute } from "../layout/routes";
import { eventLeaderboardHref } from "../results/results-links";
import { Alert } from "../ui/alert";
import { buttonClass } from "../ui/button-styles";
import { Tabs } from "../ui/tabs";
import { AddPlayersPanel } from "./add-players-panel";
import { CloseResult } from "./close-result";
import { EventAdminActions } from "./event-admin-actions";
import { EventEntries } from "./event-entries";
import { HandicapUpdatesNote } from "../handicap/handicap-updates-note";
import { EventGroups } from "./event-groups";
import { EventHeader } from "./event-header";
import { EventMemberActions } from "./event-member-actions";
import { EventResultsPanel } from "./event-results-panel";
import { canMarkCard, MarkCardLink } from "./mark-card-link";
import { RemovePlayerButton } from "./remove-player-button";

type Panel = "groups" | "entries" | "results";

/** docs/screens-and-api.md#event-states: on load, results if complete, groups if drawn, otherwise entries. */
const defaultPanel = (event: EventDto): Panel => (event.complete ? "results" : event.drawn ? "groups" : "entries");

/** The event page of both route families: header, the viewer's entry, admins' actions and the three panels, kept live. */
export function EventView({ initialEvent, initialCards }: { initialEvent: EventDto; initialCards: EventCardDto[] }) {
  const { data: event = initialEvent } = useEvent(initialEvent.id, initialEvent);
  const { data: cards = initialCards } = useEventCards(initialEvent.id, initialCards);
  const [panel, setPanel] = useState<Panel>(() => defaultPanel(initialEvent));
  const [isAdding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [closeResult, setCloseResult] = useState<ClosingDto | null>(null);
  const isAdmin = event.userRole !== "member";

  const entryActions = (entry: EntryDto) => (
    <>
      {/* Admins mark any card of a drawn event; a player their own and the one they mark. */}
      {canMarkCard(event, entry.scoreCard.id) ? (
        <MarkCardLink event={event} cardId={entry.scoreCard.id} playerName={entry.player.fullName} />
      ) : null}
      {isAdmin && !event.complete && !entry.scoreCard.hasScores ? (
        <RemovePlayerButton eventId={event.id} player={entry.player} isDrawn={event.drawn} onRemoved={setNotice} />
      ) : null}
    </>
  );

  return (
    <div className="space-y-4">
      <EventHeader event={event} />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {closeResult ? <CloseResult result={closeResult} event={event} /> : null}
      <EventMemberActions event={event} />
      {isAdmin ? (
        <EventAdminActions
          event={event}
          cards={cards}
          onAddPlayers={() => setAdding(true)}
          onDrawn={(groupCount) => {
            setNotice(
              `The draw is made: ${groupCount} ${groupCount === 1 ? "group" : "groups"}. Print the draw sheet for the noticeboard.`,
            );
            setPanel("groups");
          }}
          onClosed={(result) => {
            setCloseResult(result);
            setPanel("results");
          }}
        />
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
                <EventGroups groups={event.groups} ungroupedEntries={event.ungroupedEntries} actions={entryActions} />
              </div>
            ),
          },
          {
            value: "entries",
            label: `Entries (${event.counts.entries})`,
            content: <EventEntries entries={event.entries} actions={entryActions} />,
          },
          { value: "results", label: "Results", content: <EventResultsPanel event={event} cards={cards} /> },
        ]}
      />
      {isAdmin ? <AddPlayersPanel event={event} open={isAdding} onOpenChange={setAdding} /> : null}
    </div>
  );
}
