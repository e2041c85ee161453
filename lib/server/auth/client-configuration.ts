import "server-only";
import type { ClientConfigurationDto } from "@/lib/validation/account";
import { env } from "../env";
import { OIDC_PROVIDER_ID, oidcProvider } from "./oidc-provider";

export const CLIENT_ID = "Sweeps";
export const CREDENTIALS_PROVIDER_ID = "credentials";

/** How the app's sign-in works, for the login page and for `_configuration/{client}`. */
export function clientConfiguration(): ClientConfigurationDto {
  return {
    clientId: CLIENT_ID,
    providers: [
      { id: CREDENTIALS_PROVIDER_ID, name: "Email and password", type: "credentials" },
      ...(oidcProvider ? [{ id: OIDC_PROVIDER_ID, name: env.OIDC_DISPLAY_NAME, type: "oidc" as const }] : []),
    ],
    postLoginPath: "/",
    postLogoutPath: "/authentication/logged-out",
    registerUrl: env.OIDC_REGISTER_URL ?? "/authentication/register",
    profileUrl: env.OIDC_PROFILE_URL ?? "/authentication/profile",
  };
}
