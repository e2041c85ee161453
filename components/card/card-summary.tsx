import { eventDay, formatDay } from "@/lib/dates";
import { formatPlayingHandicap } from "@/lib/validation/handicaps";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { SignatureLine } from "./signature-line";

/** "Thru 7", or F once every hole has a gross (a pickup's 0 included). */
export const thruLabel = (card: Pick<ScorecardDto, "holesEntered" | "scores">) =>
  card.holesEntered >= card.scores.length ? "F" : String(card.holesEntered);

/** Whose card, where and when, the playing handicap, who marks it, how far it has got, and its signatures. */
export function CardSummary({ card, headingLevel = 1 }: { card: ScorecardDto; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const facts = [
    { label: "Playing", value: formatPlayingHandicap(card.eventHandicap) },
    { label: "Thru", value: thruLabel(card) },
    { label: "Points", value: String(card.totalPoints) },
  ];
  return (
    <section aria-label="Card" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="min-w-0 space-y-0.5">
        <Heading className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-stone-900 sm:text-3xl">{card.player.fullName}</Heading>
        <p className="text-base font-semibold text-stone-800">
          {card.course.name} · <time dateTime={card.eventDate}>{formatDay(eventDay(card.eventDate))}</time>
        </p>
        <p className="text-base text-stone-800">{card.marker ? `Marked by ${card.marker.fullName}` : "Marked by an admin (no marker in the draw)"}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 border-t border-stone-200 pt-3 text-center">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm font-medium text-stone-700">{fact.label}</dt>
            <dd className="text-3xl font-bold text-stone-900 tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Signatures" className="space-y-1 border-t border-stone-200 pt-3 text-base">
        <SignatureLine label="Signed" signature={card.signature} who="the player" />
        <SignatureLine label="Attested" signature={card.attestation} who={card.marker ? "the marker" : "an admin"} />
        {card.locked ? <li className="font-semibold text-stone-900">Signed and attested: only admins can change it now.</li> : null}
        {card.eventComplete ? <li className="font-semibold text-stone-900">The event is closed: this card is read-only.</li> : null}
      </ul>
    </section>
  );
}
