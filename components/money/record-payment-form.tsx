"use client";

import { type FormEvent, useState } from "react";
import { useRecordPayment } from "@/lib/hooks/use-money";
import { formatMoney, parseMoney } from "@/lib/money/amounts";
import type { SweepMoneyDto } from "@/lib/validation/money";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";

/** The treasurer records money taken from a member or handed to one: Sweeps records it and never moves it. */
export function RecordPaymentForm({ sweepId, money }: { sweepId: string; money: SweepMoneyDto }) {
  const record = useRecordPayment(sweepId);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const amount = parseMoney(values.amount ?? "", money.currency);
    setAmountError(amount && amount > 0 ? undefined : "Enter an amount such as 12.50.");
    setDone(null);
    if (!amount) return;
    const direction = values.direction === "paidOut" ? "paidOut" : "received";
    const result = await record.trigger({
      playerId: values.playerId ?? "",
      direction,
      method: values.method === "bank" ? "bank" : "cash",
      amount,
      ...(values.reference?.trim() ? { reference: values.reference } : {}),
    });
    if (!result.ok) return;
    const name = money.purses.find((row) => row.player.id === values.playerId)?.player.fullName ?? "the member";
    const shown = formatMoney(amount, money.currency, money.locale);
    setDone(direction === "received" ? `Recorded ${shown} from ${name}.` : `Recorded ${shown} paid to ${name}.`);
    form.reset();
  };

  return (
    <Section title="Record a payment" description="Cash or a bank transfer you took from a member, or paid out to one.">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Record a payment">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="Member" name="playerId" required>
            {money.purses.map((row) => (
              <option key={row.player.id} value={row.player.id}>
                {row.player.fullName}
              </option>
            ))}
          </SelectField>
          <SelectField label="Direction" name="direction">
            <option value="received">Received from the member</option>
            <option value="paidOut">Paid out to the member</option>
          </SelectField>
          <SelectField label="How" name="method">
            <option value="cash">Cash</option>
            <option value="bank">Bank transfer</option>
          </SelectField>
          <TextField label="Amount" name="amount" inputMode="decimal" placeholder="e.g. 20.00" error={amountError} />
          <TextField
            label="Reference (optional)"
            name="reference"
            autoComplete="off"
            error={record.fieldErrors.reference}
          />
        </div>
        {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        <Button type="submit" busy={record.isMutating} className="w-full sm:w-auto">
          Record payment
        </Button>
      </form>
    </Section>
  );
}
