"use client";

import type { Route } from "next";
import Link from "next/link";
import { useState } from "react";
import { type LiveScorecard, type ReadyScorecard, useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { Button } from "../ui/button";
import { buttonClass } from "../ui/button-styles";
import { CardAdminActions } from "./card-admin-actions";
import { CardBeingRead } from "./card-skeleton";
import { CardStatus } from "./card-status";
import { CardTables } from "./card-tables";
import { CorrectionReasonField } from "./correction-reason";
import { LazyHoleHistory } from "./lazy-dialogs";
import { MismatchList } from "./mismatch-list";
import { ResumeStatus } from "./resume-status";
import { ScoreKeypad } from "./score-keypad";
import { SignCard } from "./sign-card";
import { useCardScreen } from "./use-card-screen";

type Options = {
  /** The older family's view leads to its own mark screen instead of showing a keypad. */
  markScreenHref?: Route;
  /** Opened from Mark card: the keypad shows at once, for admins too. */
  isMarkingAtStart?: boolean;
};

/** A card page: one card, live. */
export function LiveCardScreen({ initialCard, ...options }: { initialCard: ScorecardDto } & Options) {
  return <CardScreen live={useLiveScorecard(initialCard)} {...options} />;
}

type Props = { live: LiveScorecard; headingLevel?: 1 | 2 } & Options;

/** A live card, once the phone has read what it keeps of it: until then, the card's place and no keypad. */
export function CardScreen({ live, ...props }: Props) {
  return live.ready ? <KnownCardScreen live={live} {...props} /> : <CardBeingRead playerName={live.player.fullName} />;
}

/**
 * A live card: its holes and totals, and for whoever may mark it the keypad, sticky under the thumb on a phone
 * and beside the card on a wide screen, opened on the phone card's resume hole.
 */
function KnownCardScreen({
  live,
  headingLevel = 1,
  markScreenHref,
  isMarkingAtStart = false,
}: Omit<Props, "live"> & { live: ReadyScorecard }) {
  const { card } = live;
  const { container, correction, marking, historyHole, setHistoryHole, canMark } = useCardScreen(live);
  // Admins open the keypad with Mark Card; the card's player and marker are here to mark it.
  const [isMarking, setMarking] = useState(isMarkingAtStart || card.viewer.relation !== "member");
  const showKeypad = canMark && isMarking && !markScreenHref;
  const hole = card.scores.find((score) => score.holeNumber === marking.currentHole) ?? card.scores[0];

  return (
    <div
      ref={container}
      tabIndex={-1}
      onKeyDown={showKeypad ? marking.onKeyDown : undefined}
      className="space-y-4 outline-none"
    >
      <CardStatus live={live} headingLevel={headingLevel} />
      {canMark && markScreenHref ? (
        <Link href={markScreenHref} className={buttonClass("primary", "min-h-12 w-full sm:w-auto")}>
          Mark card
        </Link>
      ) : null}
      <CardAdminActions
        card={card}
        marking={canMark && !markScreenHref ? { isMarking, onToggle: () => setMarking((shown) => !shown) } : undefined}
        onUpdated={live.replaceCard}
      />
      <MismatchList card={card} onChooseHole={showKeypad ? marking.select : undefined} />
      <div className={showKeypad ? "gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]" : ""}>
        <div className="space-y-3">
          <CardTables
            card={card}
            currentHole={showKeypad && !marking.isComplete ? marking.currentHole : null}
            pendingHoles={live.pendingHoles}
            onChooseHole={showKeypad ? marking.select : card.viewer.canSeeHistory ? setHistoryHole : undefined}
            chooseLabel={showKeypad ? "Mark hole" : "History of hole"}
          />
          {showKeypad && card.viewer.canSeeHistory ? (
            <Button variant="ghost" className="min-h-12" onClick={() => setHistoryHole(marking.currentHole)}>
              History of hole {marking.currentHole}
            </Button>
          ) : null}
        </div>
        {showKeypad && hole ? (
          <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-col sm:mx-0 lg:top-20 lg:bottom-auto lg:mt-0 lg:self-start">
            <CorrectionReasonField correction={correction} />
            {live.isResuming && marking.isAtStart ? (
              // Above the keys on a phone and below them on a wide screen: where it goes away, the keys stay put.
              <div className="mx-2 mb-2 sm:mx-0 lg:order-last lg:mt-2 lg:mb-0">
                <ResumeStatus holeNumber={marking.currentHole} />
              </div>
            ) : null}
            <ScoreKeypad
              hole={hole}
              isPending={live.pendingHoles.has(hole.holeNumber)}
              onEnter={marking.enter}
              onPrevious={marking.previous}
              onNext={marking.next}
              isDisabled={correction.isMissing}
              flow={marking.flow}
            />
          </div>
        ) : null}
      </div>
      <SignCard card={card} obstacle={live.signingObstacle} onSigned={live.replaceCard} />
      {historyHole !== null ? (
        <LazyHoleHistory cardId={card.id} holeNumber={historyHole} onClose={() => setHistoryHole(null)} />
      ) : null}
    </div>
  );
}
