import Link from "next/link";
import { CARD_DECISION_LABELS, CARD_DECISION_OUTCOMES, type CardDecision } from "@/lib/validation/card-decisions";
import type { CardToDecideDto, CloseCheckDto } from "@/lib/validation/close-check";
import { cardHref } from "../card/card-links";
import { formatThru } from "../results/format";

type EventRef = { id: string; sweepId: string };

/** "hole 7", "holes 3, 7 and 12", "holes 6–18": three or more holes in a row read as a range. */
export function holeList(holes: readonly number[]): string {
  const runs: Array<[number, number]> = [];
  for (const hole of holes) {
    const last = runs.at(-1);
    if (last && hole === last[1] + 1) last[1] = hole;
    else runs.push([hole, hole]);
  }
  const parts = runs.flatMap(([from, to]) =>
    to - from >= 2 ? [`${from}–${to}`] : Array.from({ length: to - from + 1 }, (_, at) => String(from + at)),
  );
  const last = parts.pop();
  return `${holes.length === 1 ? "hole" : "holes"} ${parts.length > 0 ? `${parts.join(", ")} and ${last}` : last}`;
}

/** What about this card needs deciding, in the words of its kind. */
function why(card: CardToDecideDto, decision: CardDecision): string {
  switch (decision) {
    case "noScore":
      return "no hole entered";
    case "incomplete":
      return `thru ${formatThru(card.holesEntered)}: ${holeList(card.missingHoles)} not entered`;
    case "disagreement":
      return `player and marker differ on ${holeList(card.disagreementHoles)}`;
    case "unsigned":
      return !card.signed && !card.attested ? "not signed or attested" : !card.signed ? "not signed" : "not attested";
  }
}

type Props = {
  check: CloseCheckDto;
  event: EventRef;
  /** In the close dialog: a box per kind, which the secretary ticks to close anyway. */
  confirmation?: { confirmed: ReadonlySet<CardDecision>; onToggle: (decision: CardDecision, on: boolean) => void };
};

/**
 * docs/screens-and-api.md#closing-with-everything-in-view: the cards closing would take as they are, grouped by
 * kind, each by name with a link to the card. The event page shows it to admins; the close dialog asks for a tick.
 */
export function CloseCheckList({ check, event, confirmation }: Props) {
  if (check.decisions.length === 0) return null;
  return (
    <ul aria-label="Cards needing a decision" className="space-y-3">
      {check.decisions.map((decision) => {
        const cards = check.cards.filter((card) => card.decisions.includes(decision));
        const heading = `${CARD_DECISION_LABELS[decision]} (${cards.length})`;
        return (
          <li key={decision} className="space-y-1">
            {confirmation ? (
              <label className="flex min-h-11 cursor-pointer items-start gap-3 font-semibold text-stone-950">
                <input
                  type="checkbox"
                  className="mt-0.5 size-6 shrink-0 accent-fairway-700"
                  checked={confirmation.confirmed.has(decision)}
                  onChange={(change) => confirmation.onToggle(decision, change.target.checked)}
                />
                <span>
                  {heading}: close anyway.{" "}
                  <span className="font-normal text-stone-700">{CARD_DECISION_OUTCOMES[decision]}</span>
                </span>
              </label>
            ) : (
              <p className="font-semibold text-stone-950">{heading}</p>
            )}
            <ul className={`space-y-0.5 ${confirmation ? "pl-9" : ""}`}>
              {cards.map((card) => (
                <li key={card.cardId} className="text-stone-800">
                  <Link
                    href={cardHref({ sweepId: event.sweepId, eventId: event.id, cardId: card.cardId })}
                    className="font-semibold text-fairway-800 underline underline-offset-2"
                  >
                    {card.player.fullName}
                  </Link>
                  : {why(card, decision)}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
