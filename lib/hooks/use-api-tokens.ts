import { createApiToken, listApiTokens, revokeApiToken } from "@/lib/contracts/routes/api-tokens";
import type { ApiTokenDto } from "@/lib/validation/api-tokens";
import { cacheKey, fetcherOf } from "./api-client";
import { useServerData } from "./use-server-data";
import { updateCached, useApiMutation } from "./use-api-mutation";

const tokensKey = cacheKey(listApiTokens, undefined);

/** The signed-in user's live API tokens; the profile page's data is the fallback. */
export const useApiTokens = (fallbackData: ApiTokenDto[]) =>
  useServerData(tokensKey, fetcherOf(listApiTokens), fallbackData);

export const useCreateApiToken = () => useApiMutation(createApiToken, { revalidate: [tokensKey] });

export const useRevokeApiToken = (tokenId: string) =>
  useApiMutation(revokeApiToken, {
    params: { tokenId },
    optimistic: () => [updateCached(tokensKey, (tokens) => tokens.filter((token) => token.id !== tokenId))],
  });
