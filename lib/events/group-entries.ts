import type { EntryDto, GroupDto } from "@/lib/validation/entries";

export type GroupedEntries = { groups: GroupDto[]; ungrouped: EntryDto[] };

/**
 * GET /api/events/{id}/groups answers entries each with its group; the groups view shows them as groups in
 * order, each in draw order, and entries without a group under 'Ungrouped' (docs/screens-and-api.md#event-states).
 */
export function groupEntries(entries: readonly EntryDto[]): GroupedEntries {
  const byGroup = new Map<number, EntryDto[]>();
  const ungrouped: EntryDto[] = [];
  for (const entry of entries) {
    if (entry.group === null) {
      ungrouped.push(entry);
      continue;
    }
    const members = byGroup.get(entry.group) ?? [];
    members.push(entry);
    byGroup.set(entry.group, members);
  }
  const groups = [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, members]) => ({
      group,
      start: members[0]?.start ?? null,
      entries: members.toSorted((a, b) => (a.drawOrder ?? 0) - (b.drawOrder ?? 0)),
    }));
  return { groups, ungrouped };
}
