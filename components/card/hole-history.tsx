"use client";

import { formatDay, inSocietyZone } from "@/lib/dates";
import { useHoleChanges } from "@/lib/hooks/use-card-actions";
import type { CardChangeDto } from "@/lib/validation/scorecards";
import { Alert } from "../ui/alert";
import { SidePanel } from "../ui/side-panel";
import { Skeleton } from "../ui/skeleton";

const grossText = (gross: number | null) => (gross === null ? "nothing" : gross === 0 ? "0 (no score)" : String(gross));
/** "06 Jun 2026 14:05" in the society's zone. */
function momentOf(at: string, timeZone: string): string {
  const { day, time } = inSocietyZone(at, timeZone);
  return `${formatDay(day)} ${time}`;
}

function describe(change: CardChangeDto): string {
  if (change.kind === "gross") return `${grossText(change.previousValue)} → ${grossText(change.value)}`;
  if (change.kind === "handicap") return `Playing handicap ${change.previousValue ?? "–"} → ${change.value ?? "–"}`;
  return change.kind === "signature" ? "Signed the card" : "Attested the card";
}

/**
 * A hole's audit trail (docs/live-scoring.md#audit-trail-and-mismatches): every accepted change, who made it in which
 * role, and when, in the sweep's zone (`timeZone`). Mounted while open.
 */
export function HoleHistory({
  cardId,
  holeNumber,
  timeZone,
  onClose,
}: {
  cardId: string;
  holeNumber: number;
  timeZone: string;
  onClose: () => void;
}) {
  const { data: changes, error, isLoading } = useHoleChanges(cardId, holeNumber);
  return (
    <SidePanel open onOpenChange={(open) => (open ? null : onClose())} title={`Hole ${holeNumber}: history`}>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {isLoading ? <Skeleton className="h-24 w-full" /> : null}
      {changes && changes.length === 0 ? <p className="text-stone-800">No gross entered on this hole yet.</p> : null}
      {changes && changes.length > 0 ? (
        <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {changes.map((change) => (
            <li key={change.id} className="space-y-0.5 px-4 py-3">
              <p className="text-xl font-bold text-stone-950 tabular-nums">{describe(change)}</p>
              <p className="text-sm text-stone-800">
                {change.by.fullName} ({change.role}) · <time dateTime={change.at}>{momentOf(change.at, timeZone)}</time>
              </p>
              {change.reason ? <p className="text-sm text-stone-800">Reason: {change.reason}</p> : null}
              {change.correction ? (
                <p className="text-sm font-semibold text-red-900">
                  A correction: sent without the card&apos;s version over someone else&apos;s entry.
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </SidePanel>
  );
}
