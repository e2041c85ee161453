"use client";

import { useState } from "react";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { looksBlank } from "@/lib/validation/blank-text";

export type CorrectionReason = {
  /** The card is signed and attested and the viewer is an admin: each change needs a reason. */
  isNeeded: boolean;
  /** What goes with each save: the typed reason while it is needed, otherwise nothing. */
  reason: string | undefined;
  /** Needed and not given yet: the keys wait for it. */
  isMissing: boolean;
  text: string;
  setText: (text: string) => void;
};

/** An admin's change of a signed and attested card carries a reason, which the card's history keeps (docs/live-scoring.md#signing-and-attesting). */
export function useCorrectionReason(card: Pick<ScorecardDto, "locked" | "viewer">): CorrectionReason {
  const [text, setText] = useState("");
  const isNeeded = card.locked && card.viewer.isAdmin;
  const isMissing = isNeeded && looksBlank(text);
  return { isNeeded, reason: isNeeded && !isMissing ? text.trim() : undefined, isMissing, text, setText };
}
