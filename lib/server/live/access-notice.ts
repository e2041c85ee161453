import "server-only";
import { z } from "zod";

const id = z.guid();

/**
 * What a write that may end someone's access announces on the live channel (./notify.ts), so that the streams it
 * concerns ask again at once whether their caller may still see their event: the user's credentials changed
 * (signed out, signed out everywhere, a new password, a token revoked), a membership ended, an event was deleted.
 */
export const accessNoticeSchema = z.discriminatedUnion("scope", [
  z.object({ type: z.literal("access"), scope: z.literal("user"), userId: id }),
  z.object({ type: z.literal("access"), scope: z.literal("member"), sweepId: id, playerId: id }),
  z.object({ type: z.literal("access"), scope: z.literal("event"), eventId: id }),
]);
export type AccessNotice = z.infer<typeof accessNoticeSchema>;

/** The key a notice is fanned out under (./listener.ts). */
export function accessKeyOf(notice: AccessNotice): string {
  switch (notice.scope) {
    case "user":
      return `user:${notice.userId}`;
    case "member":
      return `member:${notice.sweepId}:${notice.playerId}`;
    case "event":
      return `event:${notice.eventId}`;
  }
}

/** The keys of every notice that may concern one stream: its caller, their membership of the sweep, its event. */
export function accessKeysOf(stream: { userId: string; playerId: string; sweepId: string; eventId: string }): string[] {
  return [
    accessKeyOf({ type: "access", scope: "user", userId: stream.userId }),
    accessKeyOf({ type: "access", scope: "member", sweepId: stream.sweepId, playerId: stream.playerId }),
    accessKeyOf({ type: "access", scope: "event", eventId: stream.eventId }),
  ];
}
