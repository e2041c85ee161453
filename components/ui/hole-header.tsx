import type { ReactNode } from "react";

type Props = {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  /** From the tee the player plays, where the course has it. */
  yards?: number | null;
  /** How the strokes received show beside the stroke index (the card's dots). */
  strokes?: ReactNode;
};

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 border-l border-dashed border-sand-400 pl-2 first:border-l-0 first:pl-0">
      <dt className="text-eyebrow text-sand-700 uppercase">{label}</dt>
      <dd className="flex items-center gap-1.5 text-title leading-tight text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * A hole as a yardage book heads its page: the number on a green tee plate, then par, stroke index and yards in
 * ruled columns on sand-coloured paper. The round screens put it above the keypad.
 */
export function HoleHeader({ holeNumber, par, strokeIndex, yards, strokes }: Props) {
  return (
    <div className="flex w-full items-stretch gap-2.5 rounded-control border border-sand-300 bg-sand-50 p-1 pr-2.5 text-left">
      <p className="flex min-w-12 flex-col items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] bg-accent-strong px-1.5 py-0.5 text-on-accent">
        <span className="text-eyebrow uppercase">Hole</span>
        <span className="text-[1.75rem] leading-none font-black tabular-nums">{holeNumber}</span>
      </p>
      <dl className="grid flex-1 auto-cols-fr grid-flow-col items-center gap-2 py-0.5">
        <Fact label="Par">{par}</Fact>
        <Fact
          label={
            <abbr title="Stroke index" className="no-underline">
              SI
            </abbr>
          }
        >
          {strokeIndex}
          {strokes}
        </Fact>
        {yards ? <Fact label="Yds">{yards}</Fact> : null}
      </dl>
    </div>
  );
}
