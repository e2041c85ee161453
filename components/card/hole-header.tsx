import type { ReactNode } from "react";
import { StrokeDots } from "./stroke-dots";

type Props = {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  /** Strokes the player receives on the hole (negative: given back, for a plus handicap). */
  strokes: number;
  /** From the tee the player plays, where the course has it. */
  yards?: number | null;
};

/** "1", "None", "Gives 1 back": the strokes the player receives on the hole. */
function shotsWords(strokes: number): string {
  if (strokes === 0) return "None";
  if (strokes < 0) return `Gives ${-strokes} back`;
  return String(strokes);
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 flex-auto border-l border-dashed border-sand-400 pl-2 first:border-l-0 first:pl-0">
      <dt className="text-eyebrow text-sand-700 uppercase">{label}</dt>
      <dd className="flex items-center gap-1.5 text-title leading-tight text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The hole being played, as a yardage book heads its page: the number on a green tee plate, then par, stroke
 * index, the strokes received and yards in ruled columns on sand-coloured paper. One row, so the keys keep the
 * screen.
 */
export function HoleHeader({ holeNumber, par, strokeIndex, strokes, yards }: Props) {
  return (
    <section
      aria-label={`Hole ${holeNumber}`}
      className="flex w-full items-stretch gap-2.5 rounded-control border border-sand-300 bg-sand-50 p-1 pr-2.5 text-left"
    >
      <p className="flex min-w-14 flex-col items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] bg-accent-strong px-1.5 py-0.5 text-on-accent">
        <span className="text-eyebrow uppercase">Hole</span>
        <span className="text-[2rem] leading-none font-black tabular-nums">{holeNumber}</span>
      </p>
      {/* Each column as wide as what it holds and the spare width shared, so "None" keeps its room beside the yards. */}
      <dl className="flex flex-1 items-center gap-2 py-0.5">
        <Fact label="Par">{par}</Fact>
        <Fact
          label={
            <abbr title="Stroke index" className="no-underline">
              SI
            </abbr>
          }
        >
          {strokeIndex}
        </Fact>
        <Fact label="Shots">
          <span className="truncate">{shotsWords(strokes)}</span>
          <StrokeDots strokes={strokes} />
        </Fact>
        {yards ? <Fact label="Yds">{yards}</Fact> : null}
      </dl>
    </section>
  );
}
