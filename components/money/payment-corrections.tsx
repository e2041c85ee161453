"use client";

import { useState } from "react";
import { formatDayIn } from "@/lib/dates";
import { useReversePayment } from "@/lib/hooks/use-money";
import type { LedgerEntryDto } from "@/lib/validation/money";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { Section } from "../ui/section";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { TextField } from "../ui/text-field";
import { MoneyText, type MoneyFormat } from "./money-text";

/** The member a payment moved money for, and the signed amount on their purse. */
const purseLine = (payment: LedgerEntryDto) => payment.lines.find((line) => line.account === "purse");

/**
 * The payments recorded lately, each correctable by a reversing entry with the reason (docs/money-rules.md#the-ledger):
 * nothing is edited or deleted, so a mistake stays on the statement beside its correction. Days are the sweep's
 * (`timeZone`).
 */
export function PaymentCorrections({
  sweepId,
  payments,
  format,
  timeZone,
}: {
  sweepId: string;
  payments: readonly LedgerEntryDto[];
  format: MoneyFormat;
  timeZone: string;
}) {
  return (
    <Section title="Payments recorded" description="Correct one recorded in error: it is reversed, with your reason.">
      {payments.length === 0 ? (
        <EmptyState title="No payments yet">Payments you record appear here, newest first.</EmptyState>
      ) : (
        <Table caption="Payments recorded">
          <TableHead>
            <Th>Member</Th>
            <Th align="right">Amount</Th>
            <Th>
              <span className="sr-only">Correction</span>
            </Th>
          </TableHead>
          <TableBody>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} sweepId={sweepId} payment={payment} format={format} timeZone={timeZone} />
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

type PaymentRowProps = { sweepId: string; payment: LedgerEntryDto; format: MoneyFormat; timeZone: string };

function PaymentRow({ sweepId, payment, format, timeZone }: PaymentRowProps) {
  const reverse = useReversePayment(sweepId, payment.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const line = purseLine(payment);
  const name = line?.player?.fullName ?? "a member";

  const confirm = async () => {
    if (!reason.trim()) return setReasonError("Say why the payment is being corrected.");
    setReasonError(undefined);
    const result = await reverse.trigger({ reason: reason.trim() });
    if (result.ok) setOpen(false);
  };

  return (
    <tr>
      <Td>
        {name}
        {/* The day shares the member's cell so that the row fits a phone without scrolling sideways. */}
        <span className="block text-label text-ink-muted">
          {formatDayIn(payment.createdAt, timeZone)} · {payment.memo}
          {payment.reference ? ` · ${payment.reference}` : ""}
        </span>
      </Td>
      <Td align="right" nowrap>
        <MoneyText minor={line?.amount ?? 0} format={format} signed />
      </Td>
      <Td align="right">
        {payment.reversed ? (
          <span className="text-label text-ink-muted">Corrected</span>
        ) : (
          <>
            <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`Correct the payment for ${name}`}>
              Correct
            </Button>
            <ConfirmDialog
              open={open}
              onOpenChange={(next) => {
                setOpen(next);
                reverse.reset();
              }}
              title={`Reverse this payment for ${name}?`}
              description="A reversing entry undoes it on the member's purse and the cash held. Record the right payment afterwards."
              confirmLabel="Reverse the payment"
              onConfirm={() => void confirm()}
              busy={reverse.isMutating}
              error={reverse.fieldErrors.reason ? undefined : reverse.error?.message}
            >
              <TextField
                label="Reason"
                value={reason}
                maxLength={200}
                onChange={(event) => setReason(event.target.value)}
                error={reasonError ?? reverse.fieldErrors.reason}
              />
            </ConfirmDialog>
          </>
        )}
      </Td>
    </tr>
  );
}
