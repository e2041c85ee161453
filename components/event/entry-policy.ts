/** The event's entries setting in the words of the event form and the event page (lib/events/event-action.ts). */
export const ENTRY_POLICY_LABELS = {
  closeAtDraw: "Entries close at the draw (admins can still add players)",
  openAfterDraw: "Entries stay open until the day of play, with a redraw for late entrants",
} as const;

export const entryPolicyLabel = (entriesOpenAfterDraw: boolean) =>
  ENTRY_POLICY_LABELS[entriesOpenAfterDraw ? "openAfterDraw" : "closeAtDraw"];
