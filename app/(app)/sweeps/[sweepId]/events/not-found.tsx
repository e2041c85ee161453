import { NotFoundState } from "@/components/layout/not-found-state";

// The event's page guard (lib/server/auth/event-page.ts) in [eventId]/layout.tsx: no event of this sweep has this id.
export default function EventNotFound() {
  return <NotFoundState missing="event" />;
}
