import { blankTee, type HoleCount, type TeeDraft } from "@/lib/courses/course-draft";
import { HOLES_PER_NINE } from "@/lib/golf/constants";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { TeeYards } from "./tee-yards";

type Props = {
  tees: TeeDraft[];
  holeCount: HoleCount;
  errors: Map<number, Record<string, string>>;
  /** By the tee's position, then the hole number. */
  yardErrors: Map<number, Map<number, string>>;
  isReadOnly: boolean;
  onChange: (tees: TeeDraft[]) => void;
};

const MAX_TEES = 10;

/**
 * Optional sets of tees with their WHS Course Rating and Slope Rating (docs/golf-rules.md#course-handicap), so a course handicap
 * can be worked out for each, and their yards if the card gives them; a course without tees plays off playing
 * handicaps alone.
 */
export function TeeRows({ tees, holeCount, errors, yardErrors, isReadOnly, onChange }: Props) {
  const isNine = holeCount === HOLES_PER_NINE;
  const change = (key: string, patch: Partial<TeeDraft>) =>
    onChange(tees.map((tee) => (tee.key === key ? { ...tee, ...patch } : tee)));
  const add = () => onChange([...tees, blankTee(crypto.randomUUID())]);
  return (
    <fieldset className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="sr-only">Tees</legend>
      <div>
        <h2 className="text-lg font-semibold text-stone-900">Tees (optional)</h2>
        <p className="text-sm text-stone-700">
          Course Rating and Slope Rating from the card or the club, for the WHS course handicap
          {isNine ? ": the nine-hole ratings, e.g. 35.6 and 125." : "."} Yards by hole show on each hole as it is
          played.
        </p>
      </div>
      {tees.length === 0 ? <p className="text-stone-700">No tees yet.</p> : null}
      <ul className="space-y-3">
        {tees.map((tee, at) => {
          const error = errors.get(at) ?? {};
          return (
            <li
              key={tee.key}
              className="grid grid-cols-2 gap-3 border-t border-stone-200 pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_9rem_9rem_auto] sm:items-start"
            >
              <TextField
                className="col-span-2 sm:col-span-1"
                label="Tee name"
                placeholder="e.g. White"
                value={tee.name}
                readOnly={isReadOnly}
                error={error.name}
                onChange={(event) => change(tee.key, { name: event.target.value })}
              />
              <TextField
                label="Course Rating"
                inputMode="decimal"
                placeholder={isNine ? "35.6" : "71.2"}
                value={tee.courseRating}
                readOnly={isReadOnly}
                error={error.courseRating}
                onChange={(event) => change(tee.key, { courseRating: event.target.value })}
              />
              <TextField
                label="Slope"
                inputMode="numeric"
                placeholder="125"
                value={tee.slopeRating}
                readOnly={isReadOnly}
                error={error.slopeRating}
                onChange={(event) => change(tee.key, { slopeRating: event.target.value })}
              />
              {isReadOnly ? null : (
                <Button
                  variant="ghost"
                  className="col-span-2 justify-self-start sm:col-span-1 sm:mt-6"
                  onClick={() => onChange(tees.filter((each) => each.key !== tee.key))}
                >
                  Remove<span className="sr-only"> tee {tee.name || at + 1}</span>
                </Button>
              )}
              <TeeYards
                tee={tee}
                label={tee.name.trim() ? `${tee.name.trim()} tees` : `Tees ${at + 1}`}
                holeCount={holeCount}
                errors={yardErrors.get(at)}
                error={error.yards}
                isReadOnly={isReadOnly}
                onChange={(yards) => change(tee.key, { yards })}
              />
            </li>
          );
        })}
      </ul>
      {isReadOnly || tees.length >= MAX_TEES ? null : (
        <Button variant="secondary" onClick={add}>
          <span aria-hidden>+</span> Add tees
        </Button>
      )}
    </fieldset>
  );
}
