import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import { RuleCheckbox } from "./rule-checkbox";
import type { RulesDraft } from "./rules-draft";

type Props = { draft: RulesDraft; onChange: (patch: Partial<RulesDraft>) => void };

const ALLOWANCE_OPTIONS = [
  ["1", "100 %"],
  ["0.95", "95 %"],
  ["0.9", "90 %"],
  ["0.75", "75 %"],
] as const;

function AllowanceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(change) => onChange(change.target.value)}>
      {ALLOWANCE_OPTIONS.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** The handicap half of the rules page (docs/golf-rules.md#handicap-adjustment, docs/golf-rules.md#non-returns). */
export function HandicapRulesFields({ draft, onChange }: Props) {
  const adjusts = draft.method !== "none";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Playing handicaps from"
        value={draft.basis}
        onChange={(change) => onChange({ basis: change.target.value as RulesDraft["basis"] })}
      >
        <option value="society">The society handicap</option>
        <option value="whs">{"WHS: course handicap from each event's tees"}</option>
      </SelectField>
      <SelectField
        label="Handicap method"
        value={draft.method}
        onChange={(change) => onChange({ method: change.target.value as RulesDraft["method"] })}
      >
        <option value="conguStableford">Adjusted after each event (CONGU-style)</option>
        <option value="none">None: handicaps are set by hand</option>
      </SelectField>
      {adjusts ? (
        <>
          <TextField
            label="Top finishers who never go up"
            inputMode="numeric"
            value={draft.protectTopN}
            onChange={(change) => onChange({ protectTopN: change.target.value })}
          />
          <TextField
            label="Position cuts"
            hint="Cut for 1st, 2nd, 3rd…, e.g. 2, 1, 0.5"
            value={draft.positionCuts}
            onChange={(change) => onChange({ positionCuts: change.target.value })}
          />
          <RuleCheckbox
            label="Adjust in winter events"
            checked={draft.adjustInWinterEvents}
            onChange={(adjustInWinterEvents) => onChange({ adjustInWinterEvents })}
          />
          <SelectField
            label="A non-return's handicap"
            value={draft.nonReturn}
            onChange={(change) => onChange({ nonReturn: change.target.value as RulesDraft["nonReturn"] })}
          >
            <option value="noChange">No change</option>
            <option value="upOneTenth">Up 0.1 (CONGU&apos;s old rule)</option>
          </SelectField>
        </>
      ) : null}
      <TextField
        label="Lowest exact handicap"
        hint="A plus handicap is negative: −2 is +2"
        inputMode="decimal"
        value={draft.minExact}
        onChange={(change) => onChange({ minExact: change.target.value })}
      />
      <TextField
        label="Highest exact handicap"
        inputMode="decimal"
        value={draft.maxExact}
        onChange={(change) => onChange({ maxExact: change.target.value })}
      />
      <AllowanceField
        label="Competition allowance"
        value={draft.competitionAllowance}
        onChange={(competitionAllowance) => onChange({ competitionAllowance })}
      />
      <AllowanceField
        label="Winter allowance"
        value={draft.winterAllowance}
        onChange={(winterAllowance) => onChange({ winterAllowance })}
      />
      <TextField
        label="Cap on the competition playing handicap"
        hint="Blank: no cap. Halved on a nine-hole card."
        inputMode="numeric"
        value={draft.competitionCap}
        onChange={(change) => onChange({ competitionCap: change.target.value })}
      />
    </div>
  );
}
