import { eventDay, formatDay, formatDayIn } from "@/lib/dates";
import type { ExplanationDto } from "@/lib/validation/rules";
import { EmptyState } from "../ui/empty-state";
import { Section } from "../ui/section";

/**
 * "Explain my handicap" and the order-of-merit lines in words (docs/golf-rules.md#explaining-a-figure): an event's
 * line is dated by its day, an admin's entry by the day it was made in the sweep's zone (`timeZone`).
 */
export function ExplanationView({ explanation, timeZone }: { explanation: ExplanationDto; timeZone: string }) {
  const { handicap, orderOfMerit } = explanation;
  return (
    <div className="space-y-4" data-testid="explanation">
      <Section title={`Why ${explanation.player.fullName}'s handicap is what it is`} description="Oldest first.">
        {handicap.length === 0 ? (
          <EmptyState title="No handicap yet">An admin records a handicap on the Members page.</EmptyState>
        ) : (
          <ol className="space-y-2">
            {handicap.map((line) => (
              <li key={line.at} className="rounded-control border border-line px-4 py-3">
                <p className="text-label text-ink-muted">
                  {line.event ? formatDay(eventDay(line.event.date)) : formatDayIn(line.at, timeZone)}
                </p>
                <p className="text-body text-ink">{line.text}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section
        title="Order-of-merit points"
        description={
          orderOfMerit.position === null
            ? "No points yet this season."
            : `Position ${orderOfMerit.position} with ${orderOfMerit.totalPoints} points.`
        }
      >
        {orderOfMerit.lines.length === 0 ? (
          <EmptyState title="No closed events yet">Points come when an event is closed.</EmptyState>
        ) : (
          <ol className="space-y-2">
            {orderOfMerit.lines.map((line) => (
              <li key={line.event.id} className="rounded-control border border-line px-4 py-3">
                <p className="text-label text-ink-muted">{formatDay(eventDay(line.event.date))}</p>
                <p className={line.counted ? "text-body text-ink" : "text-body text-ink-muted"}>{line.text}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
