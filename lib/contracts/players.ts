import {
  playerDtoSchema,
  playerIdDtoSchema,
  playerParamsSchema,
  userAuthDetailsDtoSchema,
} from "@/lib/validation/players";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/players";

export const getPlayer = defineEndpoint({
  ...route.getPlayer,
  family: "spec",
  tag: "Players",
  access: "user",
  summary: "A player's handicaps and events in the sweeps the caller shares with them (all of their own)",
  params: playerParamsSchema,
  response: { status: 200, schema: playerDtoSchema, description: "The player." },
  errors: [403],
});

export const getPlayerId = defineEndpoint({
  ...route.getPlayerId,
  family: "spec",
  aliases: ["/api/account/getUserPlayerId"],
  tag: "Players",
  access: "user",
  summary: "The signed-in user's player id",
  response: { status: 200, schema: playerIdDtoSchema, description: "The player id." },
});

export const getUserPlayer = defineEndpoint({
  ...route.getUserPlayer,
  family: "spec",
  tag: "Players",
  access: "user",
  summary: "The signed-in user's own player page: handicaps per sweep, history and events",
  response: { status: 200, schema: playerDtoSchema, description: "The caller's player." },
});

export const getUserAuthDetails = defineEndpoint({
  ...route.getUserAuthDetails,
  family: "spec",
  tag: "Account",
  access: "user",
  summary: "The user's id, player id and the sweeps they own or administer",
  response: { status: 200, schema: userAuthDetailsDtoSchema, description: "Auth details." },
});
