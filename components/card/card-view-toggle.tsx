import type { CardView } from "./use-card-view";

const OPTIONS: Array<{ view: CardView; label: string }> = [
  { view: "hole", label: "Hole" },
  { view: "table", label: "Full card" },
];

const OPTION =
  "min-h-12 rounded-lg px-4 text-base font-bold focus-visible:outline-3 focus-visible:outline-fairway-600 aria-pressed:bg-stone-950 aria-pressed:text-white forced-colors:aria-pressed:outline-3 forced-colors:aria-pressed:outline-[Highlight]";

/** The hole being played or the full 18-hole table: one tap apart, the choice remembered (useCardView). */
export function CardViewToggle({ view, onChange }: { view: CardView; onChange: (view: CardView) => void }) {
  return (
    <div role="group" aria-label="Show" className="inline-flex gap-1 rounded-xl bg-stone-200 p-1">
      {OPTIONS.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-pressed={view === option.view}
          className={`${OPTION} ${view === option.view ? "" : "bg-white text-stone-950"}`}
          onClick={() => onChange(option.view)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
