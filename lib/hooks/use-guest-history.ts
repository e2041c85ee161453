import { linkGuestHistory } from "@/lib/contracts/routes/guests";
import { useApiMutation } from "./use-api-mutation";

/** An admin links a guest's history to the member they turned out to be; the page is read again without the guest. */
export const useLinkGuestHistory = (sweepId: string, memberPlayerId: string) =>
  useApiMutation(linkGuestHistory, { params: { sweepId, playerId: memberPlayerId }, refreshPage: true });
