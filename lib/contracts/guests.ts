import { entryDtoSchema } from "@/lib/validation/entries";
import { eventParamsSchema } from "@/lib/validation/events";
import { addGuestBodySchema, linkGuestBodySchema, linkedGuestDtoSchema } from "@/lib/validation/guests";
import { sweepPlayerParamsSchema } from "@/lib/validation/members";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/guests";

export const addEventGuest = defineEndpoint({
  ...route.addEventGuest,
  family: "extension",
  tag: "Events",
  access: "admin",
  summary: "Add a guest to the event: a name, an exact handicap and an optional email; no account",
  description:
    "The guest is drawn, marked (by their marker or an admin) and ranked like anyone and shown as a guest; by " +
    "default a guest gets no order-of-merit points and no handicap change (docs/golf-rules.md#guests). Allowed " +
    "until the event is closed; after the draw the guest is 'Ungrouped'. A name already in the event is refused (409).",
  params: eventParamsSchema,
  body: addGuestBodySchema,
  response: { status: 201, schema: entryDtoSchema, description: "The guest's entry, with its card." },
  errors: [409],
});

export const linkGuestHistory = defineEndpoint({
  ...route.linkGuestHistory,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "Link a guest's past entries to the member who is that person",
  description:
    "The guest's cards and handicap entries become the member's; the closed events keep their stored points and " +
    "positions (docs/golf-rules.md#guests). The member is `playerId`; the guest is a player entered only as a guest " +
    "of this sweep (404 otherwise). Both entered in one event is refused (409).",
  params: sweepPlayerParamsSchema,
  body: linkGuestBodySchema,
  response: { status: 200, schema: linkedGuestDtoSchema, description: "Whose history it now is." },
  errors: [409],
});
