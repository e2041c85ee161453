import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button-styles";
import { PageCard } from "@/components/ui/page-card";
import { BAD_CREDENTIALS_MESSAGE, SIGN_IN_ERROR_MESSAGE } from "@/lib/hooks/sign-in";

export const metadata: Metadata = { title: "Sign-in failed" };

// next-auth redirects here with ?error=<code>; the spec's own callers pass ?message=<text>.
function messageFor(params: { message?: string; error?: string }): string {
  if (params.message) return params.message;
  if (params.error === "CredentialsSignin") return BAD_CREDENTIALS_MESSAGE;
  return SIGN_IN_ERROR_MESSAGE;
}

export default async function LoginFailedPage({ searchParams }: { searchParams: Promise<{ message?: string; error?: string }> }) {
  return (
    <PageCard title="Sign-in failed">
      <Alert tone="error">{messageFor(await searchParams)}</Alert>
      <Link href="/authentication/login" className={buttonClass("primary", "w-full")}>
        Try again
      </Link>
    </PageCard>
  );
}
