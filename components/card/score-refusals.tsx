import { Button } from "../ui/button";

/** Saves the server refused for good (not a lost signal): the reason in its own words, until it is read. */
export function ScoreRefusals({
  refusals,
  onDismiss,
}: {
  refusals: ReadonlyArray<{ holeNumber: number; message: string }>;
  onDismiss: (holeNumber: number) => void;
}) {
  if (refusals.length === 0) return null;
  return (
    <ul className="space-y-2">
      {refusals.map((refusal) => (
        <li
          key={refusal.holeNumber}
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-base text-red-950"
        >
          <p className="min-w-0 flex-1">
            <strong>Hole {refusal.holeNumber} was not saved.</strong> {refusal.message}
          </p>
          <Button variant="secondary" className="min-h-12" onClick={() => onDismiss(refusal.holeNumber)}>
            OK<span className="sr-only">, hole {refusal.holeNumber}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
