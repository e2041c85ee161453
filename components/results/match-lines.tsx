import type { MatchPlayerDto, MatchResultDto } from "@/lib/validation/results";

const OUTCOMES = [
  { key: "won", title: "Won", badge: "bg-green-700 text-white" },
  { key: "lost", title: "Lost", badge: "bg-red-700 text-white" },
  { key: "halved", title: "Halved", badge: "bg-stone-200 text-stone-900" },
] as const;

function strokesWords(match: MatchResultDto): string {
  if (match.strokesReceived > 0)
    return `received ${match.strokesReceived} ${match.strokesReceived === 1 ? "stroke" : "strokes"}`;
  if (match.strokesGiven > 0) return `gave ${match.strokesGiven} ${match.strokesGiven === 1 ? "stroke" : "strokes"}`;
  return "level, no strokes";
}

/** How the result reads aloud: "won 3&2" is "won 3 and 2". */
const resultWords = (match: MatchResultDto) => match.resultText.replace("&", " and ").replace("A/S", "all square");

/**
 * One player's matches in three lines (docs/screens-and-api.md#results): won, lost and halved, each against an opponent with the
 * result ("3&2", "1 up", "A/S") and the strokes given or received (100% of the handicap difference).
 */
export function MatchLines({ player }: { player: MatchPlayerDto }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {OUTCOMES.map((outcome) => {
        const matches = player[outcome.key];
        return (
          <section
            key={outcome.key}
            aria-labelledby={`${player.player.id}-${outcome.key}`}
            className="rounded-2xl border border-stone-200 bg-white shadow-sm"
          >
            <h3
              id={`${player.player.id}-${outcome.key}`}
              className="flex items-baseline justify-between border-b border-stone-200 px-4 py-2 text-lg font-bold text-stone-950"
            >
              {outcome.title}
              <span className="text-2xl font-black tabular-nums">{matches.length}</span>
            </h3>
            {matches.length === 0 ? (
              <p className="px-4 py-3 text-sm text-stone-600">None.</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {matches.map((match) => (
                  <li key={match.opponent.id} className="flex items-center gap-3 px-4 py-2">
                    <span
                      className={`min-w-14 rounded-md px-2 py-1 text-center text-base font-black tabular-nums ${outcome.badge}`}
                    >
                      <span aria-hidden>{match.resultText}</span>
                      <span className="sr-only">{resultWords(match)}</span>
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold [overflow-wrap:anywhere] text-stone-950">
                        v {match.opponent.fullName}
                      </span>
                      <span className="text-sm text-stone-700">{strokesWords(match)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
