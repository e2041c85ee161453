import type { HandicapImportDto, HandicapImportRowDto } from "@/lib/validation/handicap-import";
import { formatHandicap } from "@/lib/validation/handicap-format";

const indexText = (value: number | null) => (value === null ? "–" : formatHandicap(value));

function outcome(row: HandicapImportRowDto): string {
  if (row.error) return row.error;
  if (row.unchanged) return "No change";
  return `${indexText(row.currentIndex)} → ${indexText(row.index)}${row.date ? ` (as of ${row.date})` : ""}`;
}

/** Every row of the file with the member it matched and what importing it would do, errors first to the eye. */
export function HandicapImportPreview({ preview }: { preview: HandicapImportDto }) {
  return (
    <div className="space-y-2">
      <p className="text-base font-semibold text-stone-900" role="status">
        {preview.rows.length} row{preview.rows.length === 1 ? "" : "s"} read
        {preview.errors > 0 ? `, ${preview.errors} with errors: nothing is saved until they are fixed.` : ": ready."}
      </p>
      <ul aria-label="Import preview" className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {preview.rows.map((row) => (
          <li key={row.line} className="grid grid-cols-[auto_1fr] gap-x-3 px-3 py-2 text-base">
            <span className="text-sm text-stone-600 tabular-nums">Line {row.line}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-semibold text-stone-950">{row.member?.fullName ?? (row.name || row.email)}</span>
              <span className={row.error ? "block font-semibold text-red-800" : "block text-stone-800"}>
                {outcome(row)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
