// GET /api/event/{eventId} — the older family's path for the event page: the same handler.
export { GET } from "../../events/[eventId]/route";
