import { formatDayIn } from "@/lib/dates";
import type { RulesChangeDto } from "@/lib/validation/rules";
import { Badge } from "../ui/badge";
import { EmptyState } from "../ui/empty-state";

/**
 * Every change of the rules and every recompute, newest first: who, when (the sweep's day, `timeZone`), and
 * before → after in words.
 */
export function RulesAuditList({ changes, timeZone }: { changes: RulesChangeDto[]; timeZone: string }) {
  if (changes.length === 0) {
    return (
      <EmptyState title="No changes yet">The sweep plays by the default rules until the owner changes them.</EmptyState>
    );
  }
  return (
    <ol className="space-y-3">
      {changes.map((change) => (
        <li key={change.id} className="rounded-control border border-line px-4 py-3">
          <p className="text-label text-ink-muted">
            <Badge tone={change.kind === "recompute" ? "info" : "neutral"}>
              {change.kind === "recompute" ? "Recompute" : "Rules"}
            </Badge>{" "}
            {change.by.fullName}, <time dateTime={change.at}>{formatDayIn(change.at, timeZone)}</time>
          </p>
          <p className="mt-1 text-body text-ink [overflow-wrap:anywhere]">{change.summary}</p>
        </li>
      ))}
    </ol>
  );
}
