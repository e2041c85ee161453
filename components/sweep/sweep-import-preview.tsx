import type { SweepImportDto } from "@/lib/validation/sweep-export";
import { Alert } from "../ui/alert";

const COUNTED: ReadonlyArray<[keyof NonNullable<SweepImportDto["counts"]>, string]> = [
  ["members", "members"],
  ["courses", "courses"],
  ["events", "events"],
  ["closedEvents", "closed events"],
  ["cards", "cards"],
  ["scores", "scores"],
  ["handicaps", "handicap entries"],
  ["results", "results"],
  ["ledgerEntries", "money entries"],
];

/** What an export file holds and every error in it, each with where it is, before anything is written. */
export function SweepImportPreview({ preview }: { preview: SweepImportDto }) {
  return (
    <div className="space-y-3" aria-label="Preview">
      {preview.name !== null ? <p className="text-lg font-semibold text-stone-900">{preview.name}</p> : null}
      {preview.counts ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-base sm:grid-cols-3">
          {COUNTED.map(([key, words]) => (
            <div key={key} className="flex justify-between gap-2 border-b border-stone-200 py-1">
              <dt className="text-stone-700">{words}</dt>
              <dd className="font-semibold text-stone-900 tabular-nums">{preview.counts?.[key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {preview.errors.length > 0 ? (
        <Alert tone="error">
          <p className="font-semibold">
            {preview.errors.length === 1 ? "1 error" : `${preview.errors.length} errors`}: nothing can be imported until
            the file is fixed.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {preview.errors.map((error, i) => (
              <li key={i}>
                {error.where ? <code className="font-mono text-sm break-all">{error.where}</code> : null}
                {error.where ? ": " : null}
                {error.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
