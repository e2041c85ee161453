import type { ReactNode } from "react";
import { eventDay, formatDayLong, formatWeekdayDayShort, inSocietyZone } from "@/lib/dates";
import type { SweepMoneyDto } from "@/lib/validation/money";
import { A4PrintStyle } from "../ui/a4-print-style";
import { MoneyText } from "./money-text";

type Props = {
  sweepName: string;
  money: SweepMoneyDto;
  /** The instant the balances were read, shown on the society's calendar and clock. */
  asAt: string;
  timeZone: string;
};

const TABLE = "w-full border-collapse text-left text-sm print:text-[9pt] print:leading-[1.25]";
const CAPTION = "pb-1 text-left text-base font-bold print:text-[11pt]";
const CELL = "py-1 pr-2 print:py-[0.5mm]";
const AMOUNT = "py-1 text-right whitespace-nowrap print:py-[0.5mm]";

/**
 * The reconciliation on one A4 page (docs/money-rules.md#the-ledger): every purse, then each of the society's
 * accounts as the ledger holds it, with the purses' net among them. What the society owes counts positive and the
 * cash it holds negative, so the lines sum to zero when every minor unit is accounted for.
 */
export function ReconciliationSheet({ sweepName, money, asAt, timeZone }: Props) {
  const { day, time } = inSocietyZone(asAt, timeZone);
  const purses = money.purses.reduce((sum, row) => sum + row.balance, 0);
  return (
    <article aria-labelledby="reconciliation-title" className="space-y-4 bg-white p-3 text-stone-950 print:p-0 sm:p-6">
      <A4PrintStyle margin="12mm" />
      <header className="border-b-2 border-stone-900 pb-2">
        <p className="text-sm font-semibold text-stone-700 print:text-[10pt]">{sweepName}</p>
        <h1 id="reconciliation-title" className="text-2xl font-bold print:text-[17pt]">
          Reconciliation
        </h1>
        <p className="text-base print:text-[10pt]">
          As at{" "}
          <time dateTime={asAt}>
            {formatDayLong(day)}, {time}
          </time>{" "}
          ({timeZone.replaceAll("_", " ")}) · Amounts in {money.currency}
        </p>
      </header>
      <div className="grid items-start gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-[6mm]">
        <table className={TABLE}>
          <caption className={CAPTION}>Members&apos; purses</caption>
          <thead>
            <tr className="border-b-2 border-stone-900 text-xs text-stone-700 print:text-[8pt]">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Member
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {money.purses.map((row) => (
              <Line key={row.player.id} label={row.player.fullName} minor={row.balance} money={money} />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-900 font-semibold">
            <Line label="All purses" minor={purses} money={money} />
          </tfoot>
        </table>
        <table className={TABLE}>
          <caption className={CAPTION}>Accounts</caption>
          <thead>
            <tr className="border-b-2 border-stone-900 text-xs text-stone-700 print:text-[8pt]">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Account
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            <Line label="Members' purses" minor={purses} money={money} />
            <Line label="Society fund" minor={money.fund} money={money} />
            {money.pots.map((pot) => (
              <Line
                key={pot.eventId}
                label={
                  <>
                    Pots: {pot.courseName}, {formatWeekdayDayShort(eventDay(pot.date))}
                    <span className="block text-xs text-stone-700 print:text-[8pt]">
                      Sweep <MoneyText minor={pot.sweep} format={money} /> · Twos{" "}
                      <MoneyText minor={pot.twos} format={money} />
                    </span>
                  </>
                }
                minor={pot.sweep + pot.twos}
                money={money}
              />
            ))}
            <Line label="Twos rollover" minor={money.twosRollover} money={money} />
            <Line label="Cash held by the treasurer" minor={money.cash} money={money} />
          </tbody>
          <tfoot className="border-t-2 border-stone-900 text-base font-bold print:text-[11pt]">
            <Line
              label={money.total === 0 ? "Total: balanced" : "Total: out of balance"}
              minor={money.total}
              money={money}
            />
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-stone-700 print:text-[8pt]">
        Balances as the ledger holds them: a purse in credit, the fund and the pots are what the society owes; a purse
        below zero is what a member owes, and cash held counts negative, so the lines sum to zero. An event&rsquo;s pots
        are listed while they hold money: a close pays them out.
      </p>
    </article>
  );
}

function Line({ label, minor, money }: { label: ReactNode; minor: number; money: SweepMoneyDto }) {
  return (
    <tr className="border-t border-stone-300 first:border-t-0">
      <th scope="row" className={`${CELL} [overflow-wrap:anywhere] [font-weight:inherit]`}>
        {label}
      </th>
      <td className={AMOUNT}>
        <MoneyText minor={minor} format={money} signed />
      </td>
    </tr>
  );
}
