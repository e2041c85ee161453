"use client";

import { formatDayIn } from "@/lib/dates";
import { useHandicapAudit } from "@/lib/hooks/use-sweep-members";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { Alert } from "../ui/alert";
import { HandicapEntryStory } from "./handicap-entry-story";

/**
 * The audit of one member's handicap (owner and admins): the entries that no longer count, each with who wrote it
 * and why, and who withdrew or corrected it, when (in the sweep's zone) and why. Nothing of a handicap history is ever
 * erased.
 */
export function HandicapAuditList({
  sweepId,
  playerId,
  timeZone,
}: {
  sweepId: string;
  playerId: string;
  timeZone: string;
}) {
  const { data, error } = useHandicapAudit(sweepId, playerId);
  if (!data) return error ? <Alert tone="error">{error.message}</Alert> : null;
  const replaced = data.filter((row) => row.withdrawnAt !== null || row.correctedAt !== null);
  if (replaced.length === 0) return null;
  return (
    <details className="rounded-xl border border-stone-200 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        Withdrawn and corrected entries ({replaced.length})
      </summary>
      <ul aria-label="Withdrawn and corrected entries" className="mt-2 divide-y divide-stone-200">
        {replaced.map((row) => (
          <li key={row.id} className="py-2">
            <p className="font-semibold tabular-nums text-stone-700 line-through">
              {formatPlayingHandicap(row.playingHandicap)}{" "}
              <span className="font-normal">({formatHandicap(row.exact)})</span>
            </p>
            <HandicapEntryStory entry={row} timeZone={timeZone} />
            <p className="text-xs font-semibold text-stone-800 [overflow-wrap:anywhere]">
              {row.withdrawnAt
                ? `Withdrawn ${formatDayIn(row.withdrawnAt, timeZone)}${row.withdrawnBy ? ` by ${row.withdrawnBy.fullName}` : ""}${
                    row.withdrawnReason ? `: “${row.withdrawnReason}”` : ""
                  }`
                : `Corrected ${formatDayIn(row.correctedAt ?? row.recordedAt, timeZone)}`}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
