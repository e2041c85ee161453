"use client";

import { useState } from "react";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import {
  draftFromScores,
  readWholeCard,
  type RunningTotal,
  runningTotals,
  type WholeCardDraft,
  wholeCardSlips,
} from "./whole-card";

type Props = {
  scores: ScoreDto[];
  onClose: () => void;
  /** Each changed hole, saved through the one save path like a keypad tap. */
  onEnterGross: (holeNumber: number, gross: number | null) => void;
};

const BOX =
  "block min-h-12 w-full min-w-0 rounded-lg border-2 bg-white text-center text-xl font-bold tabular-nums focus:outline-2 focus:outline-fairway-600";

/**
 * A whole card at once, typed from a paper card (docs/screens-and-api.md#typing-a-card-on-a-keyboard): one box per
 * hole in the paper's order, a row on a wide screen, Tab from box to box, and the running Out, In and total beside
 * them to check against the paper's. Checked before anything is saved; likely slips are named but not refused.
 * Mounted while open, so each opening starts from the card as it stands.
 */
export function WholeCardDialog({ scores, onClose, onEnterGross }: Props) {
  const [draft, setDraft] = useState<WholeCardDraft>(() => draftFromScores(scores));
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const totals = runningTotals(scores, draft);
  const slips = wholeCardSlips(scores, draft);
  const nines = [
    { title: "Out", holes: scores.slice(0, 9), total: totals.out },
    { title: "In", holes: scores.slice(9), total: totals.in },
  ];

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
      description="Type each hole's gross from the paper card, Tab to the next: 0 for no score, blank if not played. Check the totals against the paper's. Only the holes you change are saved."
      wide="card"
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
        <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-10 lg:grid-cols-21">
          {nines.map((nine) => [
            ...nine.holes.map((score) => (
              <label key={score.holeNumber} className="flex flex-col items-center">
                <span className="text-base font-bold text-stone-950">{score.holeNumber}</span>
                <span className="text-xs text-stone-700">Par {score.par}</span>
                <input
                  aria-label={`Hole ${score.holeNumber} gross`}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={2}
                  aria-invalid={problems.has(score.holeNumber) || undefined}
                  value={draft[score.holeNumber] ?? ""}
                  onChange={(event) => setDraft((current) => ({ ...current, [score.holeNumber]: event.target.value }))}
                  className={`mt-1 ${BOX} ${problems.has(score.holeNumber) ? "border-red-700" : "border-stone-400"}`}
                />
              </label>
            )),
            nine.holes.length > 0 ? (
              <Total key={nine.title} title={nine.title} total={nine.total} of={nine.holes.length} />
            ) : null,
          ])}
          <Total title="Total" total={totals.total} of={scores.length} />
        </div>
        {slips.length > 0 ? (
          <div className="rounded-xl border-2 border-amber-600 bg-amber-50 p-3">
            <p className="font-bold text-stone-950">Check these against the paper (they are saved as typed):</p>
            <ul aria-label="Likely slips" className="list-disc pl-5 text-stone-900">
              {slips.map((slip) => (
                <li key={slip}>{slip}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="sticky -bottom-4 -mx-5 border-t border-stone-200 bg-white px-5 py-3">
          <Button type="submit" className="min-h-12 w-full text-lg">
            Save card
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A running total in the row, dark like a paper card's total boxes; not announced at every keystroke. */
function Total({ title, total, of }: { title: string; total: RunningTotal; of: number }) {
  const value = total.isNoReturn ? "NR" : String(total.strokes);
  const isPartial = total.holes < of;
  return (
    <div className="flex flex-col items-center rounded-lg bg-stone-900 px-1 py-0.5 text-white">
      <span className="text-base font-bold">{title}</span>
      <span className="text-xs">{isPartial ? `${total.holes} of ${of}` : "gross"}</span>
      <output
        aria-live="off"
        aria-label={`${title} gross${isPartial ? `, ${total.holes} of ${of} holes` : ""}`}
        className="mt-1 grid min-h-12 place-items-center text-xl font-black tabular-nums"
      >
        {value}
      </output>
    </div>
  );
}
