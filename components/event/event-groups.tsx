import { startLabel } from "@/lib/events/group-start-label";
import type { EntryDto, GroupDto } from "@/lib/validation/entries";
import { EmptyState } from "../ui/empty-state";
import { type EntryActions, type EntryCardHref, EntryList } from "./entry-row";

type Props = {
  groups: GroupDto[];
  ungroupedEntries: EntryDto[];
  /** Per-row actions of the page (Remove, Mark Card). */
  actions?: EntryActions;
  cardHrefOf?: EntryCardHref;
};

/** The draw: groups in order, each player with their playing handicap and who marks whom; late entries under 'Ungrouped'. */
export function EventGroups({ groups, ungroupedEntries, actions, cardHrefOf }: Props) {
  // Before the draw every entry has no group: that is not 'Ungrouped' (entered after the draw), just not drawn yet.
  if (groups.length === 0)
    return <EmptyState title="No groups yet">The groups appear here once the draw is made.</EmptyState>;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {groups.map((group) => (
        <EntryList
          key={group.group}
          title={group.start ? `Group ${group.group} · ${startLabel(group.start)}` : `Group ${group.group}`}
          entries={group.entries}
          actions={actions}
          cardHrefOf={cardHrefOf}
        />
      ))}
      {ungroupedEntries.length > 0 ? (
        <EntryList title="Ungrouped" entries={ungroupedEntries} actions={actions} cardHrefOf={cardHrefOf} />
      ) : null}
    </div>
  );
}
