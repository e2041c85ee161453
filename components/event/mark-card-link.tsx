import type { EventDto } from "@/lib/validation/events";
import { buttonClass } from "../ui/button-styles";
import { UnavailableLink } from "../ui/unavailable-link";

/** Admins mark any card; a player marks their own and the one the draw gave them (golf-rules.md §9.2). */
export function canMarkCard(event: EventDto, scoreCardId: string): boolean {
  if (event.complete || event.notDrawn) return false;
  if (event.userRole !== "member") return true;
  return event.userEntry?.scoreCardId === scoreCardId || event.userEntry?.marksScoreCardId === scoreCardId;
}

/** Mark Card, to the card's scoring page; that page comes with scorecards, so until then it keeps its place. */
export function MarkCardLink({ playerName }: { playerName: string }) {
  return (
    <UnavailableLink className={buttonClass("secondary", "px-3 text-sm")}>
      Mark card<span className="sr-only"> of {playerName}</span>
    </UnavailableLink>
  );
}
