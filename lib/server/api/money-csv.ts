import "server-only";
import type { LedgerEntryDto, PurseStatementDto } from "@/lib/validation/money";
import type { CsvCell } from "./csv";

/* The money exports (docs/money-rules.md#the-ledger): amounts in minor units as numbers, so a sheet sums them. */

export function purseStatementCsv(statement: PurseStatementDto): CsvCell[][] {
  return [
    ["Date", "What", "Reference", `Amount (${statement.currency} minor units)`, "Balance"],
    ...statement.lines.map((line) => [line.createdAt, line.memo, line.reference, line.amount, line.balance]),
  ];
}

export function ledgerCsv(entries: readonly LedgerEntryDto[]): CsvCell[][] {
  return [
    ["Entry", "Date", "Kind", "What", "Reference", "By", "Reverses", "Account", "Member", "Event", "Amount"],
    ...entries.flatMap((entry) =>
      entry.lines.map((line) => [
        entry.id,
        entry.createdAt,
        entry.kind,
        entry.memo,
        entry.reference,
        entry.by?.fullName,
        entry.reversesId,
        line.account,
        line.player?.fullName,
        line.eventId,
        line.amount,
      ]),
    ),
  ];
}
