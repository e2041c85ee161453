import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { credentialsSchema, fullNameOf } from "@/lib/validation/account";
import { db } from "../db/client";
import { getUserByOidcIdentity, getUserForSignIn, OidcEmailConflictError, upsertOidcUser, type UserIdentity } from "../db/users";
import { env } from "../env";
import { verifyPassword } from "./passwords";
import { clearFailedSignIns, recordFailedSignIn } from "./rate-limit";
import { clientIp } from "./client-ip";
import { OIDC_PROVIDER_ID, oidcProvider } from "./oidc-provider";

export const CREDENTIALS_PROVIDER_ID = "credentials";

type OidcProfile = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

async function signInWithPassword(rawCredentials: unknown, ip: string): Promise<UserIdentity | null> {
  const parsed = credentialsSchema.safeParse(rawCredentials);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const user = await getUserForSignIn(db, email);
  if (!user?.passwordHash || !user.player || !(await verifyPassword(user.passwordHash, password))) {
    await recordFailedSignIn(db, email, ip);
    return null;
  }
  await clearFailedSignIns(db, email);
  return { id: user.id, playerId: user.player.id, email: user.email, name: fullNameOf(user) };
}

export const OIDC_EMAIL_CONFLICT_MESSAGE =
  "An account with this email already exists. Sign in with your email and password instead.";

function saveOidcUser(profile: OidcProfile): Promise<UserIdentity> {
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

export const authOptions: NextAuthOptions = {
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
      authorize: (credentials, req) => signInWithPassword(credentials, clientIp(req.headers ?? {})),
    }),
    ...(oidcProvider ? [oidcProvider] : []),
  ],
  callbacks: {
    async signIn({ account, profile }) {
      if (account?.provider !== OIDC_PROVIDER_ID || !profile) return true;
      try {
        await saveOidcUser(profile as OidcProfile);
        return true;
      } catch (error) {
        if (!(error instanceof OidcEmailConflictError)) throw error;
        return `/authentication/login-failed?message=${encodeURIComponent(OIDC_EMAIL_CONFLICT_MESSAGE)}`;
      }
    },
    async jwt({ token, user, account, profile }) {
      let identity: UserIdentity | null = null;
      if (account?.provider === CREDENTIALS_PROVIDER_ID && user) identity = user as unknown as UserIdentity;
      if (account?.provider === OIDC_PROVIDER_ID && profile?.sub) {
        identity = await getUserByOidcIdentity(db, env.OIDC_ISSUER ?? "", profile.sub);
      }
      if (identity) {
        token.sub = identity.id;
        token.playerId = identity.playerId;
        token.name = identity.name;
        token.email = identity.email;
      }
      return token;
    },
    session({ session, token }) {
      session.user = { id: token.sub ?? "", playerId: token.playerId ?? "", name: token.name ?? "", email: token.email ?? "" };
      return session;
    },
  },
};
