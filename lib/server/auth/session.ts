import "server-only";
import type { Route } from "next";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { loginPath } from "@/lib/return-url";
import { authOptionsFor } from "./options";
import { PATH_HEADER } from "./path-header";

export type SessionUser = { id: string; playerId: string; name: string; email: string };

/**
 * The signed-in user of this page request, or null (also when the session has been revoked: see options.ts).
 * Read once per request, however many layouts, pages and guards ask: the revocation check costs a query.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptionsFor(await headers()));
  return session?.user?.id && session.user.playerId ? session.user : null;
});

/** Page guard: the signed-in user, or a redirect to login that brings the visitor back here afterwards. */
export async function requirePageUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  const path = (await headers()).get(PATH_HEADER) ?? "/";
  redirect(loginPath(path) as Route);
}
