"use client";

import { type FormEvent, useState } from "react";
import { usePrizeWinner, useEventPrizes } from "@/lib/hooks/use-money";
import { formatMoney, parseMoney } from "@/lib/money/amounts";
import { formatPlaces, parsePlaces } from "@/lib/money/payout-text";
import type { EventMoneyDto } from "@/lib/validation/money";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import { MoneyText } from "./money-text";
import { useEditableRows } from "./use-editable-rows";

type PrizeDto = EventMoneyDto["prizes"][number];
type Entrant = { id: string; fullName: string };

const KIND_WORDS = { nearestPin: "Nearest the pin", longestDrive: "Longest drive" } as const;
const prizeName = (prize: Pick<PrizeDto, "kind" | "hole">) => `${KIND_WORDS[prize.kind]}, hole ${prize.hole}`;

/**
 * The event's nearest-the-pin and longest-drive prizes (docs/money-rules.md#prizes): what each is worth and who won;
 * an admin records the winner before or after the close, and sets the prizes before it.
 */
export function EventPrizes({
  eventId,
  money,
  entrants,
  isAdmin,
  isClosed,
}: {
  eventId: string;
  money: EventMoneyDto;
  entrants: readonly Entrant[];
  isAdmin: boolean;
  isClosed: boolean;
}) {
  if (money.prizes.length === 0 && !isAdmin) return null;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">Prizes</h3>
      {money.prizes.length === 0 ? <p className="text-label text-ink-muted">No prizes on this event.</p> : null}
      <ul className="space-y-2">
        {money.prizes.map((prize) => (
          <li key={prize.id} className="grid gap-2 sm:grid-cols-[1fr_16rem] sm:items-end">
            <p>
              {prizeName(prize)}:{" "}
              {prize.shareBp === null ? (
                <MoneyText minor={prize.amount ?? 0} format={money} />
              ) : (
                `${formatPlaces([prize.shareBp])} % of the sweep`
              )}
              {!isAdmin ? ` · ${prize.winner ? `won by ${prize.winner.fullName}` : "not won yet"}` : null}
            </p>
            {isAdmin ? <WinnerSelect eventId={eventId} prize={prize} entrants={entrants} /> : null}
          </li>
        ))}
      </ul>
      {isAdmin && !isClosed ? (
        <details className="rounded-control border border-line p-3">
          <summary className="min-h-tap cursor-pointer content-center font-semibold">Set prizes</summary>
          <div className="mt-3">
            <PrizesForm eventId={eventId} money={money} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

function WinnerSelect({
  eventId,
  prize,
  entrants,
}: {
  eventId: string;
  prize: PrizeDto;
  entrants: readonly Entrant[];
}) {
  const record = usePrizeWinner(eventId, prize.id);
  return (
    <div>
      <SelectField
        label={`Winner: ${prizeName(prize)}`}
        value={prize.winner?.id ?? ""}
        disabled={record.isMutating}
        onChange={(event) => void record.trigger({ playerId: event.target.value || null })}
      >
        <option value="">Not won yet</option>
        {entrants.map((entrant) => (
          <option key={entrant.id} value={entrant.id}>
            {entrant.fullName}
          </option>
        ))}
      </SelectField>
      {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
    </div>
  );
}

type RowText = { kind: PrizeDto["kind"]; hole: string; worth: string };

/** "5.00" is a fixed amount; "25%" a share of the sweep pot. */
function readRow(row: RowText, currency: string) {
  const hole = Number(row.hole);
  if (!Number.isInteger(hole) || hole < 1 || hole > 18) return null;
  const text = row.worth.trim();
  if (text.endsWith("%")) {
    const [shareBp] = parsePlaces(text.slice(0, -1)) ?? [];
    return shareBp ? { kind: row.kind, hole, shareBp } : null;
  }
  const amount = parseMoney(text, currency);
  return amount ? { kind: row.kind, hole, amount } : null;
}

function PrizesForm({ eventId, money }: { eventId: string; money: EventMoneyDto }) {
  const save = useEventPrizes(eventId);
  const shown = (minor: number) => formatMoney(minor, money.currency, money.locale).replace(/[^\d.,]/g, "");
  const { rows, edit, add, remove } = useEditableRows<RowText>(() =>
    money.prizes.map((prize) => ({
      kind: prize.kind,
      hole: String(prize.hole),
      worth: prize.shareBp === null ? shown(prize.amount ?? 0) : `${formatPlaces([prize.shareBp])}%`,
    })),
  );
  const [rowError, setRowError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = rows.map((row) => readRow(row, money.currency));
    const bad = read.findIndex((row) => row === null);
    setRowError(
      bad >= 0 ? `Prize ${bad + 1}: a hole from 1 to 18, and an amount such as 5.00 or a share such as 25%.` : null,
    );
    if (bad >= 0) return;
    await save.trigger({ prizes: read.flatMap((row) => (row ? [row] : [])) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Prizes">
      {rows.map((row, at) => (
        <div key={row.key} className="grid grid-cols-[1fr_4rem_6rem_auto] items-end gap-2">
          <SelectField
            label="Prize"
            value={row.kind}
            onChange={(event) =>
              edit(row.key, { kind: event.target.value === "longestDrive" ? "longestDrive" : "nearestPin" })
            }
          >
            <option value="nearestPin">Nearest the pin</option>
            <option value="longestDrive">Longest drive</option>
          </SelectField>
          <TextField
            label="Hole"
            inputMode="numeric"
            value={row.hole}
            onChange={(event) => edit(row.key, { hole: event.target.value })}
          />
          <TextField
            label="Worth"
            value={row.worth}
            placeholder="5.00 or 25%"
            onChange={(event) => edit(row.key, { worth: event.target.value })}
          />
          <Button variant="ghost" aria-label={`Remove prize ${at + 1}`} onClick={() => remove(row.key)}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => add(() => ({ kind: "nearestPin", hole: "", worth: "" }))}>
        Add a prize
      </Button>
      {rowError ? <Alert tone="error">{rowError}</Alert> : null}
      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
      <Button type="submit" busy={save.isMutating} className="w-full sm:w-auto">
        Save prizes
      </Button>
    </form>
  );
}
