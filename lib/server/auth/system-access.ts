import "server-only";
import type { AuthorizedEventId } from "./authorized";

/**
 * For work with no user behind it, such as the demo seed closing the events it has just created: the caller
 * owns the data outright, so there is nobody to check. Request handlers never use this; they use guards.ts.
 */
export const systemEventId = (eventId: string) => eventId as AuthorizedEventId;
