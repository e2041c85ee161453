import { defineRoute } from "../endpoint";

export const getPlayer = defineRoute({ operationId: "getPlayer", method: "GET", path: "/api/players/{playerId}" });

export const getPlayerId = defineRoute({ operationId: "getPlayerId", method: "GET", path: "/api/player/getPlayerId" });

export const getUserPlayer = defineRoute({
  operationId: "getUserPlayer",
  method: "GET",
  path: "/api/player/getUserPlayer",
});

export const getUserAuthDetails = defineRoute({
  operationId: "getUserAuthDetails",
  method: "GET",
  path: "/api/account/getUserAuthDetails",
});
