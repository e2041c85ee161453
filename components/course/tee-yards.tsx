import type { FocusEvent } from "react";
import type { HoleCount, TeeDraft } from "@/lib/courses/course-draft";

type Props = {
  tee: TeeDraft;
  /** The tees as the boxes' labels name them: "White tees", or "Tees 2" while they have no name. */
  label: string;
  holeCount: HoleCount;
  /** By hole number. */
  errors: Map<number, string> | undefined;
  /** The yards as a whole: some holes given and others not. */
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (yards: string[]) => void;
};

const INPUT =
  "h-12 w-full rounded-lg border-2 bg-white text-center text-xl font-bold text-stone-900 tabular-nums focus:outline-3 focus:outline-offset-1 focus:outline-fairway-600 read-only:border-stone-200 read-only:bg-stone-100 read-only:text-stone-800";

// Tapping a box selects what is in it, so a new number replaces the old one without deleting first.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

const total = (boxes: readonly string[]) =>
  boxes.reduce((sum, box) => sum + (/^\s*\d{1,3}\s*$/.test(box) ? Number(box) : 0), 0);

/**
 * The yards of each hole from one set of tees, for the round's hole header: optional, folded away under the tee's
 * total until opened, and three boxes to a row on a phone with its number pad.
 */
export function TeeYards({ tee, label, holeCount, errors, error, isReadOnly, onChange }: Props) {
  const boxes = tee.yards.slice(0, holeCount);
  const given = total(boxes);
  const problemHoles = [...(errors?.keys() ?? [])].sort((a, b) => a - b);
  // One sentence for the boxes, whose width holds a number and no more: the holes, then what each needs.
  const problems = [
    ...(error ? [error] : []),
    ...(problemHoles.length > 0
      ? [
          `${problemHoles.length === 1 ? "Hole" : "Holes"} ${problemHoles.join(", ")}: ${errors?.get(problemHoles[0] ?? 0)}`,
        ]
      : []),
  ];
  const messageId = `tee-${tee.key}-yards-problem`;
  if (isReadOnly && given === 0) return null;
  const change = (at: number, value: string) => onChange(tee.yards.map((box, each) => (each === at ? value : box)));
  return (
    <details open={problems.length > 0 || undefined} className="group col-span-2 sm:col-span-4">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg px-1 font-semibold text-stone-900 focus-visible:outline-3 focus-visible:outline-fairway-600">
        <span aria-hidden className="transition-transform group-open:rotate-90">
          ›
        </span>
        Yards by hole
        <span className="font-normal text-stone-700 tabular-nums">
          {given > 0 ? `${given.toLocaleString("en-GB")} yds` : "(optional)"}
        </span>
      </summary>
      {problems.length > 0 ? (
        <p id={messageId} className="px-1 pb-2 text-sm font-medium text-red-800">
          {problems.join(" ")}
        </p>
      ) : null}
      <ol className="grid grid-cols-3 gap-2 pt-1 sm:grid-cols-6">
        {boxes.map((box, at) => {
          const number = at + 1;
          const problem = errors?.get(number);
          return (
            <li key={number} className="min-w-0">
              <label className="flex flex-col gap-0.5 text-sm font-semibold text-stone-700">
                <span>Hole {number}</span>
                <input
                  aria-label={`${label}: hole ${number} yards`}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? messageId : undefined}
                  className={`${INPUT} ${problem ? "border-red-600 bg-red-50" : "border-stone-300"}`}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={3}
                  enterKeyHint="next"
                  autoComplete="off"
                  value={box}
                  readOnly={isReadOnly}
                  onFocus={selectAll}
                  onChange={(event) => change(at, event.target.value)}
                />
              </label>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
