import {
  putEntryStakes,
  putEventPrizes,
  putEventStakes,
  putMoneyRules,
  putPrizeWinner,
  recordPayment,
  reverseLedgerEntry,
} from "@/lib/contracts/routes/money";
import { useApiMutation } from "./use-api-mutation";

/*
 * The money writes. Balances, statements and pots are server-rendered on the money and event pages, so each write
 * refreshes the page's server part.
 */

export const useRecordPayment = (sweepId: string) =>
  useApiMutation(recordPayment, { params: { sweepId }, refreshPage: true });

export const useEventStakes = (eventId: string) =>
  useApiMutation(putEventStakes, { params: { eventId }, refreshPage: true });

export const useEntryStakes = (eventId: string, playerId: string) =>
  useApiMutation(putEntryStakes, { params: { eventId, playerId }, refreshPage: true });

export const useMoneyRules = (sweepId: string) =>
  useApiMutation(putMoneyRules, { params: { sweepId }, refreshPage: true });

export const useReversePayment = (sweepId: string, ledgerEntryId: string) =>
  useApiMutation(reverseLedgerEntry, { params: { sweepId, ledgerEntryId }, refreshPage: true });

export const useEventPrizes = (eventId: string) =>
  useApiMutation(putEventPrizes, { params: { eventId }, refreshPage: true });

export const usePrizeWinner = (eventId: string, prizeId: string) =>
  useApiMutation(putPrizeWinner, { params: { eventId, prizeId }, refreshPage: true });
