// A real OpenID Connect provider for the browser tests, on 127.0.0.1. Its built-in development login page
// accepts any user name and signs that user in; the claims below derive from the name.
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const TEST_OIDC_CLIENT = { id: "sweeps-e2e", secret: "sweeps-e2e-secret", displayName: "Test Identity" };

export const oidcEmailFor = (login: string) => `${login.toLowerCase()}@idp.example.com`;

function claimsFor(login: string) {
  const name = login.charAt(0).toUpperCase() + login.slice(1);
  return {
    sub: login,
    email: oidcEmailFor(login),
    email_verified: true,
    name: `${name} Fairway`,
    given_name: name,
    family_name: "Fairway",
  };
}

export async function startOidcProvider(appUrl: string): Promise<{ issuer: string; close: () => void }> {
  const { createServer } = await import("node:http");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    // Put email and name in the ID token itself, as most real providers do.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsFor(id) }),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  server.on("request", provider.callback());
  return { issuer, close: () => server.close() };
}
