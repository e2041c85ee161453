"use client";

import { useEntryStakes } from "@/lib/hooks/use-money";
import { formatMoney } from "@/lib/money/amounts";
import type { EventMoneyDto } from "@/lib/validation/money";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

type Props = { eventId: string; playerId: string; money: EventMoneyDto & { me: NonNullable<EventMoneyDto["me"]> } };

/** The entrant joins or leaves the opt-in pots; the purse is charged or credited at once. */
export function MyStakes({ eventId, playerId, money }: Props) {
  const change = useEntryStakes(eventId, playerId);
  const { me, stakes } = money;
  const amount = (minor: number) => formatMoney(minor, money.currency, money.locale);
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:flex">
        {stakes.sweepOptIn && stakes.sweepStake > 0 ? (
          <Button
            variant={me.inSweep ? "secondary" : "primary"}
            busy={change.isMutating}
            onClick={() => void change.trigger({ ...me, inSweep: !me.inSweep })}
          >
            {me.inSweep ? "Leave the sweep" : `Join the sweep (${amount(stakes.sweepStake)})`}
          </Button>
        ) : null}
        {stakes.twosStake > 0 ? (
          <Button
            variant={me.inTwos ? "secondary" : "primary"}
            busy={change.isMutating}
            onClick={() => void change.trigger({ ...me, inTwos: !me.inTwos })}
          >
            {me.inTwos ? "Leave the twos" : `Join the twos (${amount(stakes.twosStake)})`}
          </Button>
        ) : null}
      </div>
      <p className="text-label text-ink-muted">
        You are {me.inSweep ? "in" : "not in"} the sweep and {me.inTwos ? "in" : "not in"} the twos.
      </p>
      {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
    </div>
  );
}
