import type { EventMoneyDto } from "@/lib/validation/money";
import { MoneyText } from "./money-text";

/** The event's stakes and what its pots hold now, in one line each. */
export function StakeSummary({ money }: { money: EventMoneyDto }) {
  const { stakes } = money;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-body sm:grid-cols-4">
      <dt className="text-ink-muted">Entry fee</dt>
      <dd>
        <MoneyText minor={stakes.entryFee} format={money} />
      </dd>
      <dt className="text-ink-muted">Sweep{stakes.sweepOptIn ? " (opt-in)" : ""}</dt>
      <dd>
        <MoneyText minor={stakes.sweepStake} format={money} />
      </dd>
      <dt className="text-ink-muted">Twos (opt-in)</dt>
      <dd>
        <MoneyText minor={stakes.twosStake} format={money} />
      </dd>
      <dt className="text-ink-muted">Sweep pot</dt>
      <dd>
        <MoneyText minor={money.sweepPot} format={money} /> · {money.sweepEntrants} in
      </dd>
      <dt className="text-ink-muted">Twos pot</dt>
      <dd>
        <MoneyText minor={money.twosPot} format={money} /> · {money.twosEntrants} in
      </dd>
    </dl>
  );
}
