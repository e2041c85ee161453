"use client";

import { TextField } from "../ui/text-field";
import type { CorrectionReason } from "./correction-reason";

/**
 * The reason's box, on a surface of its own: on a phone it rides the sticky keypad over the hole table, so it must
 * hide what scrolls under it, and stay short enough that keypad and reason keep under half the screen. Shown while
 * the reason is needed (lazy-parts.tsx).
 */
export function CorrectionReasonField({ correction }: { correction: CorrectionReason }) {
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
