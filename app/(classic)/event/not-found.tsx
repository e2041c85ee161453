import { NotFoundState } from "@/components/layout/not-found-state";

// The event's page guards (lib/server/auth/event-page.ts, lib/server/auth/card-page.ts): the address names no event.
export default function EventNotFound() {
  return <NotFoundState missing="event" />;
}
