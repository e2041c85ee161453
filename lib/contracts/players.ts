import {
  playerDtoSchema,
  playerIdDtoSchema,
  playerParamsSchema,
  userAuthDetailsDtoSchema,
} from "@/lib/validation/players";
import { defineEndpoint } from "./endpoint";

export const getPlayer = defineEndpoint({
  method: "GET",
  path: "/api/players/{playerId}",
  family: "spec",
  operationId: "getPlayer",
  tag: "Players",
  access: "user",
  summary: "A player's handicaps and events in the sweeps the caller shares with them (all of their own)",
  params: playerParamsSchema,
  response: { status: 200, schema: playerDtoSchema, description: "The player." },
  errors: [403],
});

export const getPlayerId = defineEndpoint({
  method: "GET",
  path: "/api/player/getPlayerId",
  family: "spec",
  aliases: ["/api/account/getUserPlayerId"],
  operationId: "getPlayerId",
  tag: "Players",
  access: "user",
  summary: "The signed-in user's player id",
  response: { status: 200, schema: playerIdDtoSchema, description: "The player id." },
});

export const getUserPlayer = defineEndpoint({
  method: "GET",
  path: "/api/player/getUserPlayer",
  family: "spec",
  operationId: "getUserPlayer",
  tag: "Players",
  access: "user",
  summary: "The signed-in user's own player page: handicaps per sweep, history and events",
  response: { status: 200, schema: playerDtoSchema, description: "The caller's player." },
});

export const getUserAuthDetails = defineEndpoint({
  method: "GET",
  path: "/api/account/getUserAuthDetails",
  family: "spec",
  operationId: "getUserAuthDetails",
  tag: "Account",
  access: "user",
  summary: "The user's id, player id and the sweeps they own or administer",
  response: { status: 200, schema: userAuthDetailsDtoSchema, description: "Auth details." },
});
