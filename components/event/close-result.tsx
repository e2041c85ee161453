import type { ClosingDto, EventDto } from "@/lib/validation/events";
import { formatHandicap } from "@/lib/validation/handicap-format";
import { Alert } from "../ui/alert";

/** What closing did: shown once, after the admin closes the event (docs/screens-and-api.md#event-states: completes it, updates OOM and handicaps). */
export function CloseResult({ result, event }: { result: ClosingDto; event: EventDto }) {
  if (result.alreadyClosed) return <Alert tone="info">The event was already closed, so nothing changed.</Alert>;
  const nameOf = new Map(event.entries.map((entry) => [entry.player.id, entry.player.fullName]));
  return (
    <Alert tone="success">
      <p className="font-semibold">
        Event closed: {result.results.length} {result.results.length === 1 ? "position" : "positions"} and
        order-of-merit points stored.
      </p>
      {result.handicapChanges.length === 0 ? (
        <p className="mt-1">No handicap changed.</p>
      ) : (
        <>
          <p className="mt-1">Handicap changes (exact):</p>
          <ul aria-label="Handicap changes" className="mt-1 space-y-0.5">
            {result.handicapChanges.map((change) => (
              <li key={change.playerId} className="flex justify-between gap-3 tabular-nums">
                <span>{nameOf.get(change.playerId) ?? "A player"}</span>
                <span>
                  {formatHandicap(change.fromExact)} → <strong>{formatHandicap(change.toExact)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
