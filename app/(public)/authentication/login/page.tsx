import type { Metadata, Route } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { Alert } from "@/components/ui/alert";
import { PageCard } from "@/components/ui/page-card";
import { resolveReturnUrl } from "@/lib/return-url";
import { clientConfiguration } from "@/lib/server/auth/client-configuration";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { getSessionUser } from "@/lib/server/auth/session";
import { demoCredentials } from "@/lib/server/demo-credentials";
import { signInErrorMessage } from "@/lib/sign-in-errors";

export const metadata: Metadata = { title: "Sign in" };

// next-auth sends a failed form sign-in back here with ?error=<code>; only known codes have a message.
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ returnUrl?: string | string[]; error?: string | string[] }>;
}) {
  const { returnUrl, error } = await searchParams;
  const target = resolveReturnUrl(returnUrl, await requestOrigin());
  if (!target.ok) {
    return (
      <PageCard title="Sign in">
        <Alert tone="error">{target.message}</Alert>
        <Link href="/authentication/login" className="text-fairway-800 underline">
          Sign in and go to the home page
        </Link>
      </PageCard>
    );
  }
  if (await getSessionUser()) redirect(target.path as Route);
  const configuration = clientConfiguration();
  const oidc = configuration.providers.find((provider) => provider.type === "oidc") ?? null;
  return (
    <PageCard title="Sign in">
      <LoginForm
        returnPath={target.path}
        oidcProvider={oidc}
        registerUrl={configuration.registerUrl}
        demo={demoCredentials()}
        initialError={typeof error === "string" ? signInErrorMessage(error) : null}
      />
    </PageCard>
  );
}
