import { handicapUpdatesAfterDraw } from "@/lib/events/handicap-updates";
import type { EntryDto } from "@/lib/validation/entries";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";

/**
 * "Handicaps updated after the draw": which drawn players now play off another handicap than the draw gave them
 * (from → to), beside the handicaps shown, so a printed sheet or a remembered number is not trusted by mistake.
 */
export function HandicapUpdatesNote({ entries }: { entries: readonly EntryDto[] }) {
  const updates = handicapUpdatesAfterDraw(entries);
  if (updates.length === 0) return null;
  return (
    <section
      aria-labelledby="handicap-updates-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-stone-900 print:rounded-none print:border-stone-900 print:bg-white print:p-1.5"
    >
      <h2 id="handicap-updates-title" className="text-sm font-bold print:text-[9pt]">
        Handicaps updated after the draw
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm print:text-[8.5pt]">
        {updates.map((update) => (
          <li key={update.playerId}>
            <span className="font-semibold">{update.fullName}</span>{" "}
            <span className="tabular-nums">
              {formatPlayingHandicap(update.from)} → {formatPlayingHandicap(update.to)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
