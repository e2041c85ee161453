import { defineRoute } from "../endpoint";

export const listApiTokens = defineRoute({ operationId: "listApiTokens", method: "GET", path: "/api/account/tokens" });

export const createApiToken = defineRoute({
  operationId: "createApiToken",
  method: "POST",
  path: "/api/account/tokens",
});

export const revokeApiToken = defineRoute({
  operationId: "revokeApiToken",
  method: "DELETE",
  path: "/api/account/tokens/{tokenId}",
});
