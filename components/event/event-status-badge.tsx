import { Badge, type BadgeTone } from "../ui/badge";

const TONES: Record<"complete" | "drawn" | "pending", BadgeTone> = {
  complete: "neutral",
  drawn: "accent",
  pending: "highlight",
};

/** Not drawn (Pending Draw), drawn, or complete (docs/screens-and-api.md#event-states, event status). */
export function EventStatusBadge({ drawn, complete }: { drawn: boolean; complete: boolean }) {
  const status = complete ? "complete" : drawn ? "drawn" : "pending";
  const label = complete ? "Complete" : drawn ? "Drawn" : "Pending Draw";
  return <Badge tone={TONES[status]}>{label}</Badge>;
}
