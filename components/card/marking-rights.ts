import type { ScorecardDto } from "@/lib/validation/scorecards";

/**
 * Whether the viewer may change scores now: the card's player, their marker or an admin (viewer.canMark), while
 * the event is open; once signed and attested, admins only.
 */
export const canMarkNow = (card: Pick<ScorecardDto, "viewer" | "eventComplete" | "locked">) =>
  card.viewer.canMark && !card.eventComplete && (!card.locked || card.viewer.isAdmin);

/**
 * Why the card is read-only, for those who marked it or may correct it; null otherwise: the server's reason when
 * scoring has not opened yet (shown instead of the keypad). A signed and attested card says so in its summary.
 */
export function whyNotMarking(card: Pick<ScorecardDto, "viewer" | "eventComplete">): string | null {
  if (card.viewer.scoringNotOpenYet) return card.viewer.scoringNotOpenYet;
  if (!card.eventComplete || (card.viewer.relation === "member" && !card.viewer.isAdmin)) return null;
  return card.viewer.isAdmin
    ? "The event is closed: reopen it from the event page to correct this card."
    : "The event is closed: the card is read-only.";
}
