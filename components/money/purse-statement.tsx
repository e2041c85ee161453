import { endpointUrl } from "@/lib/contracts/endpoint";
import { getMyPurseCsv } from "@/lib/contracts/routes/money";
import { formatDayIn } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import type { PurseStatementDto } from "@/lib/validation/money";
import { CsvLink } from "../results/csv-link";
import { EmptyState } from "../ui/empty-state";
import { Section } from "../ui/section";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { MoneyText } from "./money-text";

/** What the balance means in words: a negative purse is what the member owes the society. */
export function balanceWords(statement: Pick<PurseStatementDto, "balance" | "currency" | "locale">): string {
  const amount = formatMoney(Math.abs(statement.balance), statement.currency, statement.locale);
  if (statement.balance < 0) return `You owe ${amount}`;
  if (statement.balance > 0) return `In credit: ${amount}`;
  return "All square";
}

/**
 * A member's own purse (docs/money-rules.md#the-ledger): the balance, then every movement with the balance after it,
 * dated in the sweep's zone (`timeZone`).
 */
export function PurseStatement({
  sweepId,
  statement,
  timeZone,
}: {
  sweepId: string;
  statement: PurseStatementDto;
  timeZone: string;
}) {
  return (
    <Section title="Your purse" description="Entry fees and stakes come out; winnings and payments you make go in.">
      <p className={`text-2xl font-bold ${statement.balance < 0 ? "text-danger-strong" : "text-ink"}`}>
        {balanceWords(statement)}
      </p>
      {statement.lines.length === 0 ? (
        <EmptyState title="Nothing yet">Entering an event with a fee or a sweep starts your statement.</EmptyState>
      ) : (
        <>
          <Table caption="Your statement">
            <TableHead>
              <Th>Date</Th>
              <Th>What</Th>
              <Th align="right">Amount</Th>
              <Th align="right">Balance</Th>
            </TableHead>
            <TableBody>
              {[...statement.lines].reverse().map((line) => (
                <tr key={`${line.entryId}-${line.balance}`}>
                  <Td>{formatDayIn(line.createdAt, timeZone)}</Td>
                  <Td>
                    {line.memo}
                    {line.reference ? <span className="text-ink-muted"> · {line.reference}</span> : null}
                  </Td>
                  <Td align="right">
                    <MoneyText minor={line.amount} format={statement} signed />
                  </Td>
                  <Td align="right">
                    <MoneyText minor={line.balance} format={statement} />
                  </Td>
                </tr>
              ))}
            </TableBody>
          </Table>
          <CsvLink href={endpointUrl(getMyPurseCsv, { sweepId })} label="Statement CSV" className="w-full sm:w-auto" />
        </>
      )}
    </Section>
  );
}
