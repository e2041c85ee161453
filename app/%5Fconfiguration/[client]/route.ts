import { getClientConfiguration } from "@/lib/contracts/system";
import { withRoute } from "@/lib/server/api/with-route";
import { CLIENT_ID, clientConfiguration } from "@/lib/server/auth/client-configuration";
import { notFound } from "@/lib/server/errors";

// GET /_configuration/{client} — the sign-in settings of a client app (ClientConfigurationDto); public.
// The folder is named %5Fconfiguration because Next keeps folders starting with "_" private (unrouted).
export const GET = withRoute(getClientConfiguration, async ({ params }) => {
  if (params.client.toLowerCase() !== CLIENT_ID.toLowerCase()) throw notFound(`A client named "${params.client}"`);
  return clientConfiguration();
});
