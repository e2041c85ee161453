import { z } from "zod";
import { CARD_DECISIONS } from "./card-decisions";
import { playerRefDtoSchema } from "./sweeps";

export const cardDecisionSchema = z.enum(CARD_DECISIONS).meta({
  description:
    "noScore: no hole entered; incomplete: some holes entered, not all; disagreement: the player's and the marker's " +
    "latest entries differ on a hole; unsigned: every hole entered and agreed, not both signed and attested.",
});

export const cardToDecideDtoSchema = z
  .object({
    cardId: z.guid(),
    player: playerRefDtoSchema,
    decisions: z.array(cardDecisionSchema).min(1),
    holesEntered: z.int().min(0).meta({ description: "Thru: holes with a gross entered, a no score's 0 included." }),
    missingHoles: z.array(z.int().min(1)).meta({ description: "Holes with no gross entered yet." }),
    disagreementHoles: z.array(z.int().min(1)).meta({ description: "Holes where player and marker disagree." }),
    signed: z.boolean().meta({ description: "Signed by its player at the card's current version." }),
    attested: z.boolean().meta({ description: "Attested by its marker (or an admin) at the card's current version." }),
  })
  .meta({ description: "A card closing would take as it is, and why it needs the secretary's decision." });
export type CardToDecideDto = z.infer<typeof cardToDecideDtoSchema>;

export const closeCheckDtoSchema = z
  .object({
    cards: z.array(cardToDecideDtoSchema).meta({ description: "Every card needing a decision, by player name." }),
    decisions: z
      .array(cardDecisionSchema)
      .meta({ description: "The kinds present, each to be confirmed in POST /api/events/close/{eventId}'s confirm." }),
  })
  .meta({ description: "The cards of an event that need a decision before it is closed." });
export type CloseCheckDto = z.infer<typeof closeCheckDtoSchema>;

/**
 * POST /api/events/close/{eventId}. The specification's close sends no body and closes the cards as they are (its
 * clients know no signatures, so nearly every card would otherwise be "unsigned"). Our close dialog sends confirm:
 * then every kind present must be in it, or the close is refused (409) naming them, so a card that started to need
 * a decision after the dialog opened is never closed unseen.
 */
export const closeEventBodySchema = z.strictObject({
  confirm: z
    .array(cardDecisionSchema)
    .optional()
    .meta({ description: "The kinds of card the secretary closes anyway, knowing which cards they are." }),
});
