"use client";

import { startLabel } from "@/lib/events/group-start-label";
import { useEditDraw } from "@/lib/hooks/use-event-actions";
import type { EventDto } from "@/lib/validation/events";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/** docs/golf-rules.md#changing-the-draw: the groups in order of play, each but the first movable one place earlier. */
export function GroupOrder({ event }: { event: Pick<EventDto, "id" | "groups"> }) {
  const edit = useEditDraw(event.id);
  const numbers = event.groups.map((group) => group.group);
  const moveUp = (at: number) => {
    const order = [...numbers];
    [order[at - 1], order[at]] = [order[at] ?? 0, order[at - 1] ?? 0];
    void edit.trigger({ kind: "reorder", order });
  };
  return (
    <section aria-labelledby="group-order-title" className="space-y-2">
      <h4 id="group-order-title" className="font-semibold text-stone-900">
        Order of groups
      </h4>
      <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {event.groups.map((group, at) => (
          <li key={group.group} className="flex items-center gap-3 px-3 py-2">
            <span className="min-w-0 flex-1 text-sm text-stone-900">
              <span className="font-semibold">
                Group {group.group}
                {group.start ? ` · ${startLabel(group.start)}` : ""}
              </span>
              <span className="block truncate text-stone-700">
                {group.entries.map((entry) => entry.player.fullName).join(", ")}
              </span>
            </span>
            {at > 0 ? (
              <Button variant="secondary" disabled={edit.isMutating} onClick={() => moveUp(at)}>
                Move up<span className="sr-only"> group {group.group}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {edit.error ? <Alert tone="error">{edit.error.message}</Alert> : null}
    </section>
  );
}
