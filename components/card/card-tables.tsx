"use client";

import { nineShown, totalShown } from "@/lib/validation/card-totals";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { NineTable, Total } from "./nine-table";

export type NineFilter = "out" | "in" | "all";

type Props = {
  card: ScorecardDto;
  filter?: NineFilter;
  currentHole: number | null;
  pendingHoles: ReadonlySet<number>;
  onChooseHole?: (holeNumber: number) => void;
  chooseLabel?: string;
};

/** Out and In, stacked on a phone and side by side when there is room, then the card's totals: all lib/golf's numbers. */
export function CardTables({ card, filter = "all", currentHole, pendingHoles, onChooseHole, chooseLabel }: Props) {
  const mismatchHoles = new Set(card.mismatches.map((mismatch) => mismatch.holeNumber));
  const shared = { currentHole, pendingHoles, mismatchHoles, onChooseHole, chooseLabel };
  const out = nineShown(card, "out");
  const back = nineShown(card, "in");
  const total = [
    { label: "Gross", value: <Total value={totalShown(card.totalGross, card.noReturn.total)} /> },
    { label: "Nett", value: <Total value={totalShown(card.totalNett, card.noReturn.total)} /> },
    { label: "Points", value: card.totalPoints },
  ];
  return (
    <div className="space-y-4">
      <div className={`grid gap-4 ${filter === "all" ? "md:grid-cols-2" : ""}`}>
        {filter !== "in" ? <NineTable title="Out" scores={card.frontNine} totals={out} {...shared} /> : null}
        {filter !== "out" ? <NineTable title="In" scores={card.backNine} totals={back} {...shared} /> : null}
      </div>
      <section aria-label="Card totals" className="rounded-2xl border-2 border-stone-800 bg-white px-4 py-3">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {total.map((item) => (
            <div key={item.label}>
              <dt className="text-sm font-semibold text-stone-800">Total {item.label.toLowerCase()}</dt>
              <dd className="text-3xl font-black text-stone-950 tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
