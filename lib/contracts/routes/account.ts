import { defineRoute } from "../endpoint";

export const register = defineRoute({ operationId: "register", method: "POST", path: "/api/account/register" });

export const getAccount = defineRoute({ operationId: "getAccount", method: "GET", path: "/api/account" });

export const updateAccount = defineRoute({ operationId: "updateAccount", method: "PUT", path: "/api/account" });

export const getUserSweepOwner = defineRoute({
  operationId: "getUserSweepOwner",
  method: "GET",
  path: "/api/account/getUserSweepOwner",
});

export const exportAccountData = defineRoute({
  operationId: "exportAccountData",
  method: "GET",
  path: "/api/account/data",
});

export const eraseAccount = defineRoute({ operationId: "eraseAccount", method: "POST", path: "/api/account/erasure" });
