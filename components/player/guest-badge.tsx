import { Badge } from "../ui/badge";

/** Beside a guest's name wherever the field is shown (docs/golf-rules.md#guests): they play, not in the season. */
export function GuestBadge({ guest }: { guest: boolean }) {
  if (!guest) return null;
  return <Badge tone="info">Guest</Badge>;
}
