"use client";

import { type FormEvent, useState } from "react";
import type { RouteBodyOf } from "@/lib/contracts/contract-of";
import type { putMoneyRules } from "@/lib/contracts/routes/money";
import { useMoneyRules } from "@/lib/hooks/use-money";
import { formatPlaces, parsePlaces } from "@/lib/money/payout-text";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import { useEditableRows } from "./use-editable-rows";

type MoneyRules = RouteBodyOf<typeof putMoneyRules>;
type RowText = { fromEntrants: string; places: string };

const rowsOf = (rules: MoneyRules): RowText[] =>
  rules.payoutTable.map((row) => ({
    fromEntrants: String(row.fromEntrants),
    places: formatPlaces(row.placesBp),
  }));

/** Each row typed into the table, or the message for the first row that is not one (docs/money-rules.md#payout-table). */
function readRows(rows: readonly RowText[]): MoneyRules["payoutTable"] | { error: string } {
  const table: MoneyRules["payoutTable"] = [];
  for (const [at, row] of rows.entries()) {
    const fromEntrants = Number(row.fromEntrants);
    const placesBp = parsePlaces(row.places);
    if (!Number.isInteger(fromEntrants) || fromEntrants < 1)
      return { error: `Row ${at + 1}: enter the field size as a whole number from 1.` };
    if (!placesBp) return { error: `Row ${at + 1}: enter each place's percentage, separated by commas.` };
    if (placesBp.reduce((sum, bp) => sum + bp, 0) !== 10_000)
      return { error: `Row ${at + 1}: the places must add up to 100 %.` };
    table.push({ fromEntrants, placesBp });
  }
  return table;
}

/** An admin sets the sweep's currency, payout table, remainder rule and what happens to unclaimed twos. */
export function MoneyRulesForm({ sweepId, rules }: { sweepId: string; rules: MoneyRules }) {
  const save = useMoneyRules(sweepId);
  const { rows, edit, add, remove } = useEditableRows(() => rowsOf(rules));
  const [tableError, setTableError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const table = readRows(rows);
    setSaved(false);
    setTableError("error" in table ? table.error : null);
    if ("error" in table) return;
    const result = await save.trigger({
      currency: (values.currency ?? "").trim().toUpperCase(),
      locale: (values.locale ?? "").trim(),
      payoutTable: table,
      remainder: values.remainder === "fund" ? "fund" : "higherFinisher",
      twosUnclaimed: values.twosUnclaimed === "fund" ? "fund" : "rollover",
    });
    setSaved(result.ok);
  };

  const fieldErrors = save.fieldErrors;
  const tableServerError = Object.entries(fieldErrors).find(([field]) => field.startsWith("payoutTable"))?.[1];
  return (
    <Section title="Money settings" description="Apply to events closed from now on. Amounts use the currency below.">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Money settings">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Currency"
            name="currency"
            defaultValue={rules.currency}
            hint="A three-letter code such as GBP or EUR."
            autoComplete="off"
            error={fieldErrors.currency}
          />
          <TextField
            label="Locale"
            name="locale"
            defaultValue={rules.locale}
            hint="How amounts are written, such as en-GB."
            autoComplete="off"
            error={fieldErrors.locale}
          />
          <SelectField label="Odd pennies" name="remainder" defaultValue={rules.remainder}>
            <option value="higherFinisher">To the higher finisher</option>
            <option value="fund">To the society fund</option>
          </SelectField>
          <SelectField label="When nobody scores a two" name="twosUnclaimed" defaultValue={rules.twosUnclaimed}>
            <option value="rollover">Roll the twos over to the next event</option>
            <option value="fund">Put the twos in the society fund</option>
          </SelectField>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-label font-semibold text-ink">Payout table</legend>
          <p className="text-label text-ink-muted">
            Each row pays from a number of sweep entrants up: the places&apos; percentages, such as 50, 30, 20.
          </p>
          {rows.map((row, at) => (
            <div key={row.key} className="grid grid-cols-[6rem_1fr_auto] items-end gap-2">
              <TextField
                label="From entrants"
                inputMode="numeric"
                value={row.fromEntrants}
                disabled={at === 0}
                onChange={(event) => edit(row.key, { fromEntrants: event.target.value })}
              />
              <TextField
                label="Places (%)"
                value={row.places}
                onChange={(event) => edit(row.key, { places: event.target.value })}
              />
              <Button
                variant="ghost"
                disabled={at === 0}
                aria-label={`Remove row ${at + 1}`}
                onClick={() => remove(row.key)}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            disabled={rows.length >= 10}
            onClick={() =>
              add((current) => ({
                fromEntrants: String(Number(current.at(-1)?.fromEntrants ?? "1") + 1),
                places: current.at(-1)?.places ?? "100",
              }))
            }
          >
            Add a row for a bigger field
          </Button>
        </fieldset>
        {(tableError ?? tableServerError) ? <Alert tone="error">{tableError ?? tableServerError}</Alert> : null}
        {save.error && Object.keys(fieldErrors).length === 0 ? <Alert tone="error">{save.error.message}</Alert> : null}
        {saved ? <Alert tone="success">Money settings saved.</Alert> : null}
        <Button type="submit" busy={save.isMutating} className="w-full sm:w-auto">
          Save money settings
        </Button>
      </form>
    </Section>
  );
}
