import { eventDay, formatDay } from "@/lib/dates";
import { thru } from "@/lib/golf/thru";
import { formatPlayingHandicap, whsHandicapWords } from "@/lib/validation/handicap-format";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { GuestBadge } from "../player/guest-badge";
import { SignatureLine } from "./signature-line";

/** "Thru 7", or F once every hole has a gross (a pickup's 0 included): lib/golf's one thru. */
export const thruLabel = (card: Pick<ScorecardDto, "holesEntered" | "scores">) =>
  String(thru(card.holesEntered, card.scores.length));

/** Signatures matter once every hole has a gross, or once someone has signed; mid-round they would only take room. */
const isSigningTime = (card: ScorecardDto) =>
  card.signature !== null || card.attestation !== null || card.holesEntered >= card.scores.length || card.eventComplete;

export const SUMMARY_CLASS =
  "space-y-2 rounded-panel border border-line bg-surface-raised px-4 py-3 shadow-panel sm:px-5";
export const SUMMARY_ROW_CLASS = "flex flex-wrap items-end justify-between gap-x-4 gap-y-2";

/** What a card says about whose it is, known from the server's card before the phone has read its scores. */
export type CardOwnerFacts = Pick<
  ScorecardDto,
  "player" | "guest" | "course" | "eventDate" | "marker" | "handicapIndex" | "courseHandicap" | "teeName"
>;

/** Whose card, where and when (unless the page says it: heading level 2), who marks it and the player's handicap. */
export function CardOwner({ card, headingLevel }: { card: CardOwnerFacts; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const whs = whsHandicapWords(card);
  return (
    <div className="min-w-0">
      <Heading className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-stone-950 sm:text-3xl">
        {card.player.fullName}
      </Heading>
      {card.guest ? (
        <p>
          <GuestBadge guest />
        </p>
      ) : null}
      {headingLevel === 1 ? (
        <p className="text-base font-semibold text-stone-800">
          {card.course.name} · <time dateTime={card.eventDate}>{formatDay(eventDay(card.eventDate))}</time>
        </p>
      ) : null}
      <p className="text-base text-stone-800">
        {card.marker ? `Marked by ${card.marker.fullName}` : "Marked by an admin (no marker in the draw)"}
      </p>
      {whs ? <p className="text-base text-stone-800">{whs}</p> : null}
    </div>
  );
}

/**
 * Whose card (a guest's badged as on Play's "Marking" tab), who marks it, the playing handicap, how far it has got, and its signatures: compact, so on a phone
 * the holes start on the first screen. Inside the play page (heading level 2) the page already says where and when.
 */
export function CardSummary({ card, headingLevel = 1 }: { card: ScorecardDto; headingLevel?: 1 | 2 }) {
  const facts = [
    { label: "Playing", value: formatPlayingHandicap(card.eventHandicap) },
    { label: "Thru", value: thruLabel(card) },
    { label: "Points", value: String(card.totalPoints) },
  ];
  return (
    <section aria-label="Card" className={SUMMARY_CLASS}>
      <div className={SUMMARY_ROW_CLASS}>
        <CardOwner card={card} headingLevel={headingLevel} />
        <dl className="grid grid-cols-3 gap-3 text-center">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-eyebrow text-ink-muted uppercase">{fact.label}</dt>
              <dd className="text-2xl leading-tight font-bold text-stone-950 tabular-nums sm:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {isSigningTime(card) ? (
        <ul aria-label="Signatures" className="flex flex-wrap gap-x-5 gap-y-1 border-t border-stone-200 pt-2 text-base">
          <SignatureLine label="Signed" signature={card.signature} who="the player" timeZone={card.timeZone} />
          <SignatureLine
            label="Attested"
            signature={card.attestation}
            who={card.marker ? "the marker" : "an admin"}
            timeZone={card.timeZone}
          />
          {card.locked ? (
            <li className="basis-full font-semibold text-stone-950">
              Signed and attested: only admins can change it now.
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
