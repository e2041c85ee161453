import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env } from "../env";

export const OIDC_PROVIDER_ID = "oidc";

/** Any OpenID Connect provider (Keycloak, Authentik, Google, Microsoft, Auth0…), configured by environment. */
export const oidcProvider: OAuthConfig<Record<string, unknown>> | null =
  env.OIDC_ISSUER && env.OIDC_CLIENT_ID
    ? {
        id: OIDC_PROVIDER_ID,
        name: env.OIDC_DISPLAY_NAME,
        type: "oauth",
        wellKnown: `${env.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET ?? "",
        authorization: { params: { scope: "openid email profile" } },
        idToken: true,
        checks: ["pkce", "state"],
        profile: (profile) => ({
          id: String(profile.sub),
          name: typeof profile.name === "string" ? profile.name : null,
          email: typeof profile.email === "string" ? profile.email : null,
        }),
      }
    : null;
