import { NotFoundState } from "@/components/layout/not-found-state";

// The event's page guard (lib/server/auth/event-page.ts): the address names no event.
export default function EventNotFound() {
  return <NotFoundState missing="event" />;
}
