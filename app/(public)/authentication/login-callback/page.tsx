import type { Route } from "next";
import { redirect } from "next/navigation";
import { resolveReturnUrl } from "@/lib/return-url";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { getSessionUser } from "@/lib/server/auth/session";

// Completes sign-in: with a session, on to the (same-origin) return URL; without one, to login-failed.
export default async function LoginCallbackPage({
  searchParams,
}: {
  searchParams: Promise<{ returnUrl?: string | string[] }>;
}) {
  const target = resolveReturnUrl((await searchParams).returnUrl, await requestOrigin());
  if (!(await getSessionUser())) redirect("/authentication/login-failed");
  redirect((target.ok ? target.path : "/") as Route);
}
