import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import { RuleCheckbox } from "./rule-checkbox";
import type { RulesDraft } from "./rules-draft";

type Props = { draft: RulesDraft; onChange: (patch: Partial<RulesDraft>) => void };

/** The order-of-merit half of the rules page (docs/golf-rules.md#order-of-merit-points). */
export function OomRulesFields({ draft, onChange }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Points scheme"
        value={draft.scheme}
        onChange={(change) => onChange({ scheme: change.target.value as RulesDraft["scheme"] })}
      >
        <option value="fieldSize">By field size</option>
        <option value="fixed">A fixed table</option>
      </SelectField>
      {draft.scheme === "fixed" ? (
        <TextField
          label="Points table"
          hint="Points for 1st, 2nd, 3rd…, e.g. 25, 18, 15, 12"
          value={draft.table}
          onChange={(change) => onChange({ table: change.target.value })}
        />
      ) : (
        <RuleCheckbox
          label="Scale the table by field size"
          checked={draft.scaleByFieldSize}
          onChange={(scaleByFieldSize) => onChange({ scaleByFieldSize })}
        />
      )}
      <TextField
        label="Participation points"
        hint="For places past the end of the table"
        inputMode="decimal"
        value={draft.participation}
        onChange={(change) => onChange({ participation: change.target.value })}
      />
      <TextField
        label="Double-points multiplier"
        inputMode="decimal"
        value={draft.doublePointsMultiplier}
        onChange={(change) => onChange({ doublePointsMultiplier: change.target.value })}
      />
      <TextField
        label="Best N events count"
        hint="Blank: every event counts"
        inputMode="numeric"
        value={draft.bestN}
        onChange={(change) => onChange({ bestN: change.target.value })}
      />
      <RuleCheckbox
        label="Non-returns get the participation points"
        checked={draft.nonReturnPoints}
        onChange={(nonReturnPoints) => onChange({ nonReturnPoints })}
      />
      <RuleCheckbox
        label="Guests count in the season (points and handicaps)"
        checked={draft.guestsInSeason}
        onChange={(guestsInSeason) => onChange({ guestsInSeason })}
      />
      <RuleCheckbox
        label="Nine-hole cards count in the top-five leaderboard"
        checked={draft.nineHoleCardsInTopFive}
        onChange={(nineHoleCardsInTopFive) => onChange({ nineHoleCardsInTopFive })}
      />
    </div>
  );
}
