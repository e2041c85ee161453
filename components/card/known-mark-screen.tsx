"use client";

import { useCallback, useState } from "react";
import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import { Button } from "../ui/button";
import { Tabs } from "../ui/tabs";
import { CardMenu, type CardMenuItem } from "./card-menu";
import { CardStatus } from "./card-status";
import { CardTables, type NineFilter } from "./card-tables";
import {
  LazyCorrectionReasonField,
  LazyHoleGrossDialog,
  LazyHoleHistory,
  LazySignCard,
  LazyUpdateHandicapDialog,
  LazyWholeCardDialog,
} from "./lazy-parts";
import { MismatchList } from "./mismatch-list";
import { signatureOwed } from "./own-signature";
import { ResumeStatus } from "./resume-status";
import { SyncStatus } from "./sync-status";
import { useCardScreen } from "./use-card-screen";
import { SKIP_TARGET } from "./use-keypad-skip-link";

const FILTERS: Array<{ value: NineFilter; label: string }> = [
  { value: "out", label: "Out" },
  { value: "in", label: "In" },
  { value: "all", label: "All" },
];

/** The mark screen once the phone has read what it keeps of the card: its hole and its whole-card form start from that. */
export function KnownMarkScreen({ live }: { live: ReadyScorecard }) {
  const { card } = live;
  const { container, correction, enterGross, marking, historyHole, setHistoryHole, canMark } = useCardScreen(live);
  const [filter, setFilter] = useState<NineFilter>("all");
  const [isHoleOpen, setHoleOpen] = useState(false);
  const [isWholeCardOpen, setWholeCardOpen] = useState(false);
  const [isUpdatingHandicap, setUpdatingHandicap] = useState(false);
  const hole = card.scores.find((score) => score.holeNumber === marking.currentHole) ?? null;
  const signature = signatureOwed(card);
  const { select } = marking;
  // Stable, like marking.select, so a saved gross renders only the rows it changed.
  const openHole = useCallback(
    (holeNumber: number) => {
      select(holeNumber);
      setHoleOpen(true);
    },
    [select],
  );
  const menu: CardMenuItem[] = [
    ...(canMark && card.viewer.canSeeHistory
      ? [{ label: `History of hole ${marking.currentHole}`, onSelect: () => setHistoryHole(marking.currentHole) }]
      : []),
    ...(card.viewer.isAdmin && !card.eventComplete
      ? [{ label: "Update handicap", onSelect: () => setUpdatingHandicap(true) }]
      : []),
  ];

  return (
    <div ref={container} onKeyDown={isHoleOpen ? marking.onKeyDown : undefined} className="space-y-4">
      <CardStatus live={live} />
      {canMark ? (
        <SyncStatus waitingCount={live.waitingCount} isOnline={live.isOnline} lastSavedAt={live.lastSavedAt} />
      ) : null}
      {canMark && live.isResuming && marking.isAtStart ? <ResumeStatus holeNumber={marking.currentHole} /> : null}
      {canMark && correction.isNeeded ? <LazyCorrectionReasonField correction={correction} /> : null}
      {canMark ? (
        <div className="grid grid-cols-[1fr_1fr_auto] gap-3 sm:flex">
          <Button
            className="min-h-12"
            onClick={() => openHole(marking.currentHole)}
            disabled={correction.isMissing}
            {...{ [SKIP_TARGET]: "" }}
          >
            Enter hole {marking.currentHole}
          </Button>
          <Button
            variant="secondary"
            className="min-h-12"
            onClick={() => setWholeCardOpen(true)}
            disabled={correction.isMissing}
          >
            Enter whole card
          </Button>
          <CardMenu items={menu} />
        </div>
      ) : (
        <CardMenu items={menu} />
      )}
      <MismatchList card={card} onChooseHole={canMark ? openHole : undefined} />
      <Tabs
        label="Holes"
        value={filter}
        onValueChange={(value) => setFilter(value as NineFilter)}
        items={FILTERS.map(({ value, label }) => ({
          value,
          label,
          content: (
            <CardTables
              card={card}
              filter={value}
              currentHole={canMark ? marking.currentHole : null}
              pendingHoles={live.pendingHoles}
              onChooseHole={canMark ? openHole : card.viewer.canSeeHistory ? setHistoryHole : undefined}
              chooseLabel={canMark ? "Enter hole" : "History of hole"}
            />
          ),
        }))}
      />
      {signature ? (
        <LazySignCard card={card} verb={signature} obstacle={live.signingObstacle} onSigned={live.replaceCard} />
      ) : null}
      {isHoleOpen && hole ? (
        <LazyHoleGrossDialog
          hole={hole}
          isPending={live.pendingHoles.has(hole.holeNumber)}
          onEnter={marking.enter}
          onPrevious={marking.previous}
          onNext={marking.next}
          onClose={() => setHoleOpen(false)}
          isDisabled={correction.isMissing}
          flow={marking.flow}
        />
      ) : null}
      {isWholeCardOpen ? (
        <LazyWholeCardDialog scores={card.scores} onClose={() => setWholeCardOpen(false)} onEnterGross={enterGross} />
      ) : null}
      {isUpdatingHandicap ? (
        <LazyUpdateHandicapDialog card={card} onClose={() => setUpdatingHandicap(false)} onUpdated={live.replaceCard} />
      ) : null}
      {historyHole !== null ? (
        <LazyHoleHistory
          cardId={card.id}
          holeNumber={historyHole}
          timeZone={card.timeZone}
          onClose={() => setHistoryHole(null)}
        />
      ) : null}
    </div>
  );
}
