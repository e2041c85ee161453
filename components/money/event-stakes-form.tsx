"use client";

import { type FormEvent, useState } from "react";
import { useEventStakes } from "@/lib/hooks/use-money";
import { formatMoney, parseMoney } from "@/lib/money/amounts";
import type { EventMoneyDto } from "@/lib/validation/money";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

const AMOUNTS = [
  ["entryFee", "Entry fee"],
  ["sweepStake", "Sweep stake"],
  ["twosStake", "Twos stake"],
] as const;

/** An admin sets the event's stakes before anyone enters (docs/money-rules.md#stakes). */
export function EventStakesForm({ eventId, money }: { eventId: string; money: EventMoneyDto }) {
  const save = useEventStakes(eventId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const shown = (minor: number) => formatMoney(minor, money.currency, money.locale).replace(/[^\d.,]/g, "");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = Object.fromEntries(AMOUNTS.map(([name]) => [name, parseMoney(values[name] ?? "0", money.currency)]));
    const cut = Number(values.fundCut ?? "0");
    const found: Record<string, string> = {};
    for (const [name] of AMOUNTS) if (parsed[name] === null) found[name] = "Enter an amount such as 5.00.";
    if (!Number.isInteger(cut) || cut < 0 || cut > 100) found.fundCut = "Enter a whole percentage from 0 to 100.";
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    const result = await save.trigger({
      entryFee: parsed.entryFee ?? 0,
      sweepStake: parsed.sweepStake ?? 0,
      twosStake: parsed.twosStake ?? 0,
      sweepOptIn: values.sweepOptIn === "on",
      fundCutBp: cut * 100,
    });
    setSaved(result.ok);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Stakes">
      <div className="grid gap-3 sm:grid-cols-4">
        {AMOUNTS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            inputMode="decimal"
            defaultValue={shown(money.stakes[name])}
            error={errors[name]}
          />
        ))}
        <TextField
          label="Fund's cut (%)"
          name="fundCut"
          inputMode="numeric"
          defaultValue={String(Math.round(money.stakes.fundCutBp / 100))}
          error={errors.fundCut}
        />
      </div>
      <label className="flex min-h-tap items-center gap-3 text-body">
        <input type="checkbox" name="sweepOptIn" defaultChecked={money.stakes.sweepOptIn} className="size-5" />
        The sweep is opt-in (otherwise every entrant is in it)
      </label>
      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
      {saved ? <Alert tone="success">Stakes saved.</Alert> : null}
      <Button type="submit" busy={save.isMutating} className="w-full sm:w-auto">
        Save stakes
      </Button>
    </form>
  );
}
