"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import { type ReactNode, useState } from "react";
import type { CourseYards } from "@/lib/courses/tee-yards";
import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { GuestBadge } from "../player/guest-badge";
import { thruLabel } from "./card-summary";
import { HolePair } from "./hole-pair";
import { CardScreenBody } from "./known-card-screen";
import { canMarkNow } from "./marking-rights";
import { useCardView } from "./use-card-view";
import { type PairRow, useHolePair } from "./use-hole-pair";

/** "Thru 7 · 15 pts" of the card as the phone knows it. */
const progress = (live: ReadyScorecard) => `Thru ${thruLabel(live.card)} · ${live.card.totalPoints} pts`;

/** "2 ahead of Chris": the running match, in points, of the two cards in the player's hands. */
function standing(own: ScorecardDto, marked: ScorecardDto, name: string): string {
  const difference = own.totalPoints - marked.totalPoints;
  if (difference === 0) return `level with ${name}`;
  return `${Math.abs(difference)} ${difference > 0 ? "ahead of" : "behind"} ${name}`;
}

const TAB =
  "min-h-14 rounded-xl px-2 py-1.5 text-left focus-visible:outline-3 focus-visible:outline-accent data-[state=active]:bg-accent-strong data-[state=active]:text-on-accent data-[state=active]:shadow-panel data-[state=inactive]:bg-surface-raised data-[state=inactive]:text-ink forced-colors:data-[state=active]:outline-3 forced-colors:data-[state=active]:outline-[Highlight]";

type Shown = { shown: PairRow; onShow: (shown: PairRow) => void };

type Cards = { own: ReadyScorecard; marked: ReadyScorecard; markedIsGuest: boolean };

/**
 * The player's own card and the one they mark, once the phone has read both. In the hole view both are marked on the
 * hole under one keypad (hole-pair.tsx), each card below it; in the table view each card has its keypad, one tap
 * apart. The marked card's tab carries the Guest badge when its player is a guest (`markedIsGuest`).
 */
export function CardPair({ own, marked, markedIsGuest, courseYards }: Cards & { courseYards: CourseYards }) {
  const [shown, setShown] = useState<PairRow>("own");
  const [view] = useCardView();
  const isPaired = view === "hole" && canMarkNow(own.card) && canMarkNow(marked.card);
  const pair = useHolePair(own, marked, isPaired);
  const tabs = (
    <CardTabs
      own={own}
      marked={marked}
      markedIsGuest={markedIsGuest}
      shown={shown}
      onShow={setShown}
      content={(value) => (
        <CardScreenBody
          live={value === "own" ? own : marked}
          screen={value === "own" ? pair.ownScreen : pair.markedScreen}
          headingLevel={2}
          courseYards={courseYards}
          isKeypadShared={isPaired}
        />
      )}
    />
  );
  // One tree in both views, so switching keeps the card shown and where each card's marking is.
  return (
    <div
      onKeyDown={isPaired ? pair.onKeyDown : undefined}
      className={isPaired ? "gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]" : ""}
    >
      {isPaired ? <HolePair pair={pair} own={own} marked={marked} courseYards={courseYards} /> : null}
      <div className={isPaired ? "mt-4 lg:col-start-1 lg:row-start-1 lg:mt-0" : ""}>{tabs}</div>
    </div>
  );
}

/**
 * The two cards one tap apart (Radix Tabs). Both stay mounted and live while the other is shown, so a save on one
 * is never held up by switching.
 */
function CardTabs({
  own,
  marked,
  markedIsGuest,
  shown,
  onShow,
  content,
}: {
  content: (value: PairRow) => ReactNode;
} & Cards &
  Shown) {
  // The hole view gives the phone's height to the hole and its keys; the tabs already say how far each card has got.
  const [view] = useCardView();
  // The marked player's first name fits a phone's half width; the rest is there for screen readers.
  const [firstName, ...otherNames] = marked.player.fullName.split(" ");
  const tabs = [
    { value: "own" as const, title: <>My card</>, live: own, isGuest: false },
    {
      value: "marked" as const,
      title: (
        <>
          Marking {firstName}
          {otherNames.length > 0 ? <span className="sr-only"> {otherNames.join(" ")}</span> : null}
        </>
      ),
      live: marked,
      isGuest: markedIsGuest,
    },
  ];
  return (
    <RadixTabs.Root
      value={shown}
      onValueChange={(value) => onShow(value === "marked" ? "marked" : "own")}
      className="space-y-4"
    >
      <div className="space-y-2">
        <RadixTabs.List
          aria-label="Cards"
          className="grid grid-cols-2 gap-2 rounded-panel bg-surface-sunken p-1.5 ring-1 ring-line ring-inset"
        >
          {tabs.map(({ value, title, live, isGuest }) => (
            <RadixTabs.Trigger key={value} value={value} className={TAB}>
              <span className="block truncate text-base font-bold">{title}</span>
              {/* On the second line, which the name's truncation cannot cut off. */}
              <span className="block text-sm tabular-nums">
                {isGuest ? (
                  <>
                    <GuestBadge guest />{" "}
                  </>
                ) : null}
                {progress(live)}
              </span>
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {view === "table" ? (
          <p className="text-center text-base font-semibold text-stone-900">
            You: thru {thruLabel(own.card)} · {own.card.totalPoints} pts ·{" "}
            {standing(own.card, marked.card, firstName ?? "")}
          </p>
        ) : null}
      </div>
      {tabs.map(({ value }) => (
        <RadixTabs.Content key={value} value={value} forceMount className="data-[state=inactive]:hidden">
          {content(value)}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
