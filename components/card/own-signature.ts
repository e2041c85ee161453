import type { ScorecardDto } from "@/lib/validation/scorecards";

/** The player signs their card; the marker (or an admin, where there is no marker) attests it. */
export type OwnSignature = "Sign" | "Attest";

/** Which signature the viewer still owes the card, if any: none once given (and still current) or once the event is closed. */
export function signatureOwed(card: ScorecardDto): OwnSignature | null {
  if (card.eventComplete) return null;
  if (card.viewer.relation === "player") return card.signature?.current ? null : "Sign";
  if (card.viewer.relation === "marker" || (card.viewer.isAdmin && !card.marker))
    return card.attestation?.current ? null : "Attest";
  return null;
}
