import type { EventMoneyDto } from "@/lib/validation/money";
import { EmptyState } from "../ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { MoneyText } from "./money-text";

/** Who won what when the event closed (docs/money-rules.md#closing-an-event): the sweep, the twos, the prizes and the rest. */
export function PayoutsTable({ money }: { money: EventMoneyDto }) {
  const hasPrizes = money.payouts.some((row) => row.prizes !== 0);
  if (money.payouts.length === 0)
    return (
      <EmptyState title="No payouts yet">
        Closing the event pays the sweep to its leading finishers and the twos to whoever made a two.
      </EmptyState>
    );
  return (
    <div className="space-y-2">
      <Table caption="Payouts">
        <TableHead>
          <Th>Player</Th>
          <Th align="right">Sweep</Th>
          <Th align="right">Twos</Th>
          {hasPrizes ? <Th align="right">Prizes</Th> : null}
          <Th align="right">Total</Th>
        </TableHead>
        <TableBody>
          {money.payouts.map((row) => (
            <tr key={row.player.id}>
              <Td>{row.player.fullName}</Td>
              <Td align="right">
                <MoneyText minor={row.sweep} format={money} />
              </Td>
              <Td align="right">
                <MoneyText minor={row.twos} format={money} />
              </Td>
              {hasPrizes ? (
                <Td align="right">
                  <MoneyText minor={row.prizes} format={money} />
                </Td>
              ) : null}
              <Td align="right" isStrong>
                <MoneyText minor={row.sweep + row.twos + row.prizes} format={money} />
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
      <p className="text-label text-ink-muted">
        To the society fund: <MoneyText minor={money.toFund} format={money} />
        {money.twosRollover > 0 ? (
          <>
            {" "}
            · Twos rolled over: <MoneyText minor={money.twosRollover} format={money} />
          </>
        ) : null}
      </p>
    </div>
  );
}
