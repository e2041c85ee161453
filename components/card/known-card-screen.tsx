"use client";

import type { Route } from "next";
import Link from "next/link";
import { useState } from "react";
import { type CourseYards, holeYards } from "@/lib/courses/tee-yards";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/hooks/use-media-query";
import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { CardMenu, type CardMenuItem } from "./card-menu";
import { CardStatus } from "./card-status";
import { CardTables } from "./card-tables";
import { CardViewToggle } from "./card-view-toggle";
import { HoleHeader } from "./hole-header";
import {
  LazyCorrectionReasonField,
  LazyHoleHistory,
  LazySignCard,
  LazyUpdateHandicapDialog,
  LazyWholeCardDialog,
} from "./lazy-parts";
import { MismatchList } from "./mismatch-list";
import { signatureOwed } from "./own-signature";
import { ResumeStatus } from "./resume-status";
import { ABOVE_ROUND_TABS } from "./round-tabs";
import { ScoreKeypad } from "./score-keypad";
import { SyncStatus } from "./sync-status";
import { type CardScreenState, useCardScreen } from "./use-card-screen";
import { useCardView } from "./use-card-view";

export type CardScreenOptions = {
  /** The older family's view leads to its own mark screen instead of showing a keypad. */
  markScreenHref?: Route;
  /** Opened from Mark card: the keypad shows at once, for admins too. */
  isMarkingAtStart?: boolean;
  headingLevel?: 1 | 2;
  /** The yards of the event's course, for the hole header: from the tees the card's player plays. */
  courseYards: CourseYards;
};

/**
 * A live card. For whoever may mark it, the hole being played (or the whole table, one tap away), the card's menu
 * and the keypad with its signal line: first on a phone's screen in the hole view, stuck above the round's tabs
 * under the table, and beside the card on a wide screen; opened on the phone card's resume hole.
 */
export function KnownCardScreen({ live, ...props }: CardScreenOptions & { live: ReadyScorecard }) {
  return <CardScreenBody live={live} screen={useCardScreen(live)} {...props} />;
}

type BodyProps = CardScreenOptions & {
  live: ReadyScorecard;
  screen: CardScreenState;
  /** The play page's hole view marks both of its cards with one keypad (hole-pair.tsx): the card leaves it out. */
  isKeypadShared?: boolean;
};

