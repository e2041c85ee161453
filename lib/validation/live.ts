import { z } from "zod";
import { eventLeaderboardDtoSchema, liveLeaderboardRowDtoSchema } from "./results";

const id = z.guid();
const boardNumber = z
  .int()
  .min(1)
  .meta({ description: "Counts the leaderboards one stream sends, so that changes can name the board they follow." });

/** A card of the event changed: a gross (`hole`), or the whole card (`hole` null: a handicap, a signature, several holes). */
export const cardChangeSchema = z
  .object({
    type: z.literal("card"),
    eventId: id,
    cardId: id,
    hole: z.int().min(1).max(18).nullable(),
    version: z.int().min(0).meta({ description: "The card's version after the change." }),
  })
  .meta({ description: "A score (or the whole card) changed: refetch the leaderboard and that card." });

/** The event was closed or reopened: results, order of merit and the cards' read-only state changed. */
export const eventChangeSchema = z
  .object({ type: z.literal("event"), eventId: id, change: z.enum(["closed", "reopened"]) })
  .meta({ description: "The event was closed or reopened: refetch everything shown of it." });

/** What a committed write announces on the live channel (PostgreSQL NOTIFY), and what the stream passes on. */
export const liveChangeSchema = z.discriminatedUnion("type", [cardChangeSchema, eventChangeSchema]);
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * One message of an event stream: a change; "ready" once the stream is listening; "resync" when changes may have
 * been missed (a reconnect, or the server's own database connection came back), so refetch everything; to a
 * stream that asked for it, the leaderboard itself after each burst of changes (whole at first, then as its
 * changes: lib/leaderboard-changes.ts); and "revoked" as the last message of a stream whose caller lost access.
 */
export const liveMessageSchema = z
  .discriminatedUnion("type", [
    cardChangeSchema,
    eventChangeSchema,
    z.object({ type: z.literal("ready") }),
    z.object({ type: z.literal("resync") }),
    z
      .object({
        type: z.literal("leaderboard"),
        eventId: id,
        board: boardNumber,
        leaderboard: eventLeaderboardDtoSchema,
      })
      .meta({ description: "The live leaderboard as it is now (only to streams opened with ?include=leaderboard)." }),
    z
      .object({
        type: z.literal("leaderboard-changes"),
        eventId: id,
        board: boardNumber,
        base: boardNumber.meta({ description: "The number of the board these changes apply to." }),
        rows: z.array(liveLeaderboardRowDtoSchema.partial().required({ cardId: true })).meta({
          description: "Each row that changed: its card and the fields that changed; a row new to the board whole.",
        }),
        order: z
          .array(id)
          .optional()
          .meta({ description: "Every card of the board, in order: sent when the order changed, else it stands." }),
        event: eventLeaderboardDtoSchema.shape.event.optional().meta({ description: "Sent when it changed." }),
      })
      .meta({
        description:
          "The live leaderboard's changes since the board numbered `base`, the last this stream sent: apply them to " +
          "it. A page that does not hold that board refetches the leaderboard.",
      }),
    z
      .object({
        type: z.literal("revoked"),
        status: z.union([z.literal(401), z.literal(403), z.literal(404)]),
        detail: z.string().meta({ description: "Why, for a person: what a request would now be answered." }),
      })
      .meta({
        description:
          "The last message: the caller can no longer see the event (signed out, the API token revoked, a new password, " +
          "removed from the sweep, the event deleted). `status` is what a request would now get; do not reconnect.",
      }),
  ])
  .meta({ description: "The JSON `data` of each server-sent event." });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** GET /api/events/{eventId}/stream?include=leaderboard */
export const eventStreamQuerySchema = z.object({
  include: z
    .enum(["leaderboard"])
    .optional()
    .meta({
      description:
        "`leaderboard`: send the live leaderboard itself after each burst of changes, so it need not be refetched, " +
        "in place of the per-card and event notices (the board carries those changes).",
    }),
});
