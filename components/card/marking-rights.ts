import type { ScorecardDto } from "@/lib/validation/scorecards";

/**
 * Whether the viewer may change scores now: the card's player, their marker or an admin (viewer.canMark), while
 * the event is open; once signed and attested, admins only.
 */
export const canMarkNow = (card: Pick<ScorecardDto, "viewer" | "eventComplete" | "locked">) =>
  card.viewer.canMark && !card.eventComplete && (!card.locked || card.viewer.isAdmin);

/** Why the viewer cannot change scores, for those who might expect to; null for members who only view. */
export function whyNotMarking(card: Pick<ScorecardDto, "viewer" | "eventComplete" | "locked">): string | null {
  if (!card.viewer.canMark && !card.viewer.isAdmin) return null;
  if (card.eventComplete) return card.viewer.isAdmin ? "The event is closed: reopen it from the event page to correct this card." : "The event is closed: the card is read-only.";
  if (card.locked && !card.viewer.isAdmin) return "The card is signed and attested: only an admin can change it now.";
  return null;
}
