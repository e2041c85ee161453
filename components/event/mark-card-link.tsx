import Link from "next/link";
import type { EventDto } from "@/lib/validation/events";
import { cardHref } from "../card/card-links";
import { buttonClass } from "../ui/button-styles";

/** Admins mark any card; a player marks their own and the one the draw gave them (docs/golf-rules.md#the-draw). */
export function canMarkCard(event: EventDto, scoreCardId: string): boolean {
  if (event.complete || event.notDrawn) return false;
  if (event.userRole !== "member") return true;
  return event.userEntry?.scoreCardId === scoreCardId || event.userEntry?.marksScoreCardId === scoreCardId;
}

/** Mark Card: the card's page, with its keypad open. */
export function MarkCardLink({
  event,
  cardId,
  playerName,
}: {
  event: Pick<EventDto, "id" | "sweepId">;
  cardId: string;
  playerName: string;
}) {
  return (
    <Link
      href={cardHref({ sweepId: event.sweepId, eventId: event.id, cardId }, { mark: true })}
      className={buttonClass("secondary", "px-3 text-sm")}
    >
      Mark card<span className="sr-only"> of {playerName}</span>
    </Link>
  );
}
