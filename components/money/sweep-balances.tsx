import Link from "next/link";
import { endpointUrl } from "@/lib/contracts/endpoint";
import { getLedgerCsv } from "@/lib/contracts/routes/money";
import { eventDay, formatDay } from "@/lib/dates";
import type { SweepMoneyDto } from "@/lib/validation/money";
import { checkedRoute } from "../layout/routes";
import { CsvLink } from "../results/csv-link";
import { buttonClass } from "../ui/button-styles";
import { Section } from "../ui/section";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { MoneyText } from "./money-text";

/**
 * The treasurer's view (docs/money-rules.md#the-ledger): each purse, the society's accounts and the pots, and the
 * reconciliation: cash held must equal what the purses, the fund and the pots hold, so every balance sums to zero.
 */
export function SweepBalances({ sweepId, money }: { sweepId: string; money: SweepMoneyDto }) {
  const owed = money.purses.filter((row) => row.balance < 0).reduce((sum, row) => sum - row.balance, 0);
  const pots = money.pots.reduce((sum, pot) => sum + pot.sweep + pot.twos, 0);
  return (
    <>
      <Section title="Purses" description="Negative: the member owes the society. Positive: the society owes them.">
        <Table caption="Every member's purse">
          <TableHead>
            <Th>Member</Th>
            <Th align="right">Balance</Th>
          </TableHead>
          <TableBody>
            {money.purses.map((row) => (
              <tr key={row.player.id}>
                <Td>{row.player.fullName}</Td>
                <Td align="right">
                  <MoneyText minor={row.balance} format={money} signed />
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title="Reconciliation" description="Cash held by the treasurer against what every account holds.">
        <Table caption="Reconciliation">
          <TableBody>
            <Row label="Cash held" minor={-money.cash} money={money} />
            <Row
              label="Members in credit"
              minor={money.purses.reduce((s, r) => s + Math.max(r.balance, 0), 0)}
              money={money}
            />
            <Row label="Members owing" minor={-owed} money={money} />
            <Row label="Society fund" minor={money.fund} money={money} />
            <Row label="Pots not yet paid out" minor={pots} money={money} />
            <Row label="Twos rollover" minor={money.twosRollover} money={money} />
            <tr>
              <Td isStrong>{money.total === 0 ? "Balanced" : "Out of balance"}</Td>
              <Td align="right" isStrong>
                <MoneyText minor={money.total} format={money} />
              </Td>
            </tr>
          </TableBody>
        </Table>
        {money.pots.length > 0 ? (
          <ul className="space-y-1 text-label text-ink-muted">
            {money.pots.map((pot) => (
              <li key={pot.eventId}>
                {formatDay(eventDay(pot.date))} {pot.courseName}: sweep <MoneyText minor={pot.sweep} format={money} />,
                twos <MoneyText minor={pot.twos} format={money} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-2 sm:flex">
          <Link
            href={checkedRoute(`/sweeps/${sweepId}/money/reconciliation`)}
            className={buttonClass("secondary", "w-full sm:w-auto")}
          >
            Print reconciliation
          </Link>
          <CsvLink href={endpointUrl(getLedgerCsv, { sweepId })} label="Ledger CSV" className="w-full sm:w-auto" />
        </div>
      </Section>
    </>
  );
}

function Row({ label, minor, money }: { label: string; minor: number; money: SweepMoneyDto }) {
  return (
    <tr>
      <Td>{label}</Td>
      <Td align="right">
        <MoneyText minor={minor} format={money} />
      </Td>
    </tr>
  );
}
