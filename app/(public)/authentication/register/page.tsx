import type { Metadata, Route } from "next";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/auth/register-form";
import { PageCard } from "@/components/ui/page-card";
import { resolveReturnUrl } from "@/lib/return-url";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { getSessionUser } from "@/lib/server/auth/session";
import { env } from "@/lib/server/env";

export const metadata: Metadata = { title: "Register" };

// With an identity provider that has its own register page, registering happens there.
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ returnUrl?: string | string[] }>;
}) {
  if (env.OIDC_REGISTER_URL) redirect(env.OIDC_REGISTER_URL as Route);
  const target = resolveReturnUrl((await searchParams).returnUrl, await requestOrigin());
  const returnPath = target.ok ? target.path : "/";
  if (await getSessionUser()) redirect(returnPath as Route);
  return (
    <PageCard title="Create your account">
      <RegisterForm returnPath={returnPath} />
    </PageCard>
  );
}
