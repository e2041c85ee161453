import type { FocusEvent } from "react";
import type { HoleDraft, HoleIssue } from "@/lib/courses/course-draft";

type Props = {
  title: string;
  holes: HoleDraft[];
  parTotal: number;
  issues: Map<number, HoleIssue>;
  isReadOnly: boolean;
  onChange: (number: number, change: Partial<Pick<HoleDraft, "par" | "index">>) => void;
};

const INPUT =
  "h-12 w-full rounded-lg border-2 bg-white text-center text-2xl font-bold text-stone-900 tabular-nums focus:outline-3 focus:outline-offset-1 focus:outline-fairway-600 read-only:border-stone-200 read-only:bg-stone-100 read-only:text-stone-800";

const inputClass = (problem: string | undefined) =>
  `${INPUT} ${problem ? "border-red-600 bg-red-50" : "border-stone-300"}`;

// Tapping a box selects what is in it, so a new number replaces the old one without deleting first.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

type NumberInputProps = {
  label: string;
  value: string;
  maxLength: number;
  problem: string | undefined;
  messageId: string;
  isReadOnly: boolean;
  onChange: (value: string) => void;
};

/** A large box for a one- or two-digit number, with the phone's number pad. */
function HoleNumberInput({ label, value, maxLength, problem, messageId, isReadOnly, onChange }: NumberInputProps) {
  return (
    <input
      aria-label={label}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? messageId : undefined}
      className={inputClass(problem)}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={maxLength}
      enterKeyHint="next"
      autoComplete="off"
      value={value}
      readOnly={isReadOnly}
      onFocus={selectAll}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One nine of the course editor: hole number, par and stroke index per row, a problem shown on its row, and the nine's par. */
export function HoleRows({ title, holes, parTotal, issues, isReadOnly, onChange }: Props) {
  return (
    <fieldset className="min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <legend className="sr-only">{title}</legend>
      <div
        aria-hidden
        className="grid grid-cols-[3.5rem_1fr_1fr] gap-3 border-b border-stone-200 bg-stone-100 px-4 py-2 text-sm font-semibold text-stone-700"
      >
        <span>Hole</span>
        <span className="text-center">Par</span>
        <span className="text-center">SI</span>
      </div>
      <ol className="divide-y divide-stone-100">
        {holes.map((hole) => {
          const issue = issues.get(hole.number);
          const problem = issue?.index ?? issue?.par;
          const messageId = `hole-${hole.number}-problem`;
          return (
            <li key={hole.number} className={`px-4 py-1.5 ${problem ? "bg-red-50/60" : ""}`}>
              <div className="grid grid-cols-[3.5rem_1fr_1fr] items-center gap-3">
                <span className="text-xl font-bold text-stone-900 tabular-nums">{hole.number}</span>
                <HoleNumberInput
                  label={`Hole ${hole.number} par`}
                  value={hole.par}
                  maxLength={1}
                  problem={issue?.par}
                  messageId={messageId}
                  isReadOnly={isReadOnly}
                  onChange={(par) => onChange(hole.number, { par })}
                />
                <HoleNumberInput
                  label={`Hole ${hole.number} stroke index`}
                  value={hole.index}
                  maxLength={2}
                  problem={issue?.index}
                  messageId={messageId}
                  isReadOnly={isReadOnly}
                  onChange={(index) => onChange(hole.number, { index })}
                />
              </div>
              {problem ? (
                <p id={messageId} className="pt-1 text-sm font-medium text-red-800">
                  {[issue?.par, issue?.index].filter(Boolean).join(" ")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="flex items-baseline justify-between border-t border-stone-200 bg-stone-50 px-4 py-2 text-stone-800">
        <span className="font-semibold">{title}</span>
        <span>
          Par <strong className="text-2xl text-stone-900 tabular-nums">{parTotal}</strong>
        </span>
      </p>
    </fieldset>
  );
}
