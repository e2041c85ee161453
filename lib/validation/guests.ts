import { z } from "zod";
import { emailSchema } from "./account";
import { handicapInputSchema } from "./handicaps";
import { textField } from "./text";

/** Carried by every row that shows a player of an event: the screens and CSVs mark a guest "Guest". */
export const guestFlagSchema = z.boolean().meta({
  description:
    "Entered as a guest (docs/golf-rules.md#guests): in the event's positions; by default no order-of-merit points " +
    "and no handicap change.",
});

/** POST /api/events/{eventId}/guests: an admin adds a guest, who has no account and is not a member. */
export const addGuestBodySchema = z.strictObject({
  fullName: textField("Name", { max: 80 }).meta({ description: "The guest's name as the field will read it." }),
  handicap: handicapInputSchema,
  email: emailSchema
    .optional()
    .meta({ description: "Optional: how the secretary reaches the guest. Never shown to members." }),
});
export type AddGuestBody = z.infer<typeof addGuestBodySchema>;
export type AddGuestInput = z.input<typeof addGuestBodySchema>;

/** POST /api/sweeps/{sweepId}/players/{playerId}/guest-history: whose guest record becomes the member's. */
export const linkGuestBodySchema = z.strictObject({
  guestPlayerId: z.guid({ error: "Give the guestPlayerId of the guest (the player id on their entry)." }),
});
export type LinkGuestBody = z.infer<typeof linkGuestBodySchema>;

export const linkedGuestDtoSchema = z
  .object({
    playerId: z.guid().meta({ description: "The member who now holds the guest's cards." }),
    entries: z.int().min(0).meta({ description: "How many event entries moved onto the member." }),
  })
  .meta({ description: "A guest's history linked to a member." });
export type LinkedGuestDto = z.infer<typeof linkedGuestDtoSchema>;
