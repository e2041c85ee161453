import type { EntryDto } from "@/lib/validation/entries";
import { EmptyState } from "../ui/empty-state";
import { type EntryActions, type EntryCardHref, EntryList } from "./entry-row";

const groupLabel = (entry: EntryDto) => (entry.group === null ? undefined : `Group ${entry.group}`);

/** Everyone entered, by name (the order the DTO lists them in), each with their playing handicap and group once drawn. */
export function EventEntries({
  entries,
  actions,
  cardHrefOf,
}: {
  entries: EntryDto[];
  actions?: EntryActions;
  cardHrefOf?: EntryCardHref;
}) {
  if (entries.length === 0) return <EmptyState title="Nobody has entered yet" />;
  return <EntryList entries={entries} actions={actions} detailOf={groupLabel} cardHrefOf={cardHrefOf} />;
}
