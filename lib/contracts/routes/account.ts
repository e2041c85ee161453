import { defineRoute } from "../endpoint";

export const register = defineRoute({ operationId: "register", method: "POST", path: "/api/account/register" });

export const getAccount = defineRoute({ operationId: "getAccount", method: "GET", path: "/api/account" });

export const updateAccount = defineRoute({ operationId: "updateAccount", method: "PUT", path: "/api/account" });

export const getUserSweepOwner = defineRoute({
  operationId: "getUserSweepOwner",
  method: "GET",
  path: "/api/account/getUserSweepOwner",
});