/** A ready card with its marking set up (useCardScreen), by itself or by the play page holding both its cards. */
export function CardScreenBody({
  live,
  screen,
  headingLevel = 1,
  courseYards,
  markScreenHref,
  isMarkingAtStart = false,
  isKeypadShared = false,
}: BodyProps) {
  const { card } = live;
  const { container, correction, enterGross, marking, historyHole, setHistoryHole, canMark } = screen;
  // Admins open the keypad with Mark Card; the card's player and marker are here to mark it.
  const [isMarking, setMarking] = useState(isMarkingAtStart || card.viewer.relation !== "member");
  const [isUpdatingHandicap, setUpdatingHandicap] = useState(false);
  const [isWholeCardOpen, setWholeCardOpen] = useState(false);
  const [view, setView] = useCardView();
  const showKeypad = canMark && isMarking && !markScreenHref;
  const isHoleView = showKeypad && view === "hole";
  const isWide = useMediaQuery(WIDE_SCREEN);
  const isTableOffScreen = isHoleView && !isWide;
  const hole = card.scores.find((score) => score.holeNumber === marking.currentHole) ?? card.scores[0];
  const signature = signatureOwed(card);

  const menu: CardMenuItem[] = [
    ...(showKeypad && card.viewer.canSeeHistory
      ? [{ label: `History of hole ${marking.currentHole}`, onSelect: () => setHistoryHole(marking.currentHole) }]
      : []),
    ...(showKeypad && card.viewer.isAdmin ? [{ label: "Hide keypad", onSelect: () => setMarking(false) }] : []),
    // A paper card typed in by an admin: all 18 holes in one row, checked against the paper's totals.
    ...(showKeypad && card.viewer.isAdmin && !correction.isMissing
      ? [{ label: "Enter whole card", onSelect: () => setWholeCardOpen(true) }]
      : []),
    ...(card.viewer.isAdmin && !card.eventComplete
      ? [{ label: "Update handicap", onSelect: () => setUpdatingHandicap(true) }]
      : []),
  ];
  const signal = (
    <SyncStatus waitingCount={live.waitingCount} isOnline={live.isOnline} lastSavedAt={live.lastSavedAt} />
  );

  // The view and the menu: with the hole and its keys in the hole view; at the head of the card in the other (on
  // screen above the stuck keys from the first paint), so those keys take no more of a phone's height than they need.
  const toolbar = (
    <div className="flex items-center gap-2">
      <CardViewToggle view={view} onChange={setView} />
      <div className="ml-auto">
        <CardMenu items={menu} />
      </div>
    </div>
  );
  const keys =
    showKeypad && hole && !isKeypadShared ? (
      <div
        className={`z-10 -mx-4 flex flex-col sm:mx-0 ${isHoleView ? "gap-2" : "sm:gap-2"} lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:self-start ${isHoleView ? "" : `sticky mt-4 lg:mt-0 ${ABOVE_ROUND_TABS}`}`}
      >
        {isHoleView ? <div className="mx-2 sm:mx-0">{toolbar}</div> : null}
        {correction.isNeeded ? <LazyCorrectionReasonField correction={correction} /> : null}
        {isHoleView ? (
          <div className="mx-2 sm:mx-0">
            <HoleHeader
              holeNumber={hole.holeNumber}
              par={hole.par}
              strokeIndex={hole.index}
              strokes={hole.strokes}
              yards={holeYards(courseYards, card.teeName, hole.holeNumber)}
            />
          </div>
        ) : null}
        {live.isResuming && marking.isAtStart ? (
          // Above the keys on a phone and below them on a wide screen: where it goes away, the keys stay put.
          <div className={`mx-2 sm:mx-0 ${isHoleView ? "" : "lg:order-last"}`}>
            <ResumeStatus holeNumber={marking.currentHole} isCompact={isHoleView} />
          </div>
        ) : null}
        <div>
          {signal}
          <ScoreKeypad
            hole={hole}
            isPending={live.pendingHoles.has(hole.holeNumber)}
            onEnter={marking.enter}
            onPrevious={marking.previous}
            onNext={marking.next}
            isDisabled={correction.isMissing}
            flow={marking.flow}
            isHoleShownAbove={isHoleView}
          />
        </div>
      </div>
    ) : null;
  const about = (
    <>
      {showKeypad && !isHoleView ? toolbar : null}
      {isHoleView && isKeypadShared ? (
        <div className="flex justify-end">
          <CardMenu items={menu} />
        </div>
      ) : null}
      <CardStatus live={live} headingLevel={headingLevel} />
      {!showKeypad && (live.waitingCount > 0 || !live.isOnline) ? signal : null}
      {showKeypad ? null : (
        <div className="flex flex-wrap items-center gap-2">
          {canMark && markScreenHref ? (
            <Link href={markScreenHref} className={buttonClass("primary", "min-h-12 flex-1 sm:flex-none")}>
              Mark card
            </Link>
          ) : null}
          {canMark && !markScreenHref ? (
            <Button className="min-h-12 flex-1 sm:flex-none" onClick={() => setMarking(true)}>
              Mark card
            </Button>
          ) : null}
          <div className="ml-auto">
            <CardMenu items={menu} />
          </div>
        </div>
      )}
      <MismatchList card={card} onChooseHole={showKeypad ? marking.select : undefined} />
    </>
  );

  return (
    <div
      ref={container}
      tabIndex={-1}
      onKeyDown={keys ? marking.onKeyDown : undefined}
      className="space-y-4 outline-none"
    >
      <div className={keys ? "gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]" : ""}>
        {/* The hole view leads with the hole and its keys, the card under them; the table view leads with the card,
            the keys stuck above the round's tabs while it scrolls. Side by side on a wide screen either way. */}
        {isHoleView ? keys : null}
        <div className={`space-y-4 lg:col-start-1 lg:row-start-1 ${isHoleView ? "mt-4 lg:mt-0" : ""}`}>
          {about}
          {/* A wide screen has room for the table beside the hole and its keys; a phone's hole view has not, and
              leaves it out: three quarters of the card's elements, each drawn and laid out for nothing as the page
              loads and with every tap. "Full card" shows it. */}
          {isTableOffScreen ? null : (
            <CardTables
              card={card}
              currentHole={showKeypad && !marking.isComplete ? marking.currentHole : null}
              pendingHoles={live.pendingHoles}
              onChooseHole={showKeypad ? marking.select : card.viewer.canSeeHistory ? setHistoryHole : undefined}
              chooseLabel={showKeypad ? "Mark hole" : "History of hole"}
            />
          )}
        </div>
        {isHoleView ? null : keys}
      </div>
      {signature ? (
        <LazySignCard card={card} verb={signature} obstacle={live.signingObstacle} onSigned={live.replaceCard} />
      ) : null}
      {historyHole !== null ? (
        <LazyHoleHistory
          cardId={card.id}
          holeNumber={historyHole}
          timeZone={card.timeZone}
          onClose={() => setHistoryHole(null)}
        />
      ) : null}
      {isWholeCardOpen ? (
        <LazyWholeCardDialog scores={card.scores} onClose={() => setWholeCardOpen(false)} onEnterGross={enterGross} />
      ) : null}
      {isUpdatingHandicap ? (
        <LazyUpdateHandicapDialog card={card} onClose={() => setUpdatingHandicap(false)} onUpdated={live.replaceCard} />
      ) : null}
    </div>
  );
}
