import Link from "next/link";
import type { EventMoneyDto } from "@/lib/validation/money";
import { checkedRoute } from "../layout/routes";
import { buttonClass } from "../ui/button-styles";
import { Section } from "../ui/section";
import { EventPrizes } from "./event-prizes";
import { EventStakesForm } from "./event-stakes-form";
import { MyStakes } from "./my-stakes";
import { PayoutsTable } from "./payouts-table";
import { StakeSummary } from "./stake-summary";

type Props = {
  event: {
    id: string;
    sweepId: string;
    complete: boolean;
    entries: ReadonlyArray<{ player: { id: string; fullName: string } }>;
  };
  playerId: string;
  isAdmin: boolean;
  money: EventMoneyDto;
};

/** The event's money on its page: stakes and pots, the viewer's own stakes, the prizes, payouts once closed, the admin's stakes. */
export function EventMoneyPanel({ event, playerId, isAdmin, money }: Props) {
  const me = money.me;
  return (
    <Section title="Sweep and twos" description="Sweeps records the money; the treasurer collects and pays it.">
      <StakeSummary money={money} />
      {me && !event.complete ? <MyStakes eventId={event.id} playerId={playerId} money={{ ...money, me }} /> : null}
      <EventPrizes
        eventId={event.id}
        money={money}
        entrants={event.entries.map((entry) => entry.player)}
        isAdmin={isAdmin}
        isClosed={event.complete}
      />
      {event.complete ? <PayoutsTable money={money} /> : null}
      <Link
        href={checkedRoute(`/sweeps/${event.sweepId}/events/${event.id}/payouts`)}
        className={buttonClass("secondary", "w-full sm:w-auto")}
      >
        Payout sheet
      </Link>
      {isAdmin && !event.complete ? (
        <details className="rounded-control border border-line p-3">
          <summary className="min-h-tap cursor-pointer content-center font-semibold">Set stakes</summary>
          <div className="mt-3">
            <EventStakesForm eventId={event.id} money={money} />
          </div>
        </details>
      ) : null}
    </Section>
  );
}
