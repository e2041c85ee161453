"use client";

import type { ScoreDto } from "@/lib/validation/scorecards";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { type KeypadFlow, ScoreKeypad } from "./score-keypad";

type Props = {
  hole: ScoreDto;
  isPending: boolean;
  onEnter: (gross: number | null) => void;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  isDisabled?: boolean;
  flow?: KeypadFlow;
};

/**
 * The gross of one hole (the older mark screen's dialog, docs/screens-and-api.md#playing-and-marking-a-card), on the same keypad as the newer screens: a tap saves and moves on to
 * the next hole, so a run of holes needs no reopening; Done closes it. Mounted while open.
 */
export function HoleGrossDialog({ hole, isPending, onEnter, onPrevious, onNext, onClose, isDisabled, flow }: Props) {
  return (
    <Modal open onOpenChange={(open) => (open ? null : onClose())} title={`Hole ${hole.holeNumber} gross`}>
      <ScoreKeypad
        hole={hole}
        isPending={isPending}
        onEnter={onEnter}
        onPrevious={onPrevious}
        onNext={onNext}
        isDisabled={isDisabled}
        flow={flow}
      />
      <Button variant="secondary" className="min-h-12 w-full" onClick={onClose}>
        Done
      </Button>
    </Modal>
  );
}
