"use client";

import { useState } from "react";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { looksBlank } from "@/lib/validation/blank-text";
import { TextField } from "../ui/text-field";

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

/**
 * The reason's box, on a surface of its own: on a phone it rides the sticky keypad over the hole table, so it must
 * hide what scrolls under it, and stay short enough that keypad and reason keep under half the screen.
 */
export function CorrectionReasonField({ correction }: { correction: CorrectionReason }) {
  if (!correction.isNeeded) return null;
  return (
    <div
      role="group"
      aria-label="Reason for the change"
      className="relative rounded-t-2xl border-2 border-b-0 border-stone-900 bg-amber-50 px-3 pt-2 pb-2.5 sm:mb-2 sm:rounded-2xl sm:border-b-2"
    >
      <TextField
        label="Why are you changing this signed card?"
        hint={correction.isMissing ? "The keys unlock once it is filled in." : undefined}
        placeholder="e.g. 6 on the 7th, agreed with both players"
        maxLength={200}
        value={correction.text}
        onChange={(event) => correction.setText(event.target.value)}
      />
    </div>
  );
}
