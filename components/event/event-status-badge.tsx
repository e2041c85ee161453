const STYLES = {
  complete: "bg-stone-100 text-stone-700",
  drawn: "bg-fairway-50 text-fairway-800",
  pending: "bg-amber-50 text-amber-900",
} as const;

/** Not drawn (Pending Draw), drawn, or complete (docs/screens-and-api.md#event-states, event status). */
export function EventStatusBadge({ drawn, complete }: { drawn: boolean; complete: boolean }) {
  const status = complete ? "complete" : drawn ? "drawn" : "pending";
  const label = complete ? "Complete" : drawn ? "Drawn" : "Pending Draw";
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STYLES[status]}`}>{label}</span>;
}
