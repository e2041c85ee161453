"use client";

import { useState } from "react";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { Button } from "../ui/button";
import { LazyUpdateHandicapDialog } from "./lazy-dialogs";

type Props = {
  card: ScorecardDto;
  /** Mark Card shows or hides the keypad; absent on the mark screen, which is all keypad. */
  marking?: { isMarking: boolean; onToggle: () => void };
  onUpdated: (card: ScorecardDto) => void;
};

/** Admins' card actions (docs/screens-and-api.md#playing-and-marking-a-card): Update Handicap, and Mark Card, which opens the keypad on any card of the sweep. */
export function CardAdminActions({ card, marking, onUpdated }: Props) {
  const [isUpdating, setUpdating] = useState(false);
  if (!card.viewer.isAdmin) return null;
  return (
    <section aria-label="Admin" className="flex flex-wrap gap-3">
      {marking ? (
        <Button
          variant={marking.isMarking ? "secondary" : "primary"}
          className="min-h-12"
          onClick={marking.onToggle}
          aria-pressed={marking.isMarking}
        >
          {marking.isMarking ? "Hide keypad" : "Mark card"}
        </Button>
      ) : null}
      {!card.eventComplete ? (
        <Button variant="secondary" className="min-h-12" onClick={() => setUpdating(true)}>
          Update handicap
        </Button>
      ) : null}
      {isUpdating ? (
        <LazyUpdateHandicapDialog card={card} onClose={() => setUpdating(false)} onUpdated={onUpdated} />
      ) : null}
    </section>
  );
}
