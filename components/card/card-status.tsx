import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import { CardSummary } from "./card-summary";
import { LazyConflictDialog } from "./lazy-parts";
import { whyNotMarking } from "./marking-rights";
import { ScoreRefusals } from "./score-refusals";

/**
 * The top of every live card screen: what the server refused, whose card it is, why it
 * cannot be changed (when that is so), and the question a conflicting score asks.
 */
export function CardStatus({ live, headingLevel = 1 }: { live: ReadyScorecard; headingLevel?: 1 | 2 }) {
  const { card } = live;
  const readOnlyReason = whyNotMarking(card);
  const [conflict] = live.conflicts;
  return (
    <>
      <ScoreRefusals refusals={live.refusals} onDismiss={live.dismissRefusal} />
      <CardSummary card={card} headingLevel={headingLevel} />
      {readOnlyReason ? (
        <p className="rounded-xl border-2 border-stone-800 bg-white px-4 py-3 font-semibold text-stone-950">
          {readOnlyReason}
        </p>
      ) : null}
      {conflict ? (
        <LazyConflictDialog playerName={card.player.fullName} conflict={conflict} onResolve={live.resolveConflict} />
      ) : null}
    </>
  );
}
