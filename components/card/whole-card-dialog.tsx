"use client";

import { useState } from "react";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { draftFromScores, readWholeCard, type WholeCardDraft } from "./whole-card";

type Props = {
  scores: ScoreDto[];
  onClose: () => void;
  /** Each changed hole, saved through the one save path like a keypad tap. */
  onEnterGross: (holeNumber: number, gross: number | null) => void;
};

/**
 * A whole 18-hole card at once, typed from a paper card (docs/screens-and-api.md#playing-and-marking-a-card): a box per hole, checked before anything is
 * saved. Mounted while open, so each opening starts from the card as it stands.
 */
export function WholeCardDialog({ scores, onClose, onEnterGross }: Props) {
  const [draft, setDraft] = useState<WholeCardDraft>(() => draftFromScores(scores));
  const [problems, setProblems] = useState<Map<number, string>>(new Map());

  const save = () => {
    const reading = readWholeCard(scores, draft);
    setProblems(reading.problems);
    if (reading.problems.size > 0) return;
    for (const { holeNumber, gross } of reading.changes) onEnterGross(holeNumber, gross);
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Enter the whole card"
      description="Type each hole's gross from the paper card: 0 for no score, blank if not played. Only the holes you change are saved."
      wide
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {problems.size > 0 ? (
          <Alert tone="error">
            <ul className="space-y-0.5">
              {[...problems.values()].map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {[scores.slice(0, 9), scores.slice(9)].map((nine, at) => (
          <fieldset key={at} className="space-y-2">
            <legend className="text-base font-bold text-stone-900">{at === 0 ? "Out" : "In"}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-9">
              {nine.map((score) => (
                <label key={score.holeNumber} className="block text-center">
                  <span className="block text-sm font-semibold text-stone-900">Hole {score.holeNumber}</span>
                  <span className="block text-xs text-stone-700">Par {score.par}</span>
                  <input
                    aria-label={`Hole ${score.holeNumber} gross`}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    maxLength={2}
                    aria-invalid={problems.has(score.holeNumber) || undefined}
                    value={draft[score.holeNumber] ?? ""}
                    onChange={(event) =>
                      setDraft((current) => ({ ...current, [score.holeNumber]: event.target.value }))
                    }
                    className={`mt-1 block min-h-12 w-full rounded-lg border-2 bg-white text-center text-xl font-bold tabular-nums focus:outline-2 focus:outline-fairway-600 ${problems.has(score.holeNumber) ? "border-red-700" : "border-stone-400"}`}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="sticky -bottom-4 -mx-5 border-t border-stone-200 bg-white px-5 py-3">
          <Button type="submit" className="min-h-12 w-full text-lg">
            Save card
          </Button>
        </div>
      </form>
    </Modal>
  );
}
