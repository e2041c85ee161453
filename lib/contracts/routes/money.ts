import { defineRoute } from "../endpoint";

export const getSweepMoney = defineRoute({
  operationId: "getSweepMoney",
  method: "GET",
  path: "/api/sweeps/{sweepId}/money",
});

export const putMoneyRules = defineRoute({
  operationId: "putMoneyRules",
  method: "PUT",
  path: "/api/sweeps/{sweepId}/money-rules",
});

export const getMyPurse = defineRoute({
  operationId: "getMyPurse",
  method: "GET",
  path: "/api/sweeps/{sweepId}/purse",
});

export const getMyPurseCsv = defineRoute({
  operationId: "getMyPurseCsv",
  method: "GET",
  path: "/api/sweeps/{sweepId}/purse/csv",
});

export const getMemberPurse = defineRoute({
  operationId: "getMemberPurse",
  method: "GET",
  path: "/api/sweeps/{sweepId}/purses/{playerId}",
});

export const getLedgerCsv = defineRoute({
  operationId: "getLedgerCsv",
  method: "GET",
  path: "/api/sweeps/{sweepId}/ledger/csv",
});

export const recordPayment = defineRoute({
  operationId: "recordPayment",
  method: "POST",
  path: "/api/sweeps/{sweepId}/payments",
});

export const reverseLedgerEntry = defineRoute({
  operationId: "reverseLedgerEntry",
  method: "POST",
  path: "/api/sweeps/{sweepId}/ledger/{ledgerEntryId}/reversal",
});

export const getEventMoney = defineRoute({
  operationId: "getEventMoney",
  method: "GET",
  path: "/api/events/{eventId}/money",
});

export const putEventStakes = defineRoute({
  operationId: "putEventStakes",
  method: "PUT",
  path: "/api/events/{eventId}/stakes",
});

export const putEntryStakes = defineRoute({
  operationId: "putEntryStakes",
  method: "PUT",
  path: "/api/events/{eventId}/players/{playerId}/stakes",
});

export const putEventPrizes = defineRoute({
  operationId: "putEventPrizes",
  method: "PUT",
  path: "/api/events/{eventId}/prizes",
});

export const putPrizeWinner = defineRoute({
  operationId: "putPrizeWinner",
  method: "PUT",
  path: "/api/events/{eventId}/prizes/{prizeId}/winner",
});
