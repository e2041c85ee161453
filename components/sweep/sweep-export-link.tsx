import { buttonClass } from "../ui/button-styles";

/** The owner's download of the whole sweep, to move it to another server (docs/export-format.md). */
export function SweepExportLink({ sweepId }: { sweepId: string }) {
  return (
    <div className="space-y-2">
      <p className="text-base text-stone-800">
        Moving to another Sweeps server? Export the sweep as one file (members, courses, events, cards, handicaps,
        results and money) and import it there.
      </p>
      <a href={`/api/sweeps/${sweepId}/export`} download className={buttonClass("secondary", "w-full sm:w-auto")}>
        Export the sweep
      </a>
    </div>
  );
}
