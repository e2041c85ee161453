import "server-only";
import { logger } from "../log/logger";
import type { NextAuthOptions, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { resolveReturnUrl } from "@/lib/return-url";
import { EMAIL_CONFLICT, SIGN_IN_LOCKED } from "@/lib/sign-in-errors";
import { emailSchema, fullNameOf, PASSWORD_MAX_LENGTH } from "@/lib/validation/account";
import { db } from "../db/infra/client";
import {
  endSessions,
  getLiveSessionIdentity,
  getUserByOidcIdentity,
  getUserForSignIn,
  OidcEmailConflictError,
  upsertOidcUser,
  type SessionIdentity,
} from "../db/users";
import { env } from "../env";
import { verifyPassword } from "./passwords";
import {
  assertPasswordCheckAllowed,
  clearFailedPasswords,
  recordFailedPassword,
  SignInLockedError,
} from "./rate-limit";
import { clientAddress, isSecureRequest, type HeaderSource } from "./request-origin";
import { OIDC_PROVIDER_ID, oidcProvider } from "./oidc-provider";
import { CREDENTIALS_PROVIDER_ID } from "./client-configuration";

type OidcProfile = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

/** A session token whose version the user has since raised: read as no session (and not logged as a fault). */
class SessionRevokedError extends Error {
  override name = "SessionRevokedError";
}

/**
 * Checks a password, whatever form next-auth read it from (form or JSON body): each field capped before any
 * database work, the account and address lockout enforced here, where the password is verified, so no way
 * of posting credentials goes around it.
 */
async function signInWithPassword(credentials: unknown, address: string | null): Promise<SessionIdentity | null> {
  const fields = (typeof credentials === "object" && credentials !== null ? credentials : {}) as Record<
    string,
    unknown
  >;
  const email = emailSchema.safeParse(fields.email);
  if (!email.success) {
    await recordFailedPassword(db, null, address);
    return null;
  }
  await assertPasswordCheckAllowed(db, email.data, address);
  const password =
    typeof fields.password === "string" && fields.password.length <= PASSWORD_MAX_LENGTH ? fields.password : "";
  const user = password ? await getUserForSignIn(db, email.data) : null;
  if (!user?.passwordHash || !user.player || !(await verifyPassword(user.passwordHash, password))) {
    await recordFailedPassword(db, email.data, address);
    return null;
  }
  await clearFailedPasswords(db, email.data);
  return {
    id: user.id,
    playerId: user.player.id,
    email: user.email,
    name: fullNameOf(user),
    sessionVersion: user.sessionVersion,
  };
}

/**
 * next-auth puts an error's message into its error redirect: only known codes may leave, never a library's
 * or the database's message.
 */
export async function authorizeCredentials(credentials: unknown, headers: HeaderSource): Promise<User | null> {
  try {
    return (await signInWithPassword(credentials, clientAddress(headers))) as User | null;
  } catch (error) {
    if (error instanceof SignInLockedError) throw new Error(SIGN_IN_LOCKED);
    logger.error({ err: error }, "Password sign-in failed");
    throw new Error("Callback");
  }
}

function saveOidcUser(profile: OidcProfile) {
  const [first = "", ...rest] = (profile.name ?? "").split(" ");
  return upsertOidcUser(db, {
    issuer: env.OIDC_ISSUER ?? "",
    subject: profile.sub,
    email: (profile.email ?? `${profile.sub}@unknown.invalid`).toLowerCase(),
    emailVerified: profile.email_verified === true,
    firstName: profile.given_name ?? (first || "Golfer"),
    lastName: profile.family_name ?? rest.join(" "),
  });
}

function carry(token: JWT, identity: SessionIdentity): JWT {
  return {
    ...token,
    sub: identity.id,
    playerId: identity.playerId,
    name: identity.name,
    email: identity.email,
    sessionVersion: identity.sessionVersion,
  };
}

const baseOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt" },
  pages: {
    signIn: "/authentication/login",
    signOut: "/authentication/logout",
    error: "/authentication/login-failed",
  },
  providers: [
    CredentialsProvider({
      id: CREDENTIALS_PROVIDER_ID,
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, req) => authorizeCredentials(credentials, req.headers ?? {}),
    }),
    ...(oidcProvider ? [oidcProvider] : []),
  ],
  callbacks: {
    // next-auth's own callbackUrl follows the same rule as the login page's returnUrl.
    redirect({ url, baseUrl }) {
      const target = resolveReturnUrl(url, baseUrl);
      return target.ok ? `${baseUrl}${target.path}` : baseUrl;
    },
    async signIn({ account, profile }) {
      if (account?.provider !== OIDC_PROVIDER_ID || !profile) return true;
      try {
        await saveOidcUser(profile as OidcProfile);
        return true;
      } catch (error) {
        if (error instanceof OidcEmailConflictError) return `/authentication/login-failed?code=${EMAIL_CONFLICT}`;
        logger.error({ err: error }, "Saving the identity provider's user failed");
        throw new Error("OAuthCreateAccount");
      }
    },
    async jwt({ token, user, account, profile }) {
      if (account?.provider === CREDENTIALS_PROVIDER_ID && user)
        return carry(token, user as unknown as SessionIdentity);
      if (account?.provider === OIDC_PROVIDER_ID && profile?.sub) {
        const identity = await getUserByOidcIdentity(db, env.OIDC_ISSUER ?? "", profile.sub);
        if (!identity) throw new Error("OAuthCallback");
        return carry(token, identity);
      }
      // Every later read of the session (pages, /api/auth/session) checks that it has not been revoked.
      const live =
        token.sub && typeof token.sessionVersion === "number"
          ? await getLiveSessionIdentity(db, token.sub, token.sessionVersion)
          : null;
      if (!live || typeof token.sessionVersion !== "number") throw new SessionRevokedError();
      return carry(token, { ...live, sessionVersion: token.sessionVersion });
    },
    session({ session, token }) {
      session.user = {
        id: token.sub ?? "",
        playerId: token.playerId ?? "",
        name: token.name ?? "",
        email: token.email ?? "",
      };
      return session;
    },
  },
  events: {
    // Signing out ends the session everywhere it was copied to, not just in this browser.
    async signOut({ token }) {
      if (!token?.sub || typeof token.sessionVersion !== "number") return;
      await endSessions(db, token.sub, token.sessionVersion);
    },
  },
  logger: {
    error(code, metadata) {
      if (metadata instanceof SessionRevokedError) return;
      logger.error({ code, err: metadata }, "Sign-in error");
    },
  },
};

/**
 * next-auth's options for one request: Secure, __Secure-/__Host- prefixed cookies when the request came over
 * HTTPS (NEXTAUTH_URL's scheme, or X-Forwarded-Proto from a trusted proxy).
 */
export function authOptionsFor(headers: HeaderSource): NextAuthOptions {
  return { ...baseOptions, useSecureCookies: isSecureRequest(headers) };
}
