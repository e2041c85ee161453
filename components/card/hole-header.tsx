import type { ScoreDto } from "@/lib/validation/scorecards";
import { StrokeDots } from "./stroke-dots";

type Props = {
  hole: Pick<ScoreDto, "holeNumber" | "par" | "index" | "strokes">;
  /** The page reopened here, on the first hole without a score: said, so nobody taps a number into the wrong hole. */
  isResumed: boolean;
};

/** "1", "None", "Gives 1 back": the strokes the player receives on the hole. */
function shotsWords(strokes: number): string {
  if (strokes === 0) return "None";
  if (strokes < 0) return `Gives ${-strokes} back`;
  return String(strokes);
}

/**
 * The hole being played, as a yardage book heads its page: the number large, then par, stroke index and the
 * strokes this player receives. One row, so the keys keep the screen. The course keeps no yardages, so none is
 * shown.
 */
export function HoleHeader({ hole, isResumed }: Props) {
  const facts = [
    { label: "Par", value: String(hole.par) },
    { label: "Stroke index", short: "SI", value: String(hole.index) },
    { label: "Shots", value: shotsWords(hole.strokes), dots: hole.strokes },
  ];
  return (
    <section
      aria-label={`Hole ${hole.holeNumber}`}
      className="rounded-2xl border-2 border-fairway-800 bg-fairway-50 p-1.5 text-stone-950"
    >
      <div className="flex items-stretch gap-2">
        <p className="flex w-24 shrink-0 items-center justify-center gap-1.5 rounded-xl bg-fairway-800 px-2 text-white">
          <span className="text-xs font-bold tracking-widest uppercase">Hole</span>
          <span className="text-4xl leading-none font-black tabular-nums">{hole.holeNumber}</span>
        </p>
        <dl className="grid min-w-0 flex-1 grid-cols-3 gap-1 text-center">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-lg bg-white px-1 py-0.5">
              <dt className="text-xs font-semibold text-stone-700">
                {fact.short ? (
                  <abbr title={fact.label} className="no-underline">
                    {fact.short}
                  </abbr>
                ) : (
                  fact.label
                )}
              </dt>
              <dd className="flex items-center justify-center gap-1 text-xl leading-tight font-black tabular-nums">
                {fact.value}
                {fact.dots ? <StrokeDots strokes={fact.dots} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {isResumed ? (
        <p role="status" className="px-1 pt-1 text-sm font-semibold text-stone-900">
          ↻ Resumed at hole {hole.holeNumber}: the first without a score
        </p>
      ) : null}
    </section>
  );
}
